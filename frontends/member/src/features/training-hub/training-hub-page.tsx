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
  formatDate,
  formatNumber,
  routeKey,
  Select,
  type Language,
} from '@trap/ui';
import { Trans } from '@trap/ui/i18n/trans.tsx';
import { practiceApi } from '@trap/contracts/api/route-paths';
import { GoalProgress, goalName } from '../../shared/training/goals-panel.tsx';
import {
  ANALYSES_KEY,
  currentInsights,
  goalsQuery,
  listAnalyses,
  useRecentSessions,
} from '../../shared/training/training-api.ts';
import { CompetitionLogPanel, FitnessLogPanel, MentalLogPanel, NutritionLogPanel, WellbeingEffectsPanel } from '../../shared/logs/index.ts';
import '../../shared/styles/page.css';
import '../../shared/logs/logs.css';
import '../../shared/training/training.css';
import { TRAINING_HUB_NS, useTrainingHubT } from './texts/texts.ts';

/** A session's calendar day as logged (the date's own day, whatever the hour it carries). */
const sessionDay = (iso: string, language: Language) => formatDate(`${iso.slice(0, 10)}T12:00:00+05:30`, language);

const TABS = [
  { value: 'practice', labelKey: 'tab.practice', tour: 'hub-practice' },
  { value: 'technique', labelKey: 'tab.technique', tour: 'hub-technique' },
  { value: 'progress', labelKey: 'tab.progress', tour: 'hub-progress' },
  { value: 'roadmap', labelKey: 'tab.roadmap', tour: 'hub-roadmap' },
] as const;

