import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { shootsApi, squadProposalsApi } from '@trap/contracts/api/route-paths';
import {
  DISCIPLINE_RULES,
  SHOOT_CATEGORIES,
  SHOOT_MAX_ROUNDS,
  SHOOT_SQUAD_MAX_SHOOTERS,
  SQUAD_PROPOSAL_INTERVAL_DEFAULT,
  SQUAD_PROPOSAL_INTERVAL_MAX,
  SQUAD_PROPOSAL_INTERVAL_MIN,
  type ShootCategory,
} from '@trap/contracts';
import {
  ApiError,
  Badge,
  Button,
  Card,
  FormField,
  Input,
  ListState,
  Select,
  call,
  errorMessage,
  invalidateRoute,
  queryOptions,
  toast,
  type RouteInput,
  type RouteResponse,
} from '@trap/ui';
import type { ClubEvent } from './events-api.ts';
import { istLocal } from './shoot-form.tsx';
import { useEventShoots } from './shoots-api.ts';
import { shootCategoryText } from './event-texts.ts';
import { useEventsT } from './texts/texts.ts';
import './squad-proposal.css';

type Proposal = RouteResponse<typeof squadProposalsApi.proposeEventSquads>;
type DraftSquad = Proposal['squads'][number] & { key: string };
type AcceptBody = NonNullable<RouteInput<typeof squadProposalsApi.acceptEventSquads>['body']>;

