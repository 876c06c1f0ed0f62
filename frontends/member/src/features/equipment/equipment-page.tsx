import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { Container, Spinner, Tabs, TabsContent, TabsList, TabsTrigger } from '@trap/ui';
import '../../shared/styles/page.css';
import { LicenceWarning } from '../../shared/licence/licence-warning.tsx';
import { useEquipmentT } from './texts/texts.ts';

// Each tab is its own sub-folder and loads when first opened.
const GearTab = lazy(() => import('./gear/gear-tab.tsx'));
const LicenceTab = lazy(() => import('./licence/licence-tab.tsx'));
const CartridgesTab = lazy(() => import('./cartridges/cartridges-tab.tsx'));
const CompetitionsTab = lazy(() => import('./competitions/competitions-tab.tsx'));

const TABS = [
  { value: 'gear', labelKey: 'page.tabs.gear', Component: GearTab },
  { value: 'licence', labelKey: 'page.tabs.licence', Component: LicenceTab },
  { value: 'cartridges', labelKey: 'page.tabs.cartridges', Component: CartridgesTab },
  { value: 'competitions', labelKey: 'page.tabs.competitions', Component: CompetitionsTab },
] as const;

/**
 * /equipment (Equipment Management): an Indian shooter's gear and papers: guns and their maintenance,
 * the arms licence, the cartridge ledger, and competitions with the NRAI pathway. The tab is kept in `?tab=`.
 */
export default function EquipmentPage() {
  const [params, setParams] = useSearchParams();
  const { t } = useEquipmentT();
  const tab = TABS.find((x) => x.value === params.get('tab'))?.value ?? 'gear';
  return (
    <Container>
      <div className="pr-page">
        <header className="pr-header">
          <h1 className="pr-h1">{t('page.title')}</h1>
        </header>
        <LicenceWarning link={tab !== 'licence'} />
        <Tabs value={tab} onValueChange={(v) => setParams({ tab: v }, { replace: true })}>
          {/* four tabs in a row where they fit, two by two on a phone (one row of four is 512 px wide) */}
          <TabsList
            aria-label={t('page.sections')}
            style={{ gridAutoFlow: 'row', gridTemplateColumns: 'repeat(auto-fit, minmax(8.5rem, 1fr))' }}
          >
            {TABS.map((tab) => (
              <TabsTrigger key={tab.value} value={tab.value}>
                {t(tab.labelKey)}
              </TabsTrigger>
            ))}
          </TabsList>
          {TABS.map(({ value, Component }) => (
            <TabsContent key={value} value={value}>
              <Suspense fallback={<Spinner />}>
                <Component />
              </Suspense>
            </TabsContent>
          ))}
        </Tabs>
      </div>
    </Container>
  );
}
