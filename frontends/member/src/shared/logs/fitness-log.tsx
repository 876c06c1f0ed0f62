import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { FITNESS_ACTIVITIES, FITNESS_INTENSITIES, fitnessEntryInputSchema, type FitnessEntry } from '@trap/contracts';
import { Badge, FormField, Input, Textarea, Select } from '@trap/ui';
import { FormActions, LogPanel, type LogFormProps } from './log-panel.tsx';
import { dayOf, dayText, LOG_PATHS, optionalNumber, requiredNumber, today, useLogSubmit } from './logs-api.ts';

type In = z.input<typeof fitnessEntryInputSchema>;
type Out = z.output<typeof fitnessEntryInputSchema>;
const FIELDS = ['date', 'activityType', 'duration', 'intensity', 'caloriesBurned', 'notes', 'impactOnShooting'] as const;
const INTENSITY_LABELS: Record<(typeof FITNESS_INTENSITIES)[number], string> = { low: 'Low', moderate: 'Moderate', high: 'High' };

function FitnessForm({ initial, onDone }: LogFormProps<FitnessEntry>) {
  const listId = useId();
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(fitnessEntryInputSchema),
    defaultValues: initial
      ? { ...initial, date: dayOf(initial.date) }
      : { date: today(), activityType: '', intensity: 'moderate', caloriesBurned: null, notes: '', impactOnShooting: '' },
  });
  const { errors } = form.formState;
  const { submit, actions } = useLogSubmit(LOG_PATHS.fitness, 'Fitness entry', {
    initial,
    onDone,
    setError: form.setError,
    fields: FIELDS,
  });
  const onSubmit = form.handleSubmit(submit);
  return (
    <form className="lg-form" onSubmit={onSubmit} noValidate aria-label={initial ? 'Edit fitness entry' : 'Log a fitness entry'}>
      <div className="lg-grid">
        <FormField label="Date" error={errors.date?.message}>
          <Input type="date" {...form.register('date')} />
        </FormField>
        <FormField label="Activity" error={errors.activityType?.message}>
          <Input list={listId} maxLength={60} {...form.register('activityType')} />
        </FormField>
        <datalist id={listId}>
          {FITNESS_ACTIVITIES.map((a) => (
            <option key={a} value={a} />
          ))}
        </datalist>
      </div>
      <div className="lg-grid">
        <FormField label="Minutes" error={errors.duration?.message}>
          <Input type="number" inputMode="numeric" min={1} max={1440} {...form.register('duration', requiredNumber)} />
        </FormField>
        <FormField label="Intensity" error={errors.intensity?.message}>
          <Select {...form.register('intensity')}>
            {FITNESS_INTENSITIES.map((i) => (
              <option key={i} value={i}>
                {INTENSITY_LABELS[i]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Calories burned" labelSuffix="(optional)" error={errors.caloriesBurned?.message}>
          <Input type="number" inputMode="numeric" min={0} {...form.register('caloriesBurned', optionalNumber)} />
        </FormField>
      </div>
      <FormField label="Effect on your shooting" labelSuffix="(optional)" error={errors.impactOnShooting?.message}>
        <Input maxLength={500} placeholder="e.g. steadier hold the next morning" {...form.register('impactOnShooting')} />
      </FormField>
      <FormField label="Notes" labelSuffix="(optional)" error={errors.notes?.message}>
        <Textarea rows={2} maxLength={5000} {...form.register('notes')} />
      </FormField>
      <FormActions {...actions} />
    </form>
  );
}

function FitnessSummary({ item }: { item: FitnessEntry }) {
  return (
    <>
      <div className="lg-panel__head">
        <span className="lg-item__title">
          {item.activityType} · {item.duration} min
        </span>
        <Badge tone={item.intensity === 'high' ? 'warning' : 'neutral'}>{INTENSITY_LABELS[item.intensity]}</Badge>
      </div>
      <span className="lg-item__meta">
        {dayText(item.date)}
        {item.caloriesBurned !== null ? ` · ${item.caloriesBurned} kcal` : ''}
      </span>
      {item.impactOnShooting ? <p className="lg-item__text">{item.impactOnShooting}</p> : null}
      {item.notes ? <p className="lg-item__text">{item.notes}</p> : null}
    </>
  );
}

/** The fitness log: workouts, their length and intensity, and how they felt on the range. */
export function FitnessLogPanel() {
  return (
    <LogPanel<FitnessEntry>
      path={LOG_PATHS.fitness}
      title="Fitness"
      description="Workouts and rest; sessions the day after a workout are compared with those after a rest day."
      noun="Fitness entry"
      empty="No workouts logged yet."
      Summary={FitnessSummary}
      Form={FitnessForm}
    />
  );
}
