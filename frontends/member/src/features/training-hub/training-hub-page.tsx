import { useState, type ComponentType } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Card,
  Container,
  FormField,
  Spinner,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  errorMessage,
  routeKey,
  Select,
} from '@trap/ui';
import { practiceApi } from '@trap/contracts/api/route-paths';
import { GoalProgress, goalName } from '../../shared/training/goals-panel.tsx';
import {
  ANALYSES_KEY,
  currentInsights,
  dateText,
  goalsQuery,
  listAnalyses,
  sessionSummary,
  useRecentSessions,
} from '../../shared/training/training-api.ts';
import { CompetitionLogPanel, FitnessLogPanel, MentalLogPanel, NutritionLogPanel, WellbeingEffectsPanel } from '../../shared/logs/index.ts';
import '../../shared/styles/page.css';
import '../../shared/logs/logs.css';
import '../../shared/training/training.css';

const TABS = [
  { value: 'practice', label: 'Practice', tour: 'hub-practice' },
  { value: 'technique', label: 'Technique', tour: 'hub-technique' },
  { value: 'progress', label: 'Progress', tour: 'hub-progress' },
  { value: 'roadmap', label: 'Roadmap', tour: 'hub-roadmap' },
] as const;

/** /training-hub: practice, technique, progress and roadmap in one place (the tab is kept in `?tab=`). */
export default function TrainingHubPage() {
  const [params, setParams] = useSearchParams();
  const tab = TABS.some((t) => t.value === params.get('tab')) ? params.get('tab')! : 'practice';
  return (
    <Container>
      <div className="pr-page">
        <header className="pr-header">
          <h1 className="pr-h1">Training Hub</h1>
          <Button asChild>
            <Link to="/practice">Log a session</Link>
          </Button>
        </header>
        <Tabs className="tr-tabs" value={tab} onValueChange={(v) => setParams({ tab: v }, { replace: true })}>
          <TabsList aria-label="Training Hub sections">
            {TABS.map((t) => (
              <TabsTrigger key={t.value} value={t.value} data-tour={t.tour}>
                {t.label}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="practice">
            <PracticeTab />
          </TabsContent>
          <TabsContent value="technique">
            <TechniqueTab />
          </TabsContent>
          <TabsContent value="progress">
            <ProgressTab />
          </TabsContent>
          <TabsContent value="roadmap">
            <Card>
              <h2 className="pr-h2">Skill roadmap</h2>
              <p>
                The skills of a trap shooter, level by level: stance, mount, swing, timing and the mental game, and where you stand on each.
              </p>
              <Button asChild variant="outline">
                <Link to="/skill-roadmap">Open the skill roadmap</Link>
              </Button>
            </Card>
          </TabsContent>
        </Tabs>
      </div>
    </Container>
  );
}

function PracticeTab() {
  const recent = useRecentSessions(5);
  return (
    <div className="tr-grid">
      <Card role="region" aria-labelledby="hub-recent">
        <h2 id="hub-recent" className="pr-h2">
          Recent sessions
        </h2>
        {recent.isPending ? <Spinner /> : null}
        {recent.isError ? <p className="pr-error">{errorMessage(recent.error)}</p> : null}
        {recent.data && !recent.data.length ? <p className="pr-muted">No sessions yet: log your first one.</p> : null}
        <ul className="pr-list">
          {recent.data?.map((s) => (
            <li key={s.sessionId} className="pr-item">
              <span>
                <strong>{dateText(s.date)}</strong> · {sessionSummary(s)}
              </span>
              <Link to={`/technique-insights?session=${s.sessionId}#shot-pattern`} aria-label={`Shot pattern of ${dateText(s.date)}`}>
                Shot pattern
              </Link>
            </li>
          ))}
        </ul>
      </Card>
      <Card role="region" aria-labelledby="hub-tools">
        <h2 id="hub-tools" className="pr-h2">
          Practice tools
        </h2>
        <ul className="tr-list">
          <li>
            <Link to="/practice">Log Practice</Link>: score a round target by target, offline too.
          </li>
          <li>
            <Link to="/practice/stats">My Stats</Link>: averages, hit rates per station and direction, trends.
          </li>
          <li>
            <Link to="/weather">Weather Analysis</Link>: your scores in wind, heat and light.
          </li>
          <li>
            <Link to="/journal">Shooting Journal</Link>: notes, competitions and your mental, nutrition and fitness logs.
          </li>
        </ul>
      </Card>
      <HubLogs />
    </div>
  );
}

const LOGS: { value: string; label: string; Panel: ComponentType }[] = [
  { value: 'competitions', label: 'Competitions', Panel: CompetitionLogPanel },
  { value: 'mental', label: 'Mental', Panel: MentalLogPanel },
  { value: 'nutrition', label: 'Nutrition', Panel: NutritionLogPanel },
  { value: 'fitness', label: 'Fitness', Panel: FitnessLogPanel },
];

/** The member's competition, mental, nutrition and fitness logs (the journal's panels), one at a time. */
function HubLogs() {
  const [log, setLog] = useState(LOGS[0]!.value);
  const { Panel } = LOGS.find((l) => l.value === log)!;
  return (
    <div className="tr-hub-logs">
      <FormField label="Log">
        <Select value={log} onChange={(e) => setLog(e.target.value)}>
          {LOGS.map((l) => (
            <option key={l.value} value={l.value}>
              {l.label}
            </option>
          ))}
        </Select>
      </FormField>
      <Panel />
    </div>
  );
}

function TechniqueTab() {
  const analyses = useQuery({ queryKey: ANALYSES_KEY, queryFn: ({ signal }) => listAnalyses(signal) });
  const none = analyses.isSuccess && analyses.data.total === 0;
  const live = useQuery({ queryKey: routeKey(practiceApi.getInsights), queryFn: ({ signal }) => currentInsights(signal), enabled: none });
  const latest = analyses.data?.items[0] ?? live.data;
  return (
    <Card role="region" aria-labelledby="hub-technique-h">
      <h2 id="hub-technique-h" className="pr-h2">
        Technique
      </h2>
      {analyses.isPending || (live.isPending && live.fetchStatus !== 'idle') ? <Spinner /> : null}
      {analyses.isError ? <p className="pr-error">{errorMessage(analyses.error)}</p> : null}
      {latest ? (
        <>
          <p>
            Overall score <strong>{latest.overallScore ?? '–'}</strong>. {latest.analysis}
          </p>
          {latest.weaknesses.length ? (
            <>
              <h3 className="pr-h2">To work on</h3>
              <ul className="tr-list">
                {latest.weaknesses.slice(0, 3).map((w) => (
                  <li key={w}>{w}</li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      ) : null}
      <Button asChild variant="outline">
        <Link to="/technique-insights">Open Technique Insights</Link>
      </Button>
    </Card>
  );
}

function GoalsSummary() {
  const goals = useQuery(goalsQuery);
  return (
    <Card role="region" aria-labelledby="hub-progress-h">
      <h2 id="hub-progress-h" className="pr-h2">
        Goals and progress
      </h2>
      {goals.isPending ? <Spinner /> : null}
      {goals.isError ? <p className="pr-error">{errorMessage(goals.error)}</p> : null}
      {goals.data && !goals.data.items.length ? <p className="pr-muted">No goals yet: set one in Training Progress.</p> : null}
      <ul className="tr-list tr-list--plain">
        {goals.data?.items.slice(0, 3).map((g) => (
          <li key={g.id} className="tr-goal">
            <h3 className="tr-goal__title">{goalName(g)}</h3>
            <GoalProgress goal={g} />
          </li>
        ))}
      </ul>
      <Button asChild variant="outline">
        <Link to="/training-progress">Open Training Progress</Link>
      </Button>
    </Card>
  );
}

function ProgressTab() {
  return (
    <div className="tr-grid">
      <GoalsSummary />
      <WellbeingEffectsPanel />
    </div>
  );
}
