import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { mentalAssessmentInputSchema, type MentalAssessment } from '@trap/contracts';
import { Badge, FormField, Input, Textarea, useMessageText } from '@trap/ui';
import { FormActions, LogPanel, type LogFormProps } from './log-panel.tsx';
import { dayOf, dayText, LOG_PATHS, optionalText, requiredNumber, today, useLogSubmit } from './logs-api.ts';
import { useSharedLogsT } from './texts/texts.ts';
import { SessionSelect } from './session-select.tsx';

type In = z.input<typeof mentalAssessmentInputSchema>;
type Out = z.output<typeof mentalAssessmentInputSchema>;
const LEVELS = [
  { field: 'confidenceLevel', labelKey: 'mental.confidence' },
  { field: 'focusLevel', labelKey: 'mental.focus' },
  { field: 'stressLevel', labelKey: 'mental.stress' },
  { field: 'anxietyLevel', labelKey: 'mental.anxiety' },
] as const;
const FIELDS = [
  'date',
  ...LEVELS.map((l) => l.field),
  'moodDescription',
  'preSessionNotes',
  'postSessionNotes',
  'isPreSession',
  'sessionId',
] as const;

function MentalForm({ initial, onDone }: LogFormProps<MentalAssessment>) {
  const { t } = useSharedLogsT();
  // contracts' messages (the form's check, the server's answer) in the page's language
  const messageText = useMessageText();
  const optional = t('form.optional');
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
    <form className="lg-form" onSubmit={onSubmit} noValidate aria-label={initial ? t('mental.formEdit') : t('mental.formNew')}>
      <div className="lg-grid">
        <FormField label={t('form.date')} error={messageText(errors.date?.message)}>
          <Input type="date" {...form.register('date')} />
        </FormField>
        <label className="lg-check">
          <input type="checkbox" {...form.register('isPreSession')} /> {t('mental.before')}
        </label>
      </div>
      <p className="lg-muted">{t('mental.rate')}</p>
      <div className="lg-grid">
        {LEVELS.map(({ field, labelKey }) => (
          <FormField key={field} label={t(labelKey)} error={messageText(errors[field]?.message)}>
            <Input type="number" inputMode="numeric" min={1} max={10} step={1} {...form.register(field, requiredNumber)} />
          </FormField>
        ))}
      </div>
      <SessionSelect
        day={form.watch('date')}
        linked={initial?.sessionId ?? null}
        register={form.register('sessionId', optionalText)}
        error={messageText(errors.sessionId?.message)}
      />
      <FormField label={t('mental.mood')} labelSuffix={optional} error={messageText(errors.moodDescription?.message)}>
        <Input maxLength={500} placeholder={t('mental.moodPlaceholder')} {...form.register('moodDescription')} />
      </FormField>
      <div className="lg-grid">
        <FormField label={t('mental.notesBefore')} labelSuffix={optional} error={messageText(errors.preSessionNotes?.message)}>
          <Textarea rows={2} maxLength={5000} {...form.register('preSessionNotes')} />
        </FormField>
        <FormField label={t('mental.notesAfter')} labelSuffix={optional} error={messageText(errors.postSessionNotes?.message)}>
          <Textarea rows={2} maxLength={5000} {...form.register('postSessionNotes')} />
        </FormField>
      </div>
      <FormActions {...actions} />
    </form>
  );
}

function MentalSummary({ item }: { item: MentalAssessment }) {
  const { t, language } = useSharedLogsT();
  return (
    <>
      <div className="lg-panel__head">
        <span className="lg-item__title">{dayText(item.date, language)}</span>
        <Badge tone="neutral">{item.isPreSession ? t('mental.before') : t('mental.after')}</Badge>
      </div>
      <span className="lg-levels" aria-label={t('mental.levels')}>
        {LEVELS.map(({ field, labelKey }) => (
          <span key={field}>
            {t(labelKey)} {item[field]}
          </span>
        ))}
      </span>
      {item.moodDescription ? <span className="lg-item__meta">{item.moodDescription}</span> : null}
      {item.preSessionNotes ? <p className="lg-item__text">{item.preSessionNotes}</p> : null}
      {item.postSessionNotes ? <p className="lg-item__text">{item.postSessionNotes}</p> : null}
    </>
  );
}

/** The mental log: confidence, focus, stress and anxiety before or after a session. */
export function MentalLogPanel() {
  const { t } = useSharedLogsT();
  return (
    <LogPanel<MentalAssessment>
      path={LOG_PATHS.mental}
      title={t('mental.title')}
      description={t('mental.description')}
      noun="Mental assessment"
      empty={t('mental.empty')}
      Summary={MentalSummary}
      Form={MentalForm}
    />
  );
}
