import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  COMPETITION_LEVELS,
  competitionInputSchema,
  DISCIPLINE_RULES,
  DISCIPLINES,
  type Competition,
  type CompetitionLevel,
} from '@trap/contracts';
import { Badge, FormField, formatNumber, Input, Textarea, Select, useMessageText } from '@trap/ui';
import { NotesText } from '../components/notes-text.tsx';
import { FormActions, LogPanel, type LogFormProps } from './log-panel.tsx';
import { dayOf, dayText, LOG_PATHS, optionalNumber, optionalText, today, useLogSubmit } from './logs-api.ts';
import { useSharedLogsT } from './texts/texts.ts';

type In = z.input<typeof competitionInputSchema>;
type Out = z.output<typeof competitionInputSchema>;
const FIELDS = ['name', 'date', 'location', 'discipline', 'level', 'score', 'maxScore', 'placing', 'notes'] as const;

/** contracts' COMPETITION_LEVEL_LABELS in the page's language (English word for word: texts.test.ts). */
const LEVEL_TEXTS: Record<CompetitionLevel, { textKey: string }> = {
  club: { textKey: 'competition.levels.club' },
  state: { textKey: 'competition.levels.state' },
  zonal: { textKey: 'competition.levels.zonal' },
  national: { textKey: 'competition.levels.national' },
  international: { textKey: 'competition.levels.international' },
};

/** Log or edit a competition result (the journal, the training hub and the season record of /equipment). */
export function CompetitionForm({ initial, onDone, onSaved }: LogFormProps<Competition> & { onSaved?: () => void }) {
  const { t } = useSharedLogsT();
  // contracts' messages (the form's check, the server's answer) in the page's language
  const messageText = useMessageText();
  const optional = t('form.optional');
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(competitionInputSchema),
    defaultValues: initial
      ? { ...initial, date: dayOf(initial.date), level: initial.level ?? 'club' }
      : {
          name: '',
          date: today(),
          location: null,
          discipline: 'olympic-trap',
          level: 'club',
          score: null,
          maxScore: 125,
          placing: null,
          notes: '',
        },
  });
  const { errors } = form.formState;
  const { submit, actions } = useLogSubmit(LOG_PATHS.competitions, 'Competition', {
    initial,
    onDone,
    onSaved,
    setError: form.setError,
    fields: FIELDS,
  });
  const onSubmit = form.handleSubmit(submit);
  return (
    <form className="lg-form" onSubmit={onSubmit} noValidate aria-label={initial ? t('competition.formEdit') : t('competition.formNew')}>
      <FormField label={t('competition.name')} error={messageText(errors.name?.message)}>
        <Input maxLength={160} placeholder={t('competition.namePlaceholder')} {...form.register('name')} />
      </FormField>
      <div className="lg-grid">
        <FormField label={t('competition.date')} error={messageText(errors.date?.message)}>
          <Input type="date" {...form.register('date')} />
        </FormField>
        <FormField label={t('competition.discipline')} error={messageText(errors.discipline?.message)}>
          <Select {...form.register('discipline')}>
            {DISCIPLINES.map((d) => (
              <option key={d} value={d}>
                {DISCIPLINE_RULES[d].label}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t('competition.level')} error={messageText(errors.level?.message)}>
          <Select {...form.register('level')}>
            {COMPETITION_LEVELS.map((l) => (
              <option key={l} value={l}>
                {t(LEVEL_TEXTS[l].textKey)}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <FormField label={t('competition.location')} labelSuffix={optional} error={messageText(errors.location?.message)}>
        <Input maxLength={200} {...form.register('location', optionalText)} />
      </FormField>
      <div className="lg-grid">
        <FormField label={t('competition.score')} labelSuffix={optional} error={messageText(errors.score?.message)}>
          <Input type="number" inputMode="decimal" min={0} step="any" {...form.register('score', optionalNumber)} />
        </FormField>
        <FormField label={t('competition.outOf')} labelSuffix={optional} error={messageText(errors.maxScore?.message)}>
          <Input type="number" inputMode="numeric" min={1} {...form.register('maxScore', optionalNumber)} />
        </FormField>
        <FormField label={t('competition.placing')} labelSuffix={optional} error={messageText(errors.placing?.message)}>
          <Input type="number" inputMode="numeric" min={1} {...form.register('placing', optionalNumber)} />
        </FormField>
      </div>
      <FormField label={t('competition.notes')} labelSuffix={optional} error={messageText(errors.notes?.message)}>
        <Textarea rows={3} maxLength={5000} {...form.register('notes')} />
      </FormField>
      <FormActions {...actions} />
    </form>
  );
}

export const ordinal = (n: number) => {
  const s = ['th', 'st', 'nd', 'rd'];
  const v = n % 100;
  return `${n}${s[(v - 20) % 10] ?? s[v] ?? s[0]}`;
};

function CompetitionSummary({ item }: { item: Competition }) {
  const { t, language } = useSharedLogsT();
  // an ordinal suffix (1st, 2nd) does not carry over: Hindi writes the number after स्थान
  const place = (n: number) => (language === 'en' ? ordinal(n) : formatNumber(n, language));
  const upcoming = item.score === null && Date.parse(item.date) > Date.now();
  return (
    <>
      <div className="lg-panel__head">
        <span className="lg-item__title">{item.name}</span>
        {item.score !== null ? (
          <span className="lg-score">
            {item.score}
            {item.maxScore !== null ? `/${item.maxScore}` : ''}
          </span>
        ) : upcoming ? (
          <Badge tone="primary">{t('competition.upcoming')}</Badge>
        ) : null}
      </div>
      <span className="lg-item__meta">
        {dayText(item.date, language)} · {DISCIPLINE_RULES[item.discipline].label}
        {item.level ? ` · ${t('competition.levelMeta', { level: t(LEVEL_TEXTS[item.level].textKey) })}` : ''}
        {item.location ? ` · ${item.location}` : ''}
        {item.placing !== null ? ` · ${t('competition.placed', { place: place(item.placing) })}` : ''}
      </span>
      {item.notes ? (
        <p className="lg-item__text">
          <NotesText text={item.notes} />
        </p>
      ) : null}
    </>
  );
}

/** The competition log: results (and upcoming competitions) with score, out of, placing. */
export function CompetitionLogPanel() {
  const { t } = useSharedLogsT();
  return (
    <LogPanel<Competition>
      path={LOG_PATHS.competitions}
      title={t('competition.title')}
      description={t('competition.description')}
      noun="Competition"
      empty={t('competition.empty')}
      Summary={CompetitionSummary}
      Form={CompetitionForm}
    />
  );
}
