import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AI_COACH_MESSAGES, type Insight, type TechniqueAnalysis, type TechniqueAnalysisRecord } from '@trap/contracts';
import {
  Button,
  Card,
  Container,
  FormField,
  Spinner,
  TierGate,
  errorMessage,
  findMessage,
  formatDate,
  formatDateTime,
  formatNumber,
  routeKey,
  toast,
  Select,
  type Language,
  type MessageTable,
  type TFunction,
} from '@trap/ui';
import { Trans } from '@trap/ui/i18n/trans.tsx';
import { practiceApi, trainingApi } from '@trap/contracts/api/route-paths';
import { MissMap } from '../../shared/stats/miss-map.tsx';
import {
  ANALYSES_KEY,
  currentInsights,
  listAnalyses,
  runAnalysis,
  shotPatternOf,
  useAllStats,
  useCoach,
  useRecentSessions,
} from '../../shared/training/training-api.ts';
import { ShotPatternLayout } from './shot-pattern-layout.tsx';
import { TECHNIQUE_INSIGHTS_NS, useTechniqueInsightsT } from './texts/texts.ts';
import '../../shared/styles/page.css';
import '../../shared/stats/stats.css';
import '../../shared/training/training.css';

const KIND_LABELS: Record<Insight['kind'], { labelKey: string }> = {
  station: { labelKey: 'kind.station' },
  direction: { labelKey: 'kind.direction' },
  'second-barrel': { labelKey: 'kind.secondBarrel' },
  fatigue: { labelKey: 'kind.fatigue' },
  consistency: { labelKey: 'kind.consistency' },
  wind: { labelKey: 'kind.wind' },
  trend: { labelKey: 'kind.trend' },
};

/** The AI coach's SPEC messages (they come in English from the shared hook) and their texts; any other shows as it came. */
const COACH_MESSAGES: MessageTable = [
  { message: AI_COACH_MESSAGES.loggedOut.feedback, textKey: 'coach.loggedOut.feedback' },
  { message: AI_COACH_MESSAGES.loggedOut.trends, textKey: 'coach.loggedOut.trends' },
  { message: AI_COACH_MESSAGES.loggedOut.tips, textKey: 'coach.loggedOut.tips' },
  { message: AI_COACH_MESSAGES.failure.feedback, textKey: 'coach.failure.feedback' },
  { message: AI_COACH_MESSAGES.failure.trends, textKey: 'coach.failure.trends' },
  { message: AI_COACH_MESSAGES.failure.tips, textKey: 'coach.failure.tips' },
  { message: AI_COACH_MESSAGES.unable.feedback, textKey: 'coach.unable.feedback' },
  { message: AI_COACH_MESSAGES.unable.trends, textKey: 'coach.unable.trends' },
  { message: AI_COACH_MESSAGES.unable.tips, textKey: 'coach.unable.tips' },
  { message: AI_COACH_MESSAGES.empty.feedback, textKey: 'coach.empty.feedback' },
  { message: AI_COACH_MESSAGES.empty.trends, textKey: 'coach.empty.trends' },
  { message: AI_COACH_MESSAGES.empty.tips, textKey: 'coach.empty.tips' },
];
const coachText = (t: TFunction, text: string) => {
  const known = findMessage(text, COACH_MESSAGES);
  return known ? t(known.textKey) : text;
};
const score = (value: number | null, language: Language) => (value == null ? '–' : formatNumber(value, language));
/** A session in a list: its calendar day as logged and its average (the shared summary is English only). */
const sessionText = (t: TFunction, language: Language, s: { date: string; averagePerRound: number; rounds: number }) =>
  t('pattern.option', { date: formatDate(`${s.date.slice(0, 10)}T12:00:00+05:30`, language), average: formatNumber(s.averagePerRound, language), count: s.rounds });

