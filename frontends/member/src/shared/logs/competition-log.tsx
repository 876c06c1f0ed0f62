import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  COMPETITION_LEVEL_LABELS,
  COMPETITION_LEVELS,
  competitionInputSchema,
  DISCIPLINE_RULES,
  DISCIPLINES,
  type Competition,
} from '@trap/contracts';
import { Badge, FormField, Input, Textarea, Select } from '@trap/ui';
import { NotesText } from '../components/notes-text.tsx';
import { FormActions, LogPanel, type LogFormProps } from './log-panel.tsx';
import { dayOf, dayText, LOG_PATHS, optionalNumber, optionalText, today, useLogSubmit } from './logs-api.ts';

type In = z.input<typeof competitionInputSchema>;
type Out = z.output<typeof competitionInputSchema>;
const FIELDS = ['name', 'date', 'location', 'discipline', 'level', 'score', 'maxScore', 'placing', 'notes'] as const;

/** Log or edit a competition result (the journal, the training hub and the season record of /equipment). */
export function CompetitionForm({ initial, onDone, onSaved }: LogFormProps<Competition> & { onSaved?: () => void }) {
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
    <form className="lg-form" onSubmit={onSubmit} noValidate aria-label={initial ? 'Edit competition' : 'Log a competition'}>
      <FormField label="Competition" error={errors.name?.message}>
        <Input maxLength={160} placeholder="e.g. State Shooting Championship" {...form.register('name')} />
      </FormField>
      <div className="lg-grid">
        <FormField label="Date" error={errors.date?.message}>
          <Input type="date" {...form.register('date')} />
        </FormField>
        <FormField label="Discipline" error={errors.discipline?.message}>
          <Select {...form.register('discipline')}>
            {DISCIPLINES.map((d) => (
              <option key={d} value={d}>
                {DISCIPLINE_RULES[d].label}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Level" error={errors.level?.message}>
          <Select {...form.register('level')}>
            {COMPETITION_LEVELS.map((l) => (
              <option key={l} value={l}>
                {COMPETITION_LEVEL_LABELS[l]}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <FormField label="Location" labelSuffix="(optional)" error={errors.location?.message}>
        <Input maxLength={200} {...form.register('location', optionalText)} />
      </FormField>
      <div className="lg-grid">
        <FormField label="Score" labelSuffix="(optional)" error={errors.score?.message}>
          <Input type="number" inputMode="decimal" min={0} step="any" {...form.register('score', optionalNumber)} />
        </FormField>
        <FormField label="Out of" labelSuffix="(optional)" error={errors.maxScore?.message}>
          <Input type="number" inputMode="numeric" min={1} {...form.register('maxScore', optionalNumber)} />
        </FormField>
        <FormField label="Placing" labelSuffix="(optional)" error={errors.placing?.message}>
          <Input type="number" inputMode="numeric" min={1} {...form.register('placing', optionalNumber)} />
        </FormField>
      </div>
      <FormField label="Notes" labelSuffix="(optional)" error={errors.notes?.message}>
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
          <Badge tone="primary">Upcoming</Badge>
        ) : null}
      </div>
      <span className="lg-item__meta">
        {dayText(item.date)} · {DISCIPLINE_RULES[item.discipline].label}
        {item.level ? ` · ${COMPETITION_LEVEL_LABELS[item.level]} level` : ''}
        {item.location ? ` · ${item.location}` : ''}
        {item.placing !== null ? ` · placed ${ordinal(item.placing)}` : ''}
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
  return (
    <LogPanel<Competition>
      path={LOG_PATHS.competitions}
      title="Competitions"
      description="Your competition results beside your practice: score, out of, placing and notes."
      noun="Competition"
      empty="No competitions logged yet."
      Summary={CompetitionSummary}
      Form={CompetitionForm}
    />
  );
}
