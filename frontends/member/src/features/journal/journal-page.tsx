import { useSearchParams } from 'react-router';
import { Container, Tabs, TabsContent, TabsList, TabsTrigger } from '@trap/ui';
import { CompetitionLogPanel, FitnessLogPanel, MentalLogPanel, NutritionLogPanel, WellbeingEffectsPanel } from '../../shared/logs/index.ts';
import { JournalEntriesPanel } from './journal-entries.tsx';
import { useJournalT } from './texts/texts.ts';
import '../../shared/logs/logs.css';

const TABS = [
  { id: 'journal', labelKey: 'tab.journal', Panel: JournalEntriesPanel },
  { id: 'competitions', labelKey: 'tab.competitions', Panel: CompetitionLogPanel },
  { id: 'mental', labelKey: 'tab.mental', Panel: MentalLogPanel },
  { id: 'nutrition', labelKey: 'tab.nutrition', Panel: NutritionLogPanel },
  { id: 'fitness', labelKey: 'tab.fitness', Panel: FitnessLogPanel },
] as const;
type TabId = (typeof TABS)[number]['id'];

/**
 * /journal (Shooting Journal): journal entries and the competition, mental, nutrition and fitness
 * logs as tabs (?tab=… links straight to one), with their effect beside performance alongside.
 */
export default function JournalPage() {
  const { t } = useJournalT();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: TabId = TABS.some((x) => x.id === asked) ? (asked as TabId) : 'journal';
  return (
    <Container>
      <div className="lg-page">
        <header>
          <h1 className="lg-h1">{t('title')}</h1>
          <p className="lg-muted">{t('lead')}</p>
        </header>
        <div className="lg-layout">
          <Tabs value={tab} onValueChange={(v) => setParams(v === 'journal' ? {} : { tab: v }, { replace: true })}>
            <div className="lg-tabs-nav">
              <TabsList aria-label={t('tabsLabel')}>
                {TABS.map((x) => (
                  <TabsTrigger key={x.id} value={x.id}>
                    {t(x.labelKey)}
                  </TabsTrigger>
                ))}
              </TabsList>
            </div>
            {TABS.map(({ id, Panel }) => (
              <TabsContent key={id} value={id}>
                <Panel />
              </TabsContent>
            ))}
          </Tabs>
          <aside aria-label={t('wellbeing')}>
            <WellbeingEffectsPanel />
          </aside>
        </div>
      </div>
    </Container>
  );
}