/** "2026-12-12T09:30" (typed in India's time) -> "2026-12-12T09:30:00+05:30". */
const ist = (v: string) => (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(v) ? `${v}:00+05:30` : v);
const newProposalId = () => `prop-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
const failureText = (err: unknown) => (err instanceof ApiError && err.body ? err.body.message : errorMessage(err));
const NEW_SHOOT = 'new';

/**
 * The organiser's squad proposal for an event: squads of up to six from the checked-in entrants
 * (the same discipline together, sizes balanced, start times an interval apart), which the organiser
 * edits (move an entrant, rename a squad, change a start time) and accepts as a shoot's squads.
 */
export function SquadProposalEditor({ event, onClose }: { event: ClubEvent; onClose: () => void }) {
  const { t } = useEventsT();
  const [firstStart, setFirstStart] = useState(() => istLocal(event.startDate));
  const [interval, setGap] = useState(String(SQUAD_PROPOSAL_INTERVAL_DEFAULT));
  const [asked, setAsked] = useState<{ startsAt: string; intervalMinutes: number }>({
    startsAt: ist(istLocal(event.startDate)),
    intervalMinutes: SQUAD_PROPOSAL_INTERVAL_DEFAULT,
  });
  const proposal = useQuery({
    ...queryOptions(squadProposalsApi.proposeEventSquads, { params: { id: event.id }, query: asked }),
    // an edit in progress is not thrown away by a refetch on focus
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
  const intervalNumber = Number(interval);
  const intervalOk = Number.isInteger(intervalNumber) && intervalNumber >= SQUAD_PROPOSAL_INTERVAL_MIN && intervalNumber <= SQUAD_PROPOSAL_INTERVAL_MAX;

  return (
    <Card className="sh-form-card">
      <section className="sh-form" aria-labelledby="sq-proposal-title">
        <h2 className="pr-h2" id="sq-proposal-title">
          {t('proposal.title')}
        </h2>
        <p className="pr-muted">{t('proposal.lead')}</p>
        <form
          className="sq-timing"
          aria-label={t('proposal.timing')}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (intervalOk) setAsked({ startsAt: ist(firstStart), intervalMinutes: intervalNumber });
          }}
        >
          <FormField label={t('proposal.firstStarts')}>
            <Input type="datetime-local" value={firstStart} onChange={(e) => setFirstStart(e.target.value)} />
          </FormField>
          <FormField
            label={t('proposal.gap')}
            error={intervalOk ? undefined : t('proposal.gapError', { min: SQUAD_PROPOSAL_INTERVAL_MIN, max: SQUAD_PROPOSAL_INTERVAL_MAX })}
          >
            <Input type="number" inputMode="numeric" min={SQUAD_PROPOSAL_INTERVAL_MIN} max={SQUAD_PROPOSAL_INTERVAL_MAX} value={interval} onChange={(e) => setGap(e.target.value)} />
          </FormField>
          <Button type="submit" variant="outline" size="sm">
            {t('proposal.again')}
          </Button>
        </form>
        <ListState
          query={proposal}
          loading={t('proposal.loading')}
          what={t('proposal.what')}
          isEmpty={(d) => d.squads.length === 0}
          empty={t('proposal.none')}
        >
          {(d) => <ProposalDraft key={proposal.dataUpdatedAt} event={event} proposal={d} onClose={onClose} />}
        </ListState>
        <div className="sh-form__actions">
          <Button type="button" variant="ghost" onClick={onClose}>
            {t('close')}
          </Button>
        </div>
      </section>
    </Card>
  );
}

/** The proposal as the organiser edits it, and where its squads go. */
function ProposalDraft({ event, proposal, onClose }: { event: ClubEvent; proposal: Proposal; onClose: () => void }) {
  const navigate = useNavigate();
  const { t } = useEventsT();
  const client = useQueryClient();
  const shoots = useEventShoots(event.id);
  const [squads, setSquads] = useState<DraftSquad[]>(() => proposal.squads.map((s, i) => ({ ...s, key: `q${i}` })));
  const [proposalId] = useState(newProposalId);
  const [target, setTarget] = useState(NEW_SHOOT);
  const [title, setTitle] = useState(event.title);
  const [rounds, setRounds] = useState('1');
  const [replace, setReplace] = useState(false);
  const live = (shoots.data?.items ?? []).filter((s) => s.status === 'live' && s.isOrganiser);
  const chosen = live.find((s) => s.id === target);

  const accept = useMutation({
    mutationFn: (body: AcceptBody) => call(squadProposalsApi.acceptEventSquads, { params: { id: event.id }, body }),
    onSuccess: (shoot) => {
      toast({ title: t('toasts.squadsAccepted', { title: shoot.title }), variant: 'success' });
      void invalidateRoute(client, shootsApi.listShoots);
      onClose();
      void navigate(`/shoots/${shoot.id}/leaderboard`);
    },
  });

  const change = (key: string, patch: Partial<DraftSquad>) => setSquads((all) => all.map((s) => (s.key === key ? { ...s, ...patch } : s)));
  const move = (entryId: string, toKey: string) =>
    setSquads((all) => {
      const shooter = all.flatMap((s) => s.shooters).find((p) => p.entryId === entryId);
      if (!shooter) return all;
      return all
        .map((s) => ({ ...s, shooters: s.shooters.filter((p) => p.entryId !== entryId) }))
        .map((s) => (s.key === toKey ? { ...s, shooters: [...s.shooters, shooter] } : s));
    });
  const recategorise = (entryId: string, category: ShootCategory) =>
    setSquads((all) => all.map((s) => ({ ...s, shooters: s.shooters.map((p) => (p.entryId === entryId ? { ...p, category } : p)) })));
  const kept = squads.filter((s) => s.shooters.length > 0);
  const roundsNumber = Number(rounds);

  const submit = () =>
    accept.mutate({
      proposalId,
      shootId: target === NEW_SHOOT ? null : target,
      title: target === NEW_SHOOT ? title : '',
      rounds: Number.isInteger(roundsNumber) ? roundsNumber : 1,
      replace: Boolean(chosen?.squads.length) && replace,
      squads: kept.map((s) => ({
        name: s.name,
        discipline: s.discipline,
        startsAt: s.startsAt,
        shooters: s.shooters.map((p) => ({ entryId: p.entryId, category: p.category })),
      })),
    });
  const fields = accept.error instanceof ApiError ? accept.error.fields : undefined;

  return (
    <div className="sq-draft">
      <p className="pr-muted" aria-live="polite">
        {t('proposal.checkedIn', { count: proposal.checkedIn })} · {t('squadCount', { count: kept.length })}
      </p>
      <ol className="sq-squads">
        {squads.map((s, i) => (
          <li key={s.key}>
            <fieldset className="sh-fieldset sq-squad" aria-label={t('proposal.proposed', { n: i + 1 })}>
              <legend>
                {s.name || t('squadN', { n: i + 1 })} <Badge tone="neutral">{DISCIPLINE_RULES[s.discipline].label}</Badge>{' '}
                <span className="pr-muted">{t('proposal.of', { count: s.shooters.length, max: SHOOT_SQUAD_MAX_SHOOTERS })}</span>
              </legend>
              <FormField label={t('proposal.nameOf', { n: i + 1 })} error={fields?.[`squads.${kept.indexOf(s)}.name`]}>
                <Input maxLength={40} value={s.name} onChange={(e) => change(s.key, { name: e.target.value })} />
              </FormField>
              <FormField label={t('proposal.startOf', { n: i + 1 })}>
                <Input
                  type="datetime-local"
                  value={istLocal(s.startsAt)}
                  onChange={(e) => e.target.value && change(s.key, { startsAt: ist(e.target.value) })}
                />
              </FormField>
              {s.shooters.length === 0 ? <p className="pr-muted">{t('proposal.empty')}</p> : null}
              <ul className="sq-shooters" aria-label={t('proposal.shootersOf', { n: i + 1 })}>
                {s.shooters.map((p) => (
                  <li key={p.entryId} className="sq-shooter">
                    <span className="sq-shooter__name">{p.name}</span>
                    <Select
                      aria-label={t('proposal.categoryOf', { name: p.name })}
                      value={p.category}
                      onChange={(e) => recategorise(p.entryId, e.target.value as ShootCategory)}
                    >
                      {SHOOT_CATEGORIES.map((c) => (
                        <option key={c} value={c}>
                          {shootCategoryText(t, c)}
                        </option>
                      ))}
                    </Select>
                    <Select
                      aria-label={t('proposal.moveTo', { name: p.name })}
                      value={s.key}
                      onChange={(e) => move(p.entryId, e.target.value)}
                    >
                      {squads.map((o, j) =>
                        o.discipline === s.discipline ? (
                          <option key={o.key} value={o.key} disabled={o.key !== s.key && o.shooters.length >= SHOOT_SQUAD_MAX_SHOOTERS}>
                            {o.name || t('squadN', { n: j + 1 })}
                          </option>
                        ) : null,
                      )}
                    </Select>
                  </li>
                ))}
              </ul>
            </fieldset>
          </li>
        ))}
      </ol>

      <fieldset className="sh-fieldset">
        <legend>{t('proposal.accept')}</legend>
        <FormField label={t('proposal.goTo')}>
          <Select value={target} onChange={(e) => setTarget(e.target.value)}>
            <option value={NEW_SHOOT}>{t('proposal.newShoot')}</option>
            {live.map((s) => (
              <option key={s.id} value={s.id}>
                {s.title} ({t('squadCount', { count: s.squads.length })})
              </option>
            ))}
          </Select>
        </FormField>
        {target === NEW_SHOOT ? (
          <>
            <FormField label={t('proposal.shootTitle')} error={fields?.title}>
              <Input maxLength={120} value={title} onChange={(e) => setTitle(e.target.value)} />
            </FormField>
            <FormField label={t('proposal.rounds')} error={fields?.rounds}>
              <Input type="number" inputMode="numeric" min={1} max={SHOOT_MAX_ROUNDS} value={rounds} onChange={(e) => setRounds(e.target.value)} />
            </FormField>
          </>
        ) : null}
        {chosen && chosen.squads.length > 0 ? (
          <label className="sq-replace">
            <input type="checkbox" checked={replace} onChange={(e) => setReplace(e.target.checked)} /> {t('proposal.replace')}
          </label>
        ) : null}
        {accept.isError ? (
          <p className="pr-error" role="alert">
            {failureText(accept.error)}
          </p>
        ) : null}
        <Button type="button" onClick={submit} disabled={accept.isPending || kept.length === 0}>
          {accept.isPending ? t('proposal.accepting') : t('proposal.acceptSquads')}
        </Button>
      </fieldset>
    </div>
  );
}
