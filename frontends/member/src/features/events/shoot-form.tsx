import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useFieldArray, useForm, useWatch, type Control, type Resolver, type UseFormRegister, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { communityApi } from '@trap/contracts/api/route-paths';
import {
  DISCIPLINE_RULES,
  DISCIPLINES,
  SHOOT_CATEGORIES,
  SHOOT_MAX_ROUNDS,
  SHOOT_MAX_SQUADS,
  SHOOT_SQUAD_MAX_SHOOTERS,
  shootInputSchema,
  type Discipline,
  type ShootCategory,
  type ShootInput,
} from '@trap/contracts';
import { Badge, Button, Card, FormField, Input, queryOptions, Select, useMessageText } from '@trap/ui';
import { applyServerErrors } from '../../shared/logs/logs-api.ts';
import { useCreateShoot } from './shoots-api.ts';
import { shootCategoryText } from './event-texts.ts';
import { useEventsT } from './texts/texts.ts';

interface ShooterFields {
  name: string;
  userId: string | null;
  category: ShootCategory;
}
interface SquadFields {
  name: string;
  discipline: Discipline;
  /** as typed: India's time, "2026-12-12T09:30" */
  startsAt: string;
  shooters: ShooterFields[];
}
interface ShootFields {
  eventId: string;
  title: string;
  disciplines: { discipline: Discipline; rounds: number }[];
  squads: SquadFields[];
}

/** "2026-12-12T09:30" (typed in India's time) -> "2026-12-12T09:30:00+05:30". */
const ist = (v: string) => (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(v) ? `${v}:00+05:30` : v);
/** An instant as the datetime-local text of India's time. */
export const istLocal = (iso: string | number) => {
  const t = new Date(typeof iso === 'number' ? iso : Date.parse(iso) || Date.now()).getTime() + 330 * 60_000;
  return new Date(t).toISOString().slice(0, 16);
};

const toBody = (f: ShootFields) => ({
  ...f,
  squads: f.squads.map((s) => ({ ...s, startsAt: ist(s.startsAt) })),
});

/** The contract's own schema checks the form (its messages show under the fields); the times are sent with India's offset. */
const contractResolver = zodResolver(shootInputSchema);
// The form's fields are the contract's input with its defaults filled in (same paths), but react-hook-form's
// ResolverOptions and results are invariant in the field type, so both sides are restated, not converted.
const resolver: Resolver<ShootFields, unknown, ShootInput> = (values, context, options) =>
  contractResolver(toBody(values), context, options as unknown as Parameters<typeof contractResolver>[2]) as unknown as ReturnType<
    Resolver<ShootFields, unknown, ShootInput>
  >;

const newShooter = (): ShooterFields => ({ name: '', userId: null, category: 'open' });
const FIELDS = ['title', 'disciplines', 'squads'] as const;

