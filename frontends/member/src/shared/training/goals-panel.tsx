import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DISCIPLINE_RULES,
  DISCIPLINES,
  GOAL_METRIC_LABELS,
  GOAL_METRICS,
  GOAL_TARGET_RANGE,
  goalInputSchema,
  type GoalMetric,
  type TrainingGoal,
} from '@trap/contracts';
import { ApiError, Button, Card, ConfirmDialog, FormField, Input, Spinner, errorMessage, toast, Select } from '@trap/ui';
import { GOALS_KEY, createGoal, dateText, deleteGoal, goalsQuery, updateGoal } from './training-api.ts';
import '../styles/page.css';
import './training.css';

interface GoalForm {
  title: string;
  metric: GoalMetric;
  target: string;
  discipline: string;
  deadline: string;
}
const FIELDS = ['title', 'metric', 'target', 'discipline', 'deadline'] as const;

const inDays = (n: number) => {
  const d = new Date(Date.now() + n * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const blank = (): GoalForm => ({ title: '', metric: 'average-per-round', target: '', discipline: '', deadline: inDays(60) });
const formOf = (g: TrainingGoal): GoalForm => ({
  title: g.title,
  metric: g.metric,
  target: String(g.target),
  discipline: g.discipline ?? '',
  deadline: g.deadline,
});

/** A metric's value in words: "22.5 per round", "84%", "6 sessions". */
function metricText(metric: GoalMetric, v: number | null) {
  if (v === null) return '–';
  if (metric === 'average-per-round') return `${v} per round`;
  if (metric === 'sessions-per-month') return `${v} session${v === 1 ? '' : 's'}`;
  return `${v}%`;
}
const STATUS: Record<TrainingGoal['progress']['status'], string> = {
  achieved: 'Achieved',
  'in-progress': 'In progress',
  missed: 'Deadline passed',
  'no-data': 'No sessions yet in the last 30 days',
};

export function goalName(g: Pick<TrainingGoal, 'title' | 'metric' | 'target' | 'discipline'>) {
  return (
    g.title ||
    `${GOAL_METRIC_LABELS[g.metric].replace(' (%)', '')}: ${metricText(g.metric, g.target)}${g.discipline ? ` (${DISCIPLINE_RULES[g.discipline].label})` : ''}`
  );
}

/** A goal's progress bar with what it rests on. */
export function GoalProgress({ goal }: { goal: TrainingGoal }) {
  const p = goal.progress;
  const name = goalName(goal);
  return (
    <>
      <div
        className="tr-bar"
        role="progressbar"
        aria-label={`Progress of ${name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={p.percent}
        aria-valuetext={`${p.percent}%`}
      >
        <div className={`tr-bar__fill tr-bar__fill--${p.status}`} style={{ width: `${p.percent}%` }} />
      </div>
      <p className="tr-goal__meta">
        {p.percent}% · now {metricText(goal.metric, p.current)} of {metricText(goal.metric, goal.target)} over the last 30 days (
        {p.sessions} session{p.sessions === 1 ? '' : 's'}) · {STATUS[p.status]}
        {p.status === 'in-progress' || p.status === 'no-data' ? ` · ${p.daysLeft} day${p.daysLeft === 1 ? '' : 's'} left` : ''}
      </p>
    </>
  );
}

/** Goals the member sets and tracks (Training Progress). */
export function GoalsPanel() {
  const goals = useQuery(goalsQuery);
  const [editing, setEditing] = useState<TrainingGoal | null>(null);
  return (
    <Card role="region" aria-labelledby="tp-goals" data-tour="progress-goals">
      <h2 id="tp-goals" className="pr-h2">
        Goals
      </h2>
      <GoalEditor key={editing?.id ?? 'new'} goal={editing} onDone={() => setEditing(null)} />
      {goals.isPending ? <Spinner /> : null}
      {goals.isError ? <p className="pr-error">{errorMessage(goals.error)}</p> : null}
      {goals.data && !goals.data.items.length ? <p className="pr-muted">No goals yet: set one above and follow it here.</p> : null}
      <ul className="tr-list tr-list--plain" aria-label="Your goals">
        {goals.data?.items.map((g) => (
          <GoalItem key={g.id} goal={g} onEdit={() => setEditing(g)} />
        ))}
      </ul>
    </Card>
  );
}

function GoalItem({ goal, onEdit }: { goal: TrainingGoal; onEdit: () => void }) {
  const qc = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteGoal(goal.id),
    onSuccess: () => {
      qc.setQueryData(
        GOALS_KEY,
        (old: { items: TrainingGoal[] } | undefined) => old && { items: old.items.filter((g) => g.id !== goal.id) },
      );
      toast({ title: 'Goal deleted', variant: 'success' });
    },
    onError: (e) => toast({ title: 'Could not delete the goal', description: errorMessage(e), variant: 'destructive' }),
  });
  return (
    <li className="tr-goal">
      <div className="tr-goal__head">
        <h3 className="tr-goal__title">{goalName(goal)}</h3>
        <span className="tr-goal__meta">by {dateText(goal.deadline)}</span>
      </div>
      <GoalProgress goal={goal} />
      {goal.baseline !== null && goal.metric !== 'sessions-per-month' ? (
        <p className="tr-goal__meta">When you set it: {metricText(goal.metric, goal.baseline)}</p>
      ) : null}
      <div className="tr-actions">
        <Button size="sm" variant="outline" onClick={onEdit}>
          Edit
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
          Delete
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this goal?"
        description={`${goalName(goal)}. This cannot be undone.`}
        confirmLabel="Delete goal"
        onConfirm={() => remove.mutateAsync()}
      />
    </li>
  );
}

function GoalEditor({ goal, onDone }: { goal: TrainingGoal | null; onDone: () => void }) {
  const qc = useQueryClient();
  const form = useForm<GoalForm>({ defaultValues: goal ? formOf(goal) : blank() });
  const metric = form.watch('metric');
  const range = GOAL_TARGET_RANGE[metric];
  const save = useMutation({
    mutationFn: (body: Parameters<typeof createGoal>[0]) => (goal ? updateGoal(goal.id, body) : createGoal(body)),
    onSuccess: (saved) => {
      qc.setQueryData(GOALS_KEY, (old: { items: TrainingGoal[] } | undefined) => {
        const rest = (old?.items ?? []).filter((g) => g.id !== saved.id);
        return { items: [...rest, saved].sort((a, b) => a.deadline.localeCompare(b.deadline)) };
      });
      toast({ title: goal ? 'Goal updated' : 'Goal set', variant: 'success' });
      form.reset(blank());
      onDone();
    },
    onError: (e) => {
      const fields = e instanceof ApiError ? e.fields : undefined;
      if (fields) for (const f of FIELDS) if (fields[f]) form.setError(f, { message: fields[f] });
      toast({ title: 'Could not save the goal', description: errorMessage(e), variant: 'destructive' });
    },
  });
  const submit = form.handleSubmit((v) => {
    const body = {
      title: v.title,
      metric: v.metric,
      target: v.target.trim() === '' ? Number.NaN : Number(v.target),
      discipline: v.discipline || null,
      deadline: v.deadline,
    };
    // the same contract as the server, so the member sees the same messages before sending
    const parsed = goalInputSchema.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const f = issue.path[0] as (typeof FIELDS)[number];
        if (FIELDS.includes(f)) form.setError(f, { message: issue.message });
      }
      return;
    }
    save.mutate(parsed.data);
  });
  const err = form.formState.errors;
  return (
    <form onSubmit={submit} noValidate aria-label={goal ? 'Edit goal' : 'New goal'}>
      <div className="tr-form">
        <FormField label="What to improve" error={err.metric?.message}>
          <Select {...form.register('metric')}>
            {GOAL_METRICS.map((m) => (
              <option key={m} value={m}>
                {GOAL_METRIC_LABELS[m]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Target" hint={`${range.min} to ${range.max}`} error={err.target?.message}>
          <Input type="number" inputMode="decimal" step="any" min={range.min} max={range.max} {...form.register('target')} />
        </FormField>
        <FormField label="Discipline" error={err.discipline?.message}>
          <Select {...form.register('discipline')}>
            <option value="">All disciplines</option>
            {DISCIPLINES.map((d) => (
              <option key={d} value={d}>
                {DISCIPLINE_RULES[d].label}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Deadline" error={err.deadline?.message}>
          <Input type="date" {...form.register('deadline')} />
        </FormField>
        <FormField label="Title" labelSuffix="(optional)" error={err.title?.message}>
          <Input maxLength={120} placeholder="e.g. 23 for the nationals" {...form.register('title')} />
        </FormField>
      </div>
      <div className="tr-actions">
        <Button type="submit" disabled={save.isPending}>
          {goal ? 'Save goal' : 'Set goal'}
        </Button>
        {goal ? (
          <Button type="button" variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
