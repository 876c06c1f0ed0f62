import { useState } from 'react';
import { Link } from 'react-router';
import { DISCIPLINE_RULES } from '@trap/contracts';
import { useQuery } from '@tanstack/react-query';
import { eventEntriesApi } from '@trap/contracts/api/route-paths';
import { Badge, Button, ListState, TierGate, queryOptions, useAuth } from '@trap/ui';
import type { ClubEvent } from './events-api.ts';
import { ShootForm } from './shoot-form.tsx';
import { useEventShoots } from './shoots-api.ts';
import { SquadProposalEditor } from './squad-proposal.tsx';
import { useEventsT } from './texts/texts.ts';

/**
 * Match day on an event's page: its shoots with their leaderboards, and for whoever organises the
 * event (its proposer, staff or an Elite Trigger member, or an admin) "Create a shoot". A member
 * without a staff role creates one once the event is approved (the service refuses it before).
 */
export function EventShoots({ event }: { event: ClubEvent }) {
  const { user, can } = useAuth();
  const { t } = useEventsT();
  const shoots = useEventShoots(event.id);
  const [creating, setCreating] = useState(false);
  const [proposing, setProposing] = useState(false);
  const manages = (!!user && event.createdBy === user.id) || can('events.approve');
  // squads are proposed from checked-in entrants: only an approved event taking paid entries has them (the entries' own read)
  const fees = useQuery({
    ...queryOptions(eventEntriesApi.getEventEntryFees, { params: { id: event.id } }),
    retry: false,
    enabled: manages && event.status === 'approved',
  });
  const takesEntries = fees.isSuccess;
  const waiting = manages && !can('events.create') && event.status !== 'approved';

  return (
    <section aria-labelledby="ev-shoots-title" className="sh-section">
      <div className="sh-section__head">
        <h2 className="pr-h2" id="ev-shoots-title">
          {t('shoots.title')}
        </h2>
        {/* organising a shoot is Elite Trigger's (tier-features match_day): below it, what it does and the upgrade link */}
        {manages && !waiting && !creating && !proposing ? (
          <TierGate feature="match_day" compact>
            <div className="sh-section__actions">
              {takesEntries ? (
                <Button variant="outline" onClick={() => setProposing(true)}>
                  {t('shoots.propose')}
                </Button>
              ) : null}
              <Button onClick={() => setCreating(true)}>{t('shoots.create')}</Button>
            </div>
          </TierGate>
        ) : null}
      </div>
      {waiting && event.status === 'pending' ? (
        <p className="pr-muted">{t('shoots.afterApproval')}</p>
      ) : null}
      {proposing ? <SquadProposalEditor event={event} onClose={() => setProposing(false)} /> : null}
      {creating ? (
        <ShootForm eventId={event.id} eventTitle={event.title} eventStart={event.startDate} onCancel={() => setCreating(false)} />
      ) : null}
      <ListState
        query={shoots}
        loading={t('shoots.loading')}
        what={t('shoots.what')}
        isEmpty={(d) => d.items.length === 0}
        empty={t('shoots.none')}
      >
        {(d) => (
          <ul className="pr-list" aria-label={t('shoots.list')}>
            {d.items.map((s) => (
              <li key={s.id} className="ev-row">
                <div className="ev-row__main">
                  <h3 className="pr-h3 ev-row__title">
                    <Link to={`/shoots/${s.id}/leaderboard`}>{s.title}</Link>
                  </h3>
                  <span className="ev-row__meta">
                    {s.disciplines.map((x) => `${DISCIPLINE_RULES[x.discipline].label} × ${x.rounds}`).join(' · ')} ·{' '}
                    {t('squadCount', { count: s.squads.length })}
                  </span>
                  {s.code ? <span className="ev-row__meta">{t('shoots.joinCode', { code: s.code })}</span> : null}
                </div>
                <div className="ev-row__badges">
                  {s.status === 'live' ? (
                    <Badge tone="success">{t('shoots.live')}</Badge>
                  ) : (
                    <Badge tone="neutral">{t('shoots.finished')}</Badge>
                  )}
                  {s.isOrganiser ? <Badge tone="primary">{t('shoots.organiser')}</Badge> : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </section>
  );
}
