import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { FITNESS_ACTIVITIES, FITNESS_INTENSITIES, fitnessEntryInputSchema, type FitnessEntry } from '@trap/contracts';
import { Badge, FormField, Input, Textarea, Select, useMessageText } from '@trap/ui';
import { FormActions, LogPanel, type LogFormProps } from './log-panel.tsx';
import { dayOf, dayText, LOG_PATHS, optionalNumber, requiredNumber, today, useLogSubmit } from './logs-api.ts';
import { useSharedLogsT } from './texts/texts.ts';

type In = z.input<typeof fitnessEntryInputSchema>;
type Out = z.output<typeof fitnessEntryInputSchema>;
const FIELDS = ['date', 'activityType', 'duration', 'intensity', 'caloriesBurned', 'notes', 'impactOnShooting'] as const;
const INTENSITY_TEXTS: Record<(typeof FITNESS_INTENSITIES)[number], { textKey: string }> = {
  low: { textKey: 'fitness.intensities.low' },
  moderate: { textKey: 'fitness.intensities.moderate' },
  high: { textKey: 'fitness.intensities.high' },
};

function FitnessForm({ initial, onDone }: LogFormProps<FitnessEntry>) {
  const listId = useId();
  const { t } = useSharedLogsT();
  // contracts' messages (the form's check, the server's answer) in the page's language
  const messageText = useMessageText();
  const optional = t('form.optional');
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
    <form className="lg-form" onSubmit={onSubmit} noValidate aria-label={initial ? t('fitness.formEdit') : t('fitness.formNew')}>
      <div className="lg-grid">
        <FormField label={t('form.date')} error={messageText(errors.date?.message)}>
          <Input type="date" {...form.register('date')} />
        </FormField>
        <FormField label={t('fitness.activity')} error={messageText(errors.activityType?.message)}>
          <Input list={listId} maxLength={60} {...form.register('activityType')} />
        </FormField>
        <datalist id={listId}>
          {FITNESS_ACTIVITIES.map((a) => (
            <option key={a} value={a} />
          ))}
        </datalist>
      </div>
      <div className="lg-grid">
        <FormField label={t('fitness.minutes')} error={messageText(errors.duration?.message)}>
          <Input type="number" inputMode="numeric" min={1} max={1440} {...form.register('duration', requiredNumber)} />
        </FormField>
        <FormField label={t('fitness.intensity')} error={messageText(errors.intensity?.message)}>
          <Select {...form.register('intensity')}>
            {FITNESS_INTENSITIES.map((i) => (
              <option key={i} value={i}>
                {t(INTENSITY_TEXTS[i].textKey)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t('fitness.calories')} labelSuffix={optional} error={messageText(errors.caloriesBurned?.message)}>
          <Input type="number" inputMode="numeric" min={0} {...form.register('caloriesBurned', optionalNumber)} />
        </FormField>
      </div>
      <FormField label={t('fitness.effect')} labelSuffix={optional} error={messageText(errors.impactOnShooting?.message)}>
        <Input maxLength={500} placeholder={t('fitness.effectPlaceholder')} {...form.register('impactOnShooting')} />
      </FormField>
      <FormField label={t('form.notes')} labelSuffix={optional} error={messageText(errors.notes?.message)}>
        <Textarea rows={2} maxLength={5000} {...form.register('notes')} />
      </FormField>
      <FormActions {...actions} />
    </form>
  );
}

function FitnessSummary({ item }: { item: FitnessEntry }) {
  const { t, language } = useSharedLogsT();
  return (
    <>
      <div className="lg-panel__head">
        <span className="lg-item__title">
          {item.activityType} · {t('fitness.duration', { minutes: item.duration })}
        </span>
        <Badge tone={item.intensity === 'high' ? 'warning' : 'neutral'}>{t(INTENSITY_TEXTS[item.intensity].textKey)}</Badge>
      </div>
      <span className="lg-item__meta">
        {dayText(item.date, language)}
        {item.caloriesBurned !== null ? ` · ${t('fitness.kcal', { calories: item.caloriesBurned })}` : ''}
      </span>
      {item.impactOnShooting ? <p className="lg-item__text">{item.impactOnShooting}</p> : null}
      {item.notes ? <p className="lg-item__text">{item.notes}</p> : null}
    </>
  );
}

/** The fitness log: workouts, their length and intensity, and how they felt on the range. */
export function FitnessLogPanel() {
  const { t } = useSharedLogsT();
  return (
    <LogPanel<FitnessEntry>
      path={LOG_PATHS.fitness}
      title={t('fitness.title')}
      description={t('fitness.description')}
      noun="Fitness entry"
      empty={t('fitness.empty')}
      Summary={FitnessSummary}
      Form={FitnessForm}
    />
  );
}