/** /technique-insights: findings from the member's own shots, stored analyses over time, the AI coach and shot patterns. */
export default function TechniqueInsightsPage() {
  const { t, language } = useTechniqueInsightsT();
  const [selected, setSelected] = useState<string | null>(null);
  const [lastSessions, setLastSessions] = useState('30');
  const qc = useQueryClient();
  const analyses = useQuery({ queryKey: ANALYSES_KEY, queryFn: ({ signal }) => listAnalyses(signal) });
  const hasHistory = (analyses.data?.total ?? 0) > 0;
  // until the member runs an analysis, the live insights over all their sessions stand in
  const live = useQuery({
    queryKey: routeKey(practiceApi.getInsights),
    queryFn: ({ signal }) => currentInsights(signal),
    enabled: analyses.isSuccess && !hasHistory,
  });
  const run = useMutation({
    mutationFn: () => runAnalysis({ lastSessions: Number(lastSessions) }),
    onSuccess: (record) => {
      qc.setQueryData(ANALYSES_KEY, (old: { items: TechniqueAnalysisRecord[]; total: number } | undefined) => ({
        items: [record, ...(old?.items ?? [])],
        total: (old?.total ?? 0) + 1,
      }));
      setSelected(record.id);
      toast({ title: t('run.done'), description: t('run.doneScore', { score: score(record.overallScore, language) }), variant: 'success' });
    },
    onError: (e) => toast({ title: t('run.failed'), description: errorMessage(e), variant: 'destructive' }),
  });
  const shown: TechniqueAnalysisRecord | TechniqueAnalysis | undefined =
    analyses.data?.items.find((a) => a.id === selected) ?? analyses.data?.items[0] ?? live.data;

  return (
    <Container>
      <div className="pr-page">
        <header className="pr-header">
          <h1 className="pr-h1">{t('title')}</h1>
          <Link to="/training-hub">{t('toHub')}</Link>
        </header>
        <Card role="region" aria-labelledby="ti-run">
          <h2 id="ti-run" className="pr-h2">
            {t('run.title')}
          </h2>
          <p className="pr-muted">{t('run.text')}</p>
          <div className="tr-actions">
            <FormField label={t('run.sessions')}>
              <Select value={lastSessions} onChange={(e) => setLastSessions(e.target.value)}>
                {[10, 30, 90].map((n) => (
                  <option key={n} value={String(n)}>
                    {t('run.last', { n: formatNumber(n, language) })}
                  </option>
                ))}
              </Select>
            </FormField>
            <Button onClick={() => run.mutate()} disabled={run.isPending}>
              {run.isPending ? t('run.running') : t('run.button')}
            </Button>
          </div>
        </Card>
        {analyses.isPending || (live.isPending && live.fetchStatus !== 'idle') ? <Spinner /> : null}
        {analyses.isError ? <p className="pr-error">{errorMessage(analyses.error)}</p> : null}
        {live.isError ? <p className="pr-error">{errorMessage(live.error)}</p> : null}
        {shown ? <AnalysisView analysis={shown} /> : null}
        <WeakSpots />
        {/* Pro Lane's features inside a Shooter's Circle page: locked with an upgrade link below that tier */}
        <TierGate feature="ai_coach" compact>
          <CoachPanel />
        </TierGate>
        <TierGate feature="shot_patterns" compact>
          <SessionPattern />
        </TierGate>
        {hasHistory ? (
          <History items={analyses.data!.items} selected={shown && 'scope' in shown ? shown.id : null} onSelect={setSelected} />
        ) : null}
      </div>
    </Container>
  );
}

function AnalysisView({ analysis }: { analysis: TechniqueAnalysisRecord | TechniqueAnalysis }) {
  const { t, language } = useTechniqueInsightsT();
  const record = 'scope' in analysis ? (analysis as TechniqueAnalysisRecord) : null;
  const change =
    record && record.previousScore !== null && analysis.overallScore !== null ? analysis.overallScore - record.previousScore : null;
  const weak = new Set(analysis.weaknesses);
  if (!analysis.findings.length && !analysis.strengths.length && !analysis.weaknesses.length && analysis.overallScore === null)
    return (
      <Card>
        <p>{analysis.analysis}</p>
        <p>
          <Trans ns={TECHNIQUE_INSIGHTS_NS} i18nKey="analysis.empty" components={{ practice: <Link to="/practice" /> }} />
        </p>
      </Card>
    );
  return (
    <>
      <Card role="region" aria-labelledby="ti-overall">
        <h2 id="ti-overall" className="pr-h2">
          {record ? t('analysis.of', { date: formatDate(record.createdAt, language) }) : t('analysis.current')}
        </h2>
        <div className="tr-score">
          <span className="tr-score__value" aria-label={t('analysis.overallLabel')}>
            {score(analysis.overallScore, language)}
          </span>
          <span className="pr-muted">{t('analysis.overallNote')}</span>
          {change !== null ? (
            <span className={change >= 0 ? 'tr-change--up' : 'tr-change--down'}>
              {t('analysis.change', { change: `${change >= 0 ? '+' : ''}${formatNumber(change, language)}` })}
            </span>
          ) : null}
        </div>
        <p>{analysis.analysis}</p>
        <p className="pr-muted">
          {record ? t('analysis.restsOn', { count: record.scope.sessions }) : ''}
          {analysis.basis}
        </p>
      </Card>
      {analysis.findings.length ? (
        <Card role="region" aria-labelledby="ti-findings">
          <h2 id="ti-findings" className="pr-h2">
            {t('analysis.findings')}
          </h2>
          <div className="tr-grid">
            {analysis.findings.map((f) => (
              <p key={f.kind + f.text} className={`tr-finding ${weak.has(f.text) ? 'tr-finding--weak' : 'tr-finding--strong'}`}>
                <span className="tr-finding__kind">{t(KIND_LABELS[f.kind].labelKey)}</span>
                {f.text}
              </p>
            ))}
          </div>
        </Card>
      ) : null}
      <div className="tr-grid">
        <ListCard id="ti-weak" title={t('analysis.weaknesses')} items={analysis.weaknesses} empty={t('analysis.weaknessesEmpty')} />
        <ListCard id="ti-strong" title={t('analysis.strengths')} items={analysis.strengths} empty={t('analysis.strengthsEmpty')} />
        <ListCard
          id="ti-recs"
          title={t('analysis.recommendations')}
          items={analysis.recommendations}
          empty={t('analysis.recommendationsEmpty')}
        />
      </div>
    </>
  );
}

