import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DISCIPLINE_RULES,
  DISCIPLINES,
  GOAL_METRICS,
  GOAL_TARGET_RANGE,
  goalInputSchema,
  type GoalMetric,
  type TrainingGoal,
} from '@trap/contracts';
import {
  ApiError,
  Button,
  Card,
  ConfirmDialog,
  englishT,
  FormField,
  Input,
  Spinner,
  errorMessage,
  toast,
  Select,
  useMessageText,
  type TFunction,
} from '@trap/ui';
import { GOALS_KEY, createGoal, dateText, deleteGoal, goalsQuery, updateGoal } from './training-api.ts';
import { SHARED_TRAINING_NS, useSharedTrainingT } from './texts/texts.ts';
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
function metricText(t: TFunction, metric: GoalMetric, v: number | null) {
  if (v === null) return '–';
  if (metric === 'average-per-round') return t('goals.perRound', { value: v });
  if (metric === 'sessions-per-month') return t('goals.sessions', { count: v });
  return t('goals.percent', { value: v });
}
const STATUS_TEXTS: Record<TrainingGoal['progress']['status'], { textKey: string }> = {
  achieved: { textKey: 'goals.status.achieved' },
  'in-progress': { textKey: 'goals.status.inProgress' },
  missed: { textKey: 'goals.status.missed' },
  'no-data': { textKey: 'goals.status.noData' },
};
/** contracts' GOAL_METRIC_LABELS in the page's language (English word for word: texts.test.ts). */
const METRIC_TEXTS: Record<GoalMetric, { textKey: string }> = {
  'average-per-round': { textKey: 'goals.metrics.average-per-round' },
  'hit-rate': { textKey: 'goals.metrics.hit-rate' },
  'first-barrel-rate': { textKey: 'goals.metrics.first-barrel-rate' },
  'sessions-per-month': { textKey: 'goals.metrics.sessions-per-month' },
};
/** English without a component (a caller that has no texts of its own passes none). */
const english: TFunction = (key, options) => englishT(SHARED_TRAINING_NS, key, options);

/** A goal's name: its title, else the metric and target ("Average per round: 23 per round (ISSF Olympic Trap)"). */
export function goalName(g: Pick<TrainingGoal, 'title' | 'metric' | 'target' | 'discipline'>, t: TFunction = english) {
  return (
    g.title ||
    `${t(METRIC_TEXTS[g.metric].textKey).replace(' (%)', '')}: ${metricText(t, g.metric, g.target)}${g.discipline ? ` (${DISCIPLINE_RULES[g.discipline].label})` : ''}`
  );
}

