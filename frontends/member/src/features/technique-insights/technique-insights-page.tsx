import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Insight, TechniqueAnalysis, TechniqueAnalysisRecord } from '@trap/contracts';
import { Button, Card, Container, FormField, Spinner, TierGate, errorMessage, routeKey, toast, Select } from '@trap/ui';
import { practiceApi, trainingApi } from '@trap/contracts/api/route-paths';
import { MissMap } from '../../shared/stats/miss-map.tsx';
import {
  ANALYSES_KEY,
  currentInsights,
  dateText,
  listAnalyses,
  runAnalysis,
  sessionSummary,
  shotPatternOf,
  useAllStats,
  useCoach,
  useRecentSessions,
} from '../../shared/training/training-api.ts';
import { ShotPatternLayout } from './shot-pattern-layout.tsx';
import '../../shared/styles/page.css';
import '../../shared/stats/stats.css';
import '../../shared/training/training.css';

const KIND_LABELS: Record<Insight['kind'], string> = {
  station: 'Weakest station',
  direction: 'Weakest direction',
  'second-barrel': 'Second-barrel dependency',
  fatigue: 'Late-round fatigue',
  consistency: 'Consistency',
  wind: 'Wind',
  trend: 'Trend',
};

/** /technique-insights: findings from the member's own shots, stored analyses over time, the AI coach and shot patterns. */
export default function TechniqueInsightsPage() {
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
      toast({ title: 'Analysis complete', description: `Overall score ${record.overallScore ?? '–'}`, variant: 'success' });
    },
    onError: (e) => toast({ title: 'Could not run the analysis', description: errorMessage(e), variant: 'destructive' }),
  });
  const shown: TechniqueAnalysisRecord | TechniqueAnalysis | undefined =
    analyses.data?.items.find((a) => a.id === selected) ?? analyses.data?.items[0] ?? live.data;

  return (
    <Container>
      <div className="pr-page">
        <header className="pr-header">
          <h1 className="pr-h1">Technique Insights</h1>
          <Link to="/training-hub">Training Hub →</Link>
        </header>
        <Card role="region" aria-labelledby="ti-run">
          <h2 id="ti-run" className="pr-h2">
            Analyse your technique
          </h2>
          <p className="pr-muted">Each analysis reads your most recent sessions and is kept, so you can see how your technique changes.</p>
          <div className="tr-actions">
            <FormField label="Sessions to analyse">
              <Select value={lastSessions} onChange={(e) => setLastSessions(e.target.value)}>
                <option value="10">Last 10 sessions</option>
                <option value="30">Last 30 sessions</option>
                <option value="90">Last 90 sessions</option>
              </Select>
            </FormField>
            <Button onClick={() => run.mutate()} disabled={run.isPending}>
              {run.isPending ? 'Analysing…' : 'Run new analysis'}
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
  const record = 'scope' in analysis ? (analysis as TechniqueAnalysisRecord) : null;
  const change =
    record && record.previousScore !== null && analysis.overallScore !== null ? analysis.overallScore - record.previousScore : null;
  const weak = new Set(analysis.weaknesses);
  if (!analysis.findings.length && !analysis.strengths.length && !analysis.weaknesses.length && analysis.overallScore === null)
    return (
      <Card>
        <p>{analysis.analysis}</p>
        <p>
          <Link to="/practice">Log a practice session</Link> target by target and your technique insights appear here.
        </p>
      </Card>
    );
  return (
    <>
      <Card role="region" aria-labelledby="ti-overall">
        <h2 id="ti-overall" className="pr-h2">
          {record ? `Analysis of ${dateText(record.createdAt)}` : 'Your current insights'}
        </h2>
        <div className="tr-score">
          <span className="tr-score__value" aria-label="Overall score">
            {analysis.overallScore ?? '–'}
          </span>
          <span className="pr-muted">overall score (hit rate, out of 100)</span>
          {change !== null ? (
            <span className={change >= 0 ? 'tr-change--up' : 'tr-change--down'}>
              {change >= 0 ? '+' : ''}
              {change} since the previous analysis
            </span>
          ) : null}
        </div>
        <p>{analysis.analysis}</p>
        <p className="pr-muted">
          {record ? `Rests on your last ${record.scope.sessions} session(s). ` : ''}
          {analysis.basis}
        </p>
      </Card>
      {analysis.findings.length ? (
        <Card role="region" aria-labelledby="ti-findings">
          <h2 id="ti-findings" className="pr-h2">
            Findings from your shots
          </h2>
          <div className="tr-grid">
            {analysis.findings.map((f) => (
              <p key={f.kind + f.text} className={`tr-finding ${weak.has(f.text) ? 'tr-finding--weak' : 'tr-finding--strong'}`}>
                <span className="tr-finding__kind">{KIND_LABELS[f.kind]}</span>
                {f.text}
              </p>
            ))}
          </div>
        </Card>
      ) : null}
      <div className="tr-grid">
        <ListCard id="ti-weak" title="Weaknesses" items={analysis.weaknesses} empty="No clear weakness in your shots so far." />
        <ListCard
          id="ti-strong"
          title="Strengths"
          items={analysis.strengths}
          empty="Log more rounds target by target to see your strengths."
        />
        <ListCard
          id="ti-recs"
          title="Recommendations"
          items={analysis.recommendations}
          empty="Nothing to change for now: keep your routine."
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
          {items.map((t) => (
            <li key={t}>{t}</li>
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
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="pr-h2">
        {title}
      </h3>
      {coach.isPending ? <Spinner /> : <p className="tr-coach">{coach.text}</p>}
      {coach.error ? <p className="pr-error">{coach.error}</p> : null}
      <Button size="sm" variant="ghost" onClick={coach.refetch} disabled={coach.isPending} aria-label={`Ask again: ${title}`}>
        Ask again
      </Button>
    </section>
  );
}

function CoachPanel() {
  const trends = useCoach('trends');
  const tips = useCoach('tips');
  return (
    <Card role="region" aria-labelledby="ti-coach">
      <h2 id="ti-coach" className="pr-h2">
        AI coach
      </h2>
      <div className="tr-grid">
        <CoachText id="ti-trends" title="Trends" coach={trends} />
        <CoachText id="ti-tips" title="Technique tips" coach={tips} />
      </div>
    </Card>
  );
}

/** The shot pattern of one session (`?session=<id>`, linked from the practice history) and the coach's feedback on it. */
function SessionPattern() {
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
        Shot pattern of a session
      </h2>
      {sessions.isSuccess && !items.length ? <p className="pr-muted">No sessions logged yet.</p> : null}
      {items.length ? (
        <FormField label="Session">
          <Select value={sessionId} onChange={(e) => setParams({ session: e.target.value }, { replace: true })}>
            {!items.some((s) => s.sessionId === sessionId) && sessionId ? <option value={sessionId}>Selected session</option> : null}
            {items.map((s) => (
              <option key={s.sessionId} value={s.sessionId}>
                {dateText(s.date)} · {sessionSummary(s)}
              </option>
            ))}
          </Select>
        </FormField>
      ) : null}
      {pattern.isPending && pattern.fetchStatus !== 'idle' ? <Spinner /> : null}
      {pattern.isError ? <p className="pr-error">{errorMessage(pattern.error)}</p> : null}
      {pattern.data ? <ShotPatternLayout pattern={pattern.data} /> : null}
      {sessionId ? <CoachText id="ti-feedback" title="Coach feedback on this session" coach={feedback} /> : null}
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
  return (
    <Card role="region" aria-labelledby="ti-history">
      <h2 id="ti-history" className="pr-h2">
        History of analyses
      </h2>
      <ul className="tr-history">
        {items.map((a) => (
          <li key={a.id}>
            <button type="button" aria-current={a.id === selected} onClick={() => onSelect(a.id)}>
              <span>
                {new Date(a.createdAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })} · {a.scope.sessions}{' '}
                session(s)
              </span>
              <span>
                <strong>{a.overallScore ?? '–'}</strong> · {a.weaknesses.length} weakness(es)
              </span>
            </button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
