import { useState } from 'react';
import { SQUAD_ROLE_LABELS } from '@trap/contracts';
import { Avatar, Badge, Button, ReportButton, Spinner, errorMessage, useAuth, useConfirm } from '@trap/ui';
import { useDeleteSquad, useRemoveMember, useSetRole, useSquad, useSquadSessions, useSquadStep, type Squad } from './squads-api.ts';
import { InvitePicker } from './invite-picker.tsx';
import { SessionCard } from './session-card.tsx';
import { SessionForm } from './session-form.tsx';
import { EditSquadForm } from './squad-form.tsx';

function Members({ squad }: { squad: Squad }) {
  const { user } = useAuth();
  const [inviting, setInviting] = useState(false);
  const remove = useRemoveMember();
  const setRole = useSetRole();
  const [confirm, dialog] = useConfirm();
  const leads = squad.myRole === 'owner' || squad.myRole === 'captain';
  const active = squad.members.filter((m) => m.status === 'active');
  const invited = squad.members.filter((m) => m.status === 'invited');
  const canRemove = (role: string) => squad.myRole === 'owner' || (squad.myRole === 'captain' && role === 'member');

  return (
    <section className="sq-card" aria-labelledby="members-title" data-tour="squads-members">
      <div className="sq-row">
        <h2 className="pr-h2" id="members-title">
          Members ({active.length})
        </h2>
        {leads && !inviting ? (
          <Button size="sm" onClick={() => setInviting(true)}>
            Invite members
          </Button>
        ) : null}
      </div>
      {inviting ? <InvitePicker squad={squad} onClose={() => setInviting(false)} /> : null}
      <ul className="sq-members" aria-label="Squad members">
        {active.map((m) => (
          <li key={m.userId} className="sq-member" aria-label={m.displayName}>
            <Avatar name={m.displayName} url={m.avatarUrl} size={32} />
            <span className="sq-member__name">
              {m.displayName}
              {m.userId === user?.id ? ' (you)' : ''}
            </span>
            <Badge tone={m.role === 'owner' ? 'primary' : m.role === 'captain' ? 'secondary' : 'neutral'}>
              {SQUAD_ROLE_LABELS[m.role]}
            </Badge>
            {m.userId !== user?.id && (squad.myRole === 'owner' || canRemove(m.role)) ? (
              <span className="sq-member__actions">
                {squad.myRole === 'owner' ? (
                  <>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() =>
                        setRole.mutate({
                          id: squad.id,
                          userId: m.userId,
                          role: m.role === 'captain' ? 'member' : 'captain',
                          name: m.displayName,
                        })
                      }
                    >
                      {m.role === 'captain' ? 'Make member' : 'Make captain'}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={async () => {
                        const ok = await confirm({
                          title: `Hand ${squad.name} over to ${m.displayName}?`,
                          description: 'They become the owner; you stay in the squad as a captain.',
                          confirmLabel: 'Hand over',
                          destructive: false,
                        });
                        if (ok) setRole.mutate({ id: squad.id, userId: m.userId, role: 'owner', name: m.displayName });
                      }}
                    >
                      Make owner
                    </Button>
                  </>
                ) : null}
                {canRemove(m.role) ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Remove ${m.displayName}`}
                    onClick={async () => {
                      const ok = await confirm({
                        title: `Remove ${m.displayName} from ${squad.name}?`,
                        description: 'Their answers to upcoming sessions are dropped. You can invite them again later.',
                        confirmLabel: 'Remove member',
                      });
                      if (ok) remove.mutate({ id: squad.id, userId: m.userId, name: m.displayName });
                    }}
                  >
                    Remove
                  </Button>
                ) : null}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {invited.length ? (
        <>
          <h3 className="pr-h3">Invited</h3>
          <ul className="sq-members" aria-label="Open invitations">
            {invited.map((m) => (
              <li key={m.userId} className="sq-member sq-member--invited" aria-label={m.displayName}>
                <Avatar name={m.displayName} url={m.avatarUrl} size={32} />
                <span className="sq-member__name">{m.displayName}</span>
                <Badge tone="warning">Invited</Badge>
                {leads ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Withdraw the invitation to ${m.displayName}`}
                    onClick={() => remove.mutate({ id: squad.id, userId: m.userId, name: m.displayName })}
                  >
                    Withdraw
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {dialog}
    </section>
  );
}

function Sessions({ squad }: { squad: Squad }) {
  const sessions = useSquadSessions(squad.id);
  const [planning, setPlanning] = useState(false);
  const leads = squad.myRole === 'owner' || squad.myRole === 'captain';
  const member = squad.myRole !== null;
  return (
    <section className="sq-card" aria-labelledby="sessions-title" data-tour="squads-events">
      <div className="sq-row">
        <h2 className="pr-h2" id="sessions-title">
          Group sessions
        </h2>
        {leads && !planning ? (
          <Button size="sm" onClick={() => setPlanning(true)}>
            Plan a session
          </Button>
        ) : null}
      </div>
      {planning ? <SessionForm squadId={squad.id} onDone={() => setPlanning(false)} /> : null}
      {sessions.isPending ? (
        <Spinner label="Loading sessions…" />
      ) : sessions.isError ? (
        <div role="alert">
          <p className="pr-error">The sessions could not be loaded: {errorMessage(sessions.error)}</p>
          <Button size="sm" variant="outline" onClick={() => void sessions.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          {sessions.data.upcoming.length ? (
            <ul className="sq-sessions" aria-label="Upcoming sessions">
              {sessions.data.upcoming.map((s) => (
                <SessionCard key={s.id} session={s} canAnswer={member} />
              ))}
            </ul>
          ) : (
            <p className="pr-muted">{leads ? 'No upcoming sessions. Plan one for your squad.' : 'No upcoming sessions yet.'}</p>
          )}
          {!member ? <p className="pr-muted">Join the squad to answer its sessions.</p> : null}
          {sessions.data.past.length ? (
            <details className="sq-past">
              <summary>Past and cancelled sessions ({sessions.data.past.length})</summary>
              <ul className="sq-sessions" aria-label="Past sessions">
                {sessions.data.past.map((s) => (
                  <SessionCard key={s.id} session={s} canAnswer={false} />
                ))}
              </ul>
            </details>
          ) : null}
        </>
      )}
    </section>
  );
}

/** A squad's page: who it is, its members and its group sessions, and what the caller may do there. */
export function SquadDetail({ id, onBack }: { id: string; onBack: () => void }) {
  const query = useSquad(id);
  const step = useSquadStep();
  const del = useDeleteSquad();
  const [confirm, dialog] = useConfirm();
  const [editing, setEditing] = useState(false);

  const back = (
    <Button variant="link" className="sq-back" onClick={onBack}>
      ← Back to squads
    </Button>
  );
  if (query.isPending) return <Spinner label="Loading squad…" block />;
  if (query.isError)
    return (
      <div className="pr-page">
        {back}
        <div role="alert">
          <p className="pr-error">
            {/^404/.test(errorMessage(query.error))
              ? 'This squad does not exist or is private.'
              : `The squad could not be loaded: ${errorMessage(query.error)}`}
          </p>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      </div>
    );
  const squad = query.data;
  const name = squad.name;
  return (
    <div className="pr-page">
      {back}
      <header className="sq-hero">
        {squad.imageUrl ? (
          <img className="sq-hero__image" src={squad.imageUrl} alt="" loading="lazy" />
        ) : (
          <div className="sq-hero__image sq-hero__image--none" aria-hidden="true">
            {name.charAt(0)}
          </div>
        )}
        <div className="sq-hero__body">
          <h1 className="pr-h1">{name}</h1>
          <div className="sq-badges">
            <Badge tone={squad.isPrivate ? 'warning' : 'success'}>{squad.isPrivate ? 'Private' : 'Public'}</Badge>
            {squad.myRole ? <Badge tone="primary">{`You: ${SQUAD_ROLE_LABELS[squad.myRole]}`}</Badge> : null}
            <Badge tone="neutral">{squad.memberCount === 1 ? '1 member' : `${squad.memberCount} members`}</Badge>
          </div>
          {squad.description ? <p className="sq-hero__text">{squad.description}</p> : null}
          <p className="pr-muted">Owner: {squad.owner.displayName}</p>
          <div className="sq-actions">
            {squad.myStatus === 'invited' ? (
              <>
                <Button onClick={() => step.mutate({ id, step: 'accept', name })}>Accept invitation</Button>
                <Button variant="outline" onClick={() => step.mutate({ id, step: 'decline', name }, { onSuccess: onBack })}>
                  Decline
                </Button>
              </>
            ) : null}
            {squad.myStatus === null && !squad.isPrivate ? (
              <Button onClick={() => step.mutate({ id, step: 'join', name })}>Join squad</Button>
            ) : null}
            {squad.myStatus === 'active' && squad.myRole !== 'owner' ? (
              <Button
                variant="outline"
                onClick={async () => {
                  const ok = await confirm({
                    title: `Leave ${name}?`,
                    description: 'Your answers to its upcoming sessions are dropped.',
                    confirmLabel: 'Leave squad',
                  });
                  if (ok) step.mutate({ id, step: 'leave', name });
                }}
              >
                Leave squad
              </Button>
            ) : null}
            {squad.myRole === 'owner' && !editing ? (
              <Button variant="outline" onClick={() => setEditing(true)}>
                Edit squad
              </Button>
            ) : null}
            {squad.myRole === 'owner' ? (
              <Button
                variant="ghost"
                onClick={async () => {
                  const ok = await confirm({
                    title: `Delete ${name}?`,
                    description: 'The squad and its sessions are gone for every member. This cannot be undone.',
                    confirmLabel: 'Delete squad',
                  });
                  if (ok) del.mutate({ id, name }, { onSuccess: onBack });
                }}
              >
                Delete squad
              </Button>
            ) : null}
            {squad.myRole !== 'owner' ? (
              <ReportButton targetType="squad" targetId={id} targetPath="/squads" ariaLabel={`Report the squad ${name}`} />
            ) : null}
          </div>
          {squad.myRole === 'owner' ? <p className="pr-muted">To leave, make another member the owner first.</p> : null}
        </div>
      </header>
      {editing ? <EditSquadForm squad={squad} onDone={() => setEditing(false)} /> : null}
      <div className="sq-detail-grid">
        <Members squad={squad} />
        <Sessions squad={squad} />
      </div>
      {dialog}
    </div>
  );
}