/** Link a shooter to a member's profile (their rounds then reach the member's practice history), found by name. */
function MemberLink({
  name,
  userId,
  onPick,
}: {
  name: string;
  userId: string | null;
  onPick: (m: { id: string; displayName: string } | null) => void;
}) {
  const { t } = useEventsT();
  const [q, setQ] = useState<string | null>(null);
  const found = useQuery({
    ...queryOptions(communityApi.listMembers, { query: { q: q ?? '', pageSize: 5 } }),
    enabled: q !== null && q.length > 0,
  });
  if (userId)
    return (
      <div className="sh-member">
        <Badge tone="success">{t('shootForm.member')}</Badge>
        <Button type="button" variant="ghost" size="sm" onClick={() => onPick(null)}>
          {t('shootForm.asGuest')}
        </Button>
      </div>
    );
  return (
    <div className="sh-member">
      <Badge tone="neutral">{t('shootForm.guest')}</Badge>
      <Button type="button" variant="ghost" size="sm" disabled={!name.trim()} onClick={() => setQ(name.trim())}>
        {t('shootForm.findMember')}
      </Button>
      {q !== null ? (
        found.isPending ? (
          <span className="pr-muted">{t('shootForm.searching')}</span>
        ) : found.isError ? (
          <span className="pr-error">{t('shootForm.searchFailed')}</span>
        ) : found.data.items.length === 0 ? (
          <span className="pr-muted">{t('shootForm.noMatch', { q })}</span>
        ) : (
          <ul className="sh-member__found" aria-label={t('shootForm.matching')}>
            {found.data.items.map((m) => (
              <li key={m.id}>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => {
                    onPick(m);
                    setQ(null);
                  }}
                >
                  {m.displayName}
                  {m.clubAffiliation ? ` · ${m.clubAffiliation}` : ''}
                </Button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}

function SquadShooters({
  control,
  register,
  errors,
  squad,
  setShooter,
}: {
  control: Control<ShootFields>;
  register: UseFormRegister<ShootFields>;
  errors: FieldErrors<ShootFields>;
  squad: number;
  setShooter: (index: number, member: { id: string; displayName: string } | null) => void;
}) {
  const { t } = useEventsT();
  // the contract's messages (SPEC's English) under the fields in the page's language: @trap/ui's shared catalogue
  const say = useMessageText();
  const { fields, append, remove } = useFieldArray({ control, name: `squads.${squad}.shooters` });
  const shooters = useWatch({ control, name: `squads.${squad}.shooters` });
  const err = errors.squads?.[squad]?.shooters;
  return (
    <div className="sh-shooters">
      <p className="sh-sub">{t('shootForm.shootersOrder', { max: SHOOT_SQUAD_MAX_SHOOTERS })}</p>
      <ol className="sh-shooter-list">
        {fields.map((f, i) => (
          <li key={f.id} className="sh-shooter">
            <div className="sh-shooter__row">
              <FormField label={t('shootForm.shooterN', { n: i + 1 })} error={say(err?.[i]?.name?.message)} className="sh-shooter__name">
                <Input maxLength={80} autoComplete="off" {...register(`squads.${squad}.shooters.${i}.name`)} />
              </FormField>
              <FormField label={t('shootForm.categoryOf', { n: i + 1 })} error={say(err?.[i]?.category?.message)} className="sh-shooter__cat">
                <Select {...register(`squads.${squad}.shooters.${i}.category`)}>
                  {SHOOT_CATEGORIES.map((c) => (
                    <option key={c} value={c}>
                      {shootCategoryText(t, c)}
                    </option>
                  ))}
                </Select>
              </FormField>
            </div>
            <div className="sh-shooter__row">
              <MemberLink name={shooters?.[i]?.name ?? ''} userId={shooters?.[i]?.userId ?? null} onPick={(m) => setShooter(i, m)} />
              {fields.length > 1 ? (
                <Button type="button" variant="ghost" size="sm" onClick={() => remove(i)} aria-label={t('shootForm.removeShooter', { n: i + 1 })}>
                  {t('remove')}
                </Button>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
      {err?.message || err?.root?.message ? (
        <p className="pr-error" role="alert">
          {say(err.message ?? err.root?.message)}
        </p>
      ) : null}
      {fields.length < SHOOT_SQUAD_MAX_SHOOTERS ? (
        <Button type="button" variant="outline" size="sm" onClick={() => append(newShooter())}>
          {t('shootForm.addShooter')}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * Create a shoot (match day) for a club event: its disciplines and rounds, then its squads of up to
 * six shooters (members or guests by name) with their start times. Checked by the contract's schema;
 * when it is made, the organiser goes to its leaderboard, where the join code and its QR code are.
 */
export function ShootForm({
  eventId,
  eventTitle,
  eventStart,
  onCancel,
}: {
  eventId: string;
  eventTitle: string;
  eventStart: string;
  onCancel: () => void;
}) {
  const navigate = useNavigate();
  const { t } = useEventsT();
  // the contract's messages (SPEC's English) under the fields in the page's language: @trap/ui's shared catalogue
  const say = useMessageText();
  const create = useCreateShoot();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<ShootFields, unknown, ShootInput>({
    resolver,
    defaultValues: {
      eventId,
      title: eventTitle,
      disciplines: [{ discipline: 'olympic-trap', rounds: 1 }],
      squads: [{ name: t('squadN', { n: 1 }), discipline: 'olympic-trap', startsAt: istLocal(eventStart), shooters: [newShooter()] }],
    },
  });
  const { control, register, formState } = form;
  const { errors } = formState;
  const disciplines = useFieldArray({ control, name: 'disciplines' });
  const squads = useFieldArray({ control, name: 'squads' });
  const chosen = useWatch({ control, name: 'disciplines' });
  const squadValues = useWatch({ control, name: 'squads' });
  const unused = DISCIPLINES.filter((d) => !chosen?.some((c) => c.discipline === d));

  const onSubmit = form.handleSubmit((body) => {
    setMessage(null);
    create.mutate(body, {
      onSuccess: (shoot) => void navigate(`/shoots/${shoot.id}/leaderboard`),
      onError: (e) => setMessage(applyServerErrors(e, form.setError, FIELDS)),
    });
  });
  const addSquad = () => {
    const last = squadValues?.at(-1);
    const next = last?.startsAt ? istLocal(Date.parse(ist(last.startsAt)) + 30 * 60_000) : istLocal(eventStart);
    squads.append({
      name: t('squadN', { n: squads.fields.length + 1 }),
      discipline: chosen?.[0]?.discipline ?? 'olympic-trap',
      startsAt: next,
      shooters: [newShooter()],
    });
  };
  const listError = (e: { message?: string; root?: { message?: string } } | undefined) => say(e?.message ?? e?.root?.message);

  return (
    <Card className="sh-form-card">
      <form className="sh-form" onSubmit={onSubmit} noValidate aria-label={t('shoots.create')}>
        <h2 className="pr-h2">{t('shoots.create')}</h2>
        <p className="pr-muted">{t('shootForm.lead')}</p>
        <FormField label={t('shootForm.title')} error={say(errors.title?.message)}>
          <Input maxLength={120} {...register('title')} />
        </FormField>

        <fieldset className="sh-fieldset">
          <legend>{t('shootForm.disciplines')}</legend>
          {disciplines.fields.map((f, i) => (
            <div key={f.id} className="sh-discipline">
              <FormField label={t('shootForm.disciplineN', { n: i + 1 })} error={say(errors.disciplines?.[i]?.discipline?.message)}>
                <Select {...register(`disciplines.${i}.discipline`)}>
                  {DISCIPLINES.map((d) => (
                    <option key={d} value={d}>
                      {DISCIPLINE_RULES[d].label}
                    </option>
                  ))}
                </Select>
              </FormField>
              <FormField label={t('shootForm.roundsOf', { n: i + 1 })} error={say(errors.disciplines?.[i]?.rounds?.message)}>
                <Input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={SHOOT_MAX_ROUNDS}
                  {...register(`disciplines.${i}.rounds`, { valueAsNumber: true })}
                />
              </FormField>
              {disciplines.fields.length > 1 ? (
                <Button type="button" variant="ghost" size="sm" onClick={() => disciplines.remove(i)}>
                  {t('remove')}
                </Button>
              ) : null}
            </div>
          ))}
          {listError(errors.disciplines) ? (
            <p className="pr-error" role="alert">
              {listError(errors.disciplines)}
            </p>
          ) : null}
          {unused.length > 0 ? (
            <Button type="button" variant="outline" size="sm" onClick={() => disciplines.append({ discipline: unused[0]!, rounds: 1 })}>
              {t('shootForm.addDiscipline')}
            </Button>
          ) : null}
        </fieldset>

        <fieldset className="sh-fieldset">
          <legend>{t('shootForm.squads')}</legend>
          <p className="sh-sub">{t('shootForm.squadsOrder')}</p>
          {squads.fields.map((f, i) => {
            const e = errors.squads?.[i];
            return (
              <fieldset key={f.id} className="sh-squad">
                <legend>{squadValues?.[i]?.name || t('squadN', { n: i + 1 })}</legend>
                <FormField label={t('shootForm.squadName')} error={say(e?.name?.message)}>
                  <Input maxLength={40} {...register(`squads.${i}.name`)} />
                </FormField>
                <div className="pr-grid">
                  <FormField label={t('discipline')} error={say(e?.discipline?.message)}>
                    <Select {...register(`squads.${i}.discipline`)}>
                      {(chosen ?? []).map((c) => (
                        <option key={c.discipline} value={c.discipline}>
                          {DISCIPLINE_RULES[c.discipline].label}
                        </option>
                      ))}
                    </Select>
                  </FormField>
                  <FormField label={t('shootForm.startIst')} error={say(e?.startsAt?.message)}>
                    <Input type="datetime-local" {...register(`squads.${i}.startsAt`)} />
                  </FormField>
                </div>
                <SquadShooters
                  control={control}
                  register={register}
                  errors={errors}
                  squad={i}
                  setShooter={(p, m) => {
                    form.setValue(`squads.${i}.shooters.${p}.userId`, m?.id ?? null, { shouldDirty: true });
                    if (m) form.setValue(`squads.${i}.shooters.${p}.name`, m.displayName, { shouldDirty: true });
                  }}
                />
                <div className="sh-squad__actions">
                  {i > 0 ? (
                    <Button type="button" variant="ghost" size="sm" onClick={() => squads.move(i, i - 1)}>
                      {t('shootForm.moveUp')}
                    </Button>
                  ) : null}
                  {i < squads.fields.length - 1 ? (
                    <Button type="button" variant="ghost" size="sm" onClick={() => squads.move(i, i + 1)}>
                      {t('shootForm.moveDown')}
                    </Button>
                  ) : null}
                  {squads.fields.length > 1 ? (
                    <Button type="button" variant="ghost" size="sm" onClick={() => squads.remove(i)}>
                      {t('shootForm.removeSquad')}
                    </Button>
                  ) : null}
                </div>
              </fieldset>
            );
          })}
          {listError(errors.squads) ? (
            <p className="pr-error" role="alert">
              {listError(errors.squads)}
            </p>
          ) : null}
          {squads.fields.length < SHOOT_MAX_SQUADS ? (
            <Button type="button" variant="outline" size="sm" onClick={addSquad}>
              {t('shootForm.addSquad')}
            </Button>
          ) : null}
        </fieldset>

        {message ? (
          <p className="pr-error" role="alert">
            {say(message)}
          </p>
        ) : Object.keys(errors).length > 0 ? (
          <p className="pr-error" role="alert">
            {t('shootForm.checkFields')}
          </p>
        ) : null}
        <div className="sh-form__actions">
          <Button type="button" variant="outline" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? t('shootForm.creating') : t('shootForm.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
