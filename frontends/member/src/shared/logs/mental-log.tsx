import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { mentalAssessmentInputSchema, type MentalAssessment } from '@trap/contracts';
import { Badge, FormField, Input, Textarea } from '@trap/ui';
import { FormActions, LogPanel, type LogFormProps } from './log-panel.tsx';
import { dayOf, dayText, LOG_PATHS, optionalText, requiredNumber, today, useLogSubmit } from './logs-api.ts';
import { SessionSelect } from './session-select.tsx';

type In = z.input<typeof mentalAssessmentInputSchema>;
type Out = z.output<typeof mentalAssessmentInputSchema>;
const LEVELS = [
  ['confidenceLevel', 'Confidence'],
  ['focusLevel', 'Focus'],
  ['stressLevel', 'Stress'],
  ['anxietyLevel', 'Anxiety'],
] as const;
const FIELDS = [
  'date',
  ...LEVELS.map(([f]) => f),
  'moodDescription',
  'preSessionNotes',
  'postSessionNotes',
  'isPreSession',
  'sessionId',
] as const;

function MentalForm({ initial, onDone }: LogFormProps<MentalAssessment>) {
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(mentalAssessmentInputSchema),
    defaultValues: initial
      ? { ...initial, date: dayOf(initial.date) }
      : { date: today(), moodDescription: '', preSessionNotes: '', postSessionNotes: '', isPreSession: true, sessionId: null },
  });
  const { errors } = form.formState;
  const { submit, actions } = useLogSubmit(LOG_PATHS.mental, 'Mental assessment', {
    initial,
    onDone,
    setError: form.setError,
    fields: FIELDS,
  });
  const onSubmit = form.handleSubmit(submit);
  return (
    <form className="lg-form" onSubmit={onSubmit} noValidate aria-label={initial ? 'Edit mental assessment' : 'Log a mental assessment'}>
      <div className="lg-grid">
        <FormField label="Date" error={errors.date?.message}>
          <Input type="date" {...form.register('date')} />
        </FormField>
        <label className="lg-check">
          <input type="checkbox" {...form.register('isPreSession')} /> Before the session
        </label>
      </div>
      <p className="lg-muted">Rate each from 1 (lowest) to 10 (highest).</p>
      <div className="lg-grid">
        {LEVELS.map(([field, label]) => (
          <FormField key={field} label={label} error={errors[field]?.message}>
            <Input type="number" inputMode="numeric" min={1} max={10} step={1} {...form.register(field, requiredNumber)} />
          </FormField>
        ))}
      </div>
      <SessionSelect
        day={form.watch('date')}
        linked={initial?.sessionId ?? null}
        register={form.register('sessionId', optionalText)}
        error={errors.sessionId?.message}
      />
      <FormField label="Mood" labelSuffix="(optional)" error={errors.moodDescription?.message}>
        <Input maxLength={500} placeholder="e.g. calm, a bit restless" {...form.register('moodDescription')} />
      </FormField>
      <div className="lg-grid">
        <FormField label="Notes before the session" labelSuffix="(optional)" error={errors.preSessionNotes?.message}>
          <Textarea rows={2} maxLength={5000} {...form.register('preSessionNotes')} />
        </FormField>
        <FormField label="Notes after the session" labelSuffix="(optional)" error={errors.postSessionNotes?.message}>
          <Textarea rows={2} maxLength={5000} {...form.register('postSessionNotes')} />
        </FormField>
      </div>
      <FormActions {...actions} />
    </form>
  );
}

function MentalSummary({ item }: { item: MentalAssessment }) {
  return (
    <>
      <div className="lg-panel__head">
        <span className="lg-item__title">{dayText(item.date)}</span>
        <Badge tone="neutral">{item.isPreSession ? 'Before the session' : 'After the session'}</Badge>
      </div>
      <span className="lg-levels" aria-label="Levels out of 10">
        <span>Confidence {item.confidenceLevel}</span>
        <span>Focus {item.focusLevel}</span>
        <span>Stress {item.stressLevel}</span>
        <span>Anxiety {item.anxietyLevel}</span>
      </span>
      {item.moodDescription ? <span className="lg-item__meta">{item.moodDescription}</span> : null}
      {item.preSessionNotes ? <p className="lg-item__text">{item.preSessionNotes}</p> : null}
      {item.postSessionNotes ? <p className="lg-item__text">{item.postSessionNotes}</p> : null}
    </>
  );
}

/** The mental log: confidence, focus, stress and anxiety before or after a session. */
export function MentalLogPanel() {
  return (
    <LogPanel<MentalAssessment>
      path={LOG_PATHS.mental}
      title="Mental assessments"
      description="How you felt before or after shooting; your scores on calm and on tense days appear beside them."
      noun="Mental assessment"
      empty="No mental assessments yet."
      Summary={MentalSummary}
      Form={MentalForm}
    />
  );
}