/** A goal's progress bar with what it rests on. */
export function GoalProgress({ goal }: { goal: TrainingGoal }) {
  const { t } = useSharedTrainingT();
  const p = goal.progress;
  const name = goalName(goal, t);
  return (
    <>
      <div
        className="tr-bar"
        role="progressbar"
        aria-label={t('goals.progressOf', { name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={p.percent}
        aria-valuetext={`${p.percent}%`}
      >
        <div className={`tr-bar__fill tr-bar__fill--${p.status}`} style={{ width: `${p.percent}%` }} />
      </div>
      <p className="tr-goal__meta">
        {t('goals.progress', {
          percent: p.percent,
          current: metricText(t, goal.metric, p.current),
          target: metricText(t, goal.metric, goal.target),
          sessions: t('goals.sessions', { count: p.sessions }),
          status: t(STATUS_TEXTS[p.status].textKey),
        })}
        {p.status === 'in-progress' || p.status === 'no-data' ? ` · ${t('goals.daysLeft', { count: p.daysLeft })}` : ''}
      </p>
    </>
  );
}

/** Goals the member sets and tracks (Training Progress). */
export function GoalsPanel() {
  const goals = useQuery(goalsQuery);
  const { t } = useSharedTrainingT();
  const [editing, setEditing] = useState<TrainingGoal | null>(null);
  return (
    <Card role="region" aria-labelledby="tp-goals" data-tour="progress-goals">
      <h2 id="tp-goals" className="pr-h2">
        {t('goals.title')}
      </h2>
      <GoalEditor key={editing?.id ?? 'new'} goal={editing} onDone={() => setEditing(null)} />
      {goals.isPending ? <Spinner /> : null}
      {goals.isError ? <p className="pr-error">{errorMessage(goals.error)}</p> : null}
      {goals.data && !goals.data.items.length ? <p className="pr-muted">{t('goals.none')}</p> : null}
      <ul className="tr-list tr-list--plain" aria-label={t('goals.yours')}>
        {goals.data?.items.map((g) => (
          <GoalItem key={g.id} goal={g} onEdit={() => setEditing(g)} />
        ))}
      </ul>
    </Card>
  );
}

function GoalItem({ goal, onEdit }: { goal: TrainingGoal; onEdit: () => void }) {
  const qc = useQueryClient();
  const { t, language } = useSharedTrainingT();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteGoal(goal.id),
    onSuccess: () => {
      qc.setQueryData(
        GOALS_KEY,
        (old: { items: TrainingGoal[] } | undefined) => old && { items: old.items.filter((g) => g.id !== goal.id) },
      );
      toast({ title: t('goals.deleted'), variant: 'success' });
    },
    onError: (e) => toast({ title: t('goals.notDeleted'), description: errorMessage(e), variant: 'destructive' }),
  });
  return (
    <li className="tr-goal">
      <div className="tr-goal__head">
        <h3 className="tr-goal__title">{goalName(goal, t)}</h3>
        <span className="tr-goal__meta">{t('goals.by', { date: dateText(goal.deadline, language) })}</span>
      </div>
      <GoalProgress goal={goal} />
      {goal.baseline !== null && goal.metric !== 'sessions-per-month' ? (
        <p className="tr-goal__meta">{t('goals.whenSet', { value: metricText(t, goal.metric, goal.baseline) })}</p>
      ) : null}
      <div className="tr-actions">
        <Button size="sm" variant="outline" onClick={onEdit}>
          {t('goals.edit')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
          {t('goals.delete')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('goals.deleteTitle')}
        description={t('goals.deleteText', { name: goalName(goal, t) })}
        confirmLabel={t('goals.deleteConfirm')}
        cancelLabel={t('goals.cancel')}
        onConfirm={() => remove.mutateAsync()}
      />
    </li>
  );
}

function GoalEditor({ goal, onDone }: { goal: TrainingGoal | null; onDone: () => void }) {
  const qc = useQueryClient();
  const { t } = useSharedTrainingT();
  // contracts' messages (the form's check, the server's answer) in the page's language
  const messageText = useMessageText();
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
      toast({ title: goal ? t('goals.updated') : t('goals.set'), variant: 'success' });
      form.reset(blank());
      onDone();
    },
    onError: (e) => {
      const fields = e instanceof ApiError ? e.fields : undefined;
      if (fields) for (const f of FIELDS) if (fields[f]) form.setError(f, { message: fields[f] });
      toast({ title: t('goals.notSaved'), description: messageText(errorMessage(e)), variant: 'destructive' });
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
    <form onSubmit={submit} noValidate aria-label={goal ? t('goals.formEdit') : t('goals.formNew')}>
      <div className="tr-form">
        <FormField label={t('goals.metric')} error={messageText(err.metric?.message)}>
          <Select {...form.register('metric')}>
            {GOAL_METRICS.map((m) => (
              <option key={m} value={m}>
                {t(METRIC_TEXTS[m].textKey)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t('goals.target')} hint={t('goals.range', { min: range.min, max: range.max })} error={messageText(err.target?.message)}>
          <Input type="number" inputMode="decimal" step="any" min={range.min} max={range.max} {...form.register('target')} />
        </FormField>
        <FormField label={t('goals.discipline')} error={messageText(err.discipline?.message)}>
          <Select {...form.register('discipline')}>
            <option value="">{t('goals.allDisciplines')}</option>
            {DISCIPLINES.map((d) => (
              <option key={d} value={d}>
                {DISCIPLINE_RULES[d].label}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t('goals.deadline')} error={messageText(err.deadline?.message)}>
          <Input type="date" {...form.register('deadline')} />
        </FormField>
        <FormField label={t('goals.titleLabel')} labelSuffix={t('goals.optional')} error={messageText(err.title?.message)}>
          <Input maxLength={120} placeholder={t('goals.titlePlaceholder')} {...form.register('title')} />
        </FormField>
      </div>
      <div className="tr-actions">
        <Button type="submit" disabled={save.isPending}>
          {goal ? t('goals.save') : t('goals.setGoal')}
        </Button>
        {goal ? (
          <Button type="button" variant="ghost" onClick={onDone}>
            {t('goals.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
