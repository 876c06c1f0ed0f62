import { useSearchParams } from 'react-router';
import { Container, Tabs, TabsContent, TabsList, TabsTrigger } from '@trap/ui';
import { CompetitionLogPanel, FitnessLogPanel, MentalLogPanel, NutritionLogPanel, WellbeingEffectsPanel } from '../../shared/logs/index.ts';
import { JournalEntriesPanel } from './journal-entries.tsx';
import '../../shared/logs/logs.css';

const TABS = [
  { id: 'journal', label: 'Journal', Panel: JournalEntriesPanel },
  { id: 'competitions', label: 'Competitions', Panel: CompetitionLogPanel },
  { id: 'mental', label: 'Mental', Panel: MentalLogPanel },
  { id: 'nutrition', label: 'Nutrition', Panel: NutritionLogPanel },
  { id: 'fitness', label: 'Fitness', Panel: FitnessLogPanel },
] as const;
type TabId = (typeof TABS)[number]['id'];

/**
 * /journal (Shooting Journal): journal entries and the competition, mental, nutrition and fitness
 * logs as tabs (?tab=… links straight to one), with their effect beside performance alongside.
 */
export default function JournalPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: TabId = TABS.some((t) => t.id === asked) ? (asked as TabId) : 'journal';
  return (
    <Container>
      <div className="lg-page">
        <header>
          <h1 className="lg-h1">Shooting Journal</h1>
          <p className="lg-muted">Your journal and your competition, mental, nutrition and fitness logs, beside how you shot.</p>
        </header>
        <div className="lg-layout">
          <Tabs value={tab} onValueChange={(v) => setParams(v === 'journal' ? {} : { tab: v }, { replace: true })}>
            <div className="lg-tabs-nav">
              <TabsList aria-label="Journal and logs">
                {TABS.map((t) => (
                  <TabsTrigger key={t.id} value={t.id}>
                    {t.label}
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
          <aside aria-label="Wellbeing beside performance">
            <WellbeingEffectsPanel />
          </aside>
        </div>
      </div>
    </Container>
  );
}