/** /training-hub: practice, technique, progress and roadmap in one place (the tab is kept in `?tab=`). */
export default function TrainingHubPage() {
  const { t } = useTrainingHubT();
  const [params, setParams] = useSearchParams();
  const tab = TABS.some((x) => x.value === params.get('tab')) ? params.get('tab')! : 'practice';
  return (
    <Container>
      <div className="pr-page">
        <header className="pr-header">
          <h1 className="pr-h1">{t('title')}</h1>
          <Button asChild>
            <Link to="/practice">{t('logSession')}</Link>
          </Button>
        </header>
        <Tabs className="tr-tabs" value={tab} onValueChange={(v) => setParams({ tab: v }, { replace: true })}>
          <TabsList aria-label={t('sections')}>
            {TABS.map((x) => (
              <TabsTrigger key={x.value} value={x.value} data-tour={x.tour}>
                {t(x.labelKey)}
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
              <h2 className="pr-h2">{t('roadmap.title')}</h2>
              <p>{t('roadmap.text')}</p>
              <Button asChild variant="outline">
                <Link to="/skill-roadmap">{t('roadmap.open')}</Link>
              </Button>
            </Card>
          </TabsContent>
        </Tabs>
      </div>
    </Container>
  );
}

function PracticeTab() {
  const { t, language } = useTrainingHubT();
  const recent = useRecentSessions(5);
  return (
    <div className="tr-grid">
      <Card role="region" aria-labelledby="hub-recent">
        <h2 id="hub-recent" className="pr-h2">
          {t('recent.title')}
        </h2>
        {recent.isPending ? <Spinner /> : null}
        {recent.isError ? <p className="pr-error">{errorMessage(recent.error)}</p> : null}
        {recent.data && !recent.data.length ? <p className="pr-muted">{t('recent.empty')}</p> : null}
        <ul className="pr-list">
          {recent.data?.map((s) => (
            <li key={s.sessionId} className="pr-item">
              <span>
                <strong>{sessionDay(s.date, language)}</strong> ·{' '}
                {t('recent.summary', { count: s.rounds, average: formatNumber(s.averagePerRound, language) })}
              </span>
              <Link
                to={`/technique-insights?session=${s.sessionId}#shot-pattern`}
                aria-label={t('recent.patternOf', { date: sessionDay(s.date, language) })}
              >
                {t('recent.pattern')}
              </Link>
            </li>
          ))}
        </ul>
      </Card>
      <Card role="region" aria-labelledby="hub-tools">
        <h2 id="hub-tools" className="pr-h2">
          {t('tools.title')}
        </h2>
        <ul className="tr-list">
          <li>
            <Trans ns={TRAINING_HUB_NS} i18nKey="tools.practice" components={{ practice: <Link to="/practice" /> }} />
          </li>
          <li>
            <Trans ns={TRAINING_HUB_NS} i18nKey="tools.stats" components={{ stats: <Link to="/practice/stats" /> }} />
          </li>
          <li>
            <Trans ns={TRAINING_HUB_NS} i18nKey="tools.weather" components={{ weather: <Link to="/weather" /> }} />
          </li>
          <li>
            <Trans ns={TRAINING_HUB_NS} i18nKey="tools.journal" components={{ journal: <Link to="/journal" /> }} />
          </li>
        </ul>
      </Card>
      <HubLogs />
    </div>
  );
}

const LOGS: { value: string; labelKey: string; Panel: ComponentType }[] = [
  { value: 'competitions', labelKey: 'logs.competitions', Panel: CompetitionLogPanel },
  { value: 'mental', labelKey: 'logs.mental', Panel: MentalLogPanel },
  { value: 'nutrition', labelKey: 'logs.nutrition', Panel: NutritionLogPanel },
  { value: 'fitness', labelKey: 'logs.fitness', Panel: FitnessLogPanel },
];

/** The member's competition, mental, nutrition and fitness logs (the journal's panels), one at a time. */
function HubLogs() {
  const { t } = useTrainingHubT();
  const [log, setLog] = useState(LOGS[0]!.value);
  const { Panel } = LOGS.find((l) => l.value === log)!;
  return (
    <div className="tr-hub-logs">
      <FormField label={t('logs.label')}>
        <Select value={log} onChange={(e) => setLog(e.target.value)}>
          {LOGS.map((l) => (
            <option key={l.value} value={l.value}>
              {t(l.labelKey)}
            </option>
          ))}
        </Select>
      </FormField>
      <Panel />
    </div>
  );
}

function TechniqueTab() {
  const { t, language } = useTrainingHubT();
  const analyses = useQuery({ queryKey: ANALYSES_KEY, queryFn: ({ signal }) => listAnalyses(signal) });
  const none = analyses.isSuccess && analyses.data.total === 0;
  const live = useQuery({ queryKey: routeKey(practiceApi.getInsights), queryFn: ({ signal }) => currentInsights(signal), enabled: none });
  const latest = analyses.data?.items[0] ?? live.data;
  return (
    <Card role="region" aria-labelledby="hub-technique-h">
      <h2 id="hub-technique-h" className="pr-h2">
        {t('technique.title')}
      </h2>
      {analyses.isPending || (live.isPending && live.fetchStatus !== 'idle') ? <Spinner /> : null}
      {analyses.isError ? <p className="pr-error">{errorMessage(analyses.error)}</p> : null}
      {latest ? (
        <>
          <p>
            <Trans
              ns={TRAINING_HUB_NS}
              i18nKey="technique.overall"
              values={{ score: latest.overallScore == null ? '–' : formatNumber(latest.overallScore, language) }}
              components={{ num: <strong /> }}
            />{' '}
            {latest.analysis}
          </p>
          {latest.weaknesses.length ? (
            <>
              <h3 className="pr-h2">{t('technique.toWorkOn')}</h3>
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
        <Link to="/technique-insights">{t('technique.open')}</Link>
      </Button>
    </Card>
  );
}

function GoalsSummary() {
  const { t } = useTrainingHubT();
  const goals = useQuery(goalsQuery);
  return (
    <Card role="region" aria-labelledby="hub-progress-h">
      <h2 id="hub-progress-h" className="pr-h2">
        {t('goals.title')}
      </h2>
      {goals.isPending ? <Spinner /> : null}
      {goals.isError ? <p className="pr-error">{errorMessage(goals.error)}</p> : null}
      {goals.data && !goals.data.items.length ? <p className="pr-muted">{t('goals.empty')}</p> : null}
      <ul className="tr-list tr-list--plain">
        {goals.data?.items.slice(0, 3).map((g) => (
          <li key={g.id} className="tr-goal">
            <h3 className="tr-goal__title">{goalName(g)}</h3>
            <GoalProgress goal={g} />
          </li>
        ))}
      </ul>
      <Button asChild variant="outline">
        <Link to="/training-progress">{t('goals.open')}</Link>
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