function ListCard({ id, title, items, empty }: { id: string; title: string; items: string[]; empty: string }) {
  return (
    <Card role="region" aria-labelledby={id}>
      <h2 id={id} className="pr-h2">
        {title}
      </h2>
      {items.length ? (
        <ul className="tr-list">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : (
        <p className="pr-muted">{empty}</p>
      )}
    </Card>
  );
}

/** Hit rates per station and direction over every session, on the layout. */
function WeakSpots() {
  const stats = useAllStats();
  if (!stats.data || !stats.data.byStation.length) return null;
  return <MissMap byStation={stats.data.byStation} byDirection={stats.data.byDirection} />;
}

function CoachText({ title, id, coach }: { title: string; id: string; coach: ReturnType<typeof useCoach> }) {
  const { t } = useTechniqueInsightsT();
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="pr-h2">
        {title}
      </h3>
      {coach.isPending ? <Spinner /> : <p className="tr-coach">{coachText(t, coach.text)}</p>}
      {coach.error ? <p className="pr-error">{coachText(t, coach.error)}</p> : null}
      <Button size="sm" variant="ghost" onClick={coach.refetch} disabled={coach.isPending} aria-label={t('coach.askAgainLabel', { title })}>
        {t('coach.askAgain')}
      </Button>
    </section>
  );
}

function CoachPanel() {
  const { t } = useTechniqueInsightsT();
  const trends = useCoach('trends');
  const tips = useCoach('tips');
  return (
    <Card role="region" aria-labelledby="ti-coach">
      <h2 id="ti-coach" className="pr-h2">
        {t('coach.title')}
      </h2>
      <div className="tr-grid">
        <CoachText id="ti-trends" title={t('coach.trends')} coach={trends} />
        <CoachText id="ti-tips" title={t('coach.tips')} coach={tips} />
      </div>
    </Card>
  );
}

/** The shot pattern of one session (`?session=<id>`, linked from the practice history) and the coach's feedback on it. */
function SessionPattern() {
  const { t, language } = useTechniqueInsightsT();
  const [params, setParams] = useSearchParams();
  const sessions = useRecentSessions(20);
  const sessionId = params.get('session') || sessions.data?.[0]?.sessionId || '';
  const pattern = useQuery({
    queryKey: routeKey(trainingApi.getShotPatternRecord, { params: { sessionId } }),
    queryFn: ({ signal }) => shotPatternOf(sessionId, signal),
    enabled: !!sessionId,
  });
  const feedback = useCoach('feedback', sessionId || undefined);
  const items = sessions.data ?? [];
  return (
    <Card role="region" aria-labelledby="ti-pattern" id="shot-pattern">
      <h2 id="ti-pattern" className="pr-h2">
        {t('pattern.title')}
      </h2>
      {sessions.isSuccess && !items.length ? <p className="pr-muted">{t('pattern.noSessions')}</p> : null}
      {items.length ? (
        <FormField label={t('pattern.session')}>
          <Select value={sessionId} onChange={(e) => setParams({ session: e.target.value }, { replace: true })}>
            {!items.some((s) => s.sessionId === sessionId) && sessionId ? <option value={sessionId}>{t('pattern.selected')}</option> : null}
            {items.map((s) => (
              <option key={s.sessionId} value={s.sessionId}>
                {sessionText(t, language, s)}
              </option>
            ))}
          </Select>
        </FormField>
      ) : null}
      {pattern.isPending && pattern.fetchStatus !== 'idle' ? <Spinner /> : null}
      {pattern.isError ? <p className="pr-error">{errorMessage(pattern.error)}</p> : null}
      {pattern.data ? <ShotPatternLayout pattern={pattern.data} /> : null}
      {sessionId ? <CoachText id="ti-feedback" title={t('coach.feedback')} coach={feedback} /> : null}
    </Card>
  );
}

function History({
  items,
  selected,
  onSelect,
}: {
  items: TechniqueAnalysisRecord[];
  selected: string | null;
  onSelect: (id: string) => void;
}) {
  const { t, language } = useTechniqueInsightsT();
  return (
    <Card role="region" aria-labelledby="ti-history">
      <h2 id="ti-history" className="pr-h2">
        {t('history.title')}
      </h2>
      <ul className="tr-history">
        {items.map((a) => (
          <li key={a.id}>
            <button type="button" aria-current={a.id === selected} onClick={() => onSelect(a.id)}>
              <span>{t('history.sessions', { when: formatDateTime(a.createdAt, language), count: a.scope.sessions })}</span>
              <span>
                <strong>{score(a.overallScore, language)}</strong> · {t('history.weaknesses', { count: a.weaknesses.length })}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
