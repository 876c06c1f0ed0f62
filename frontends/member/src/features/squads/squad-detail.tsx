import { useState } from 'react';
import { Avatar, Badge, Button, ReportButton, Spinner, errorMessage, formatNumber, useAuth, useConfirm } from '@trap/ui';
import { useDeleteSquad, useRemoveMember, useSetRole, useSquad, useSquadSessions, useSquadStep, type Squad } from './squads-api.ts';
import { InvitePicker } from './invite-picker.tsx';
import { SessionCard } from './session-card.tsx';
import { SessionForm } from './session-form.tsx';
import { EditSquadForm } from './squad-form.tsx';
import { roleText } from './squad-texts.ts';
import { useSquadsT } from './texts/texts.ts';

function Members({ squad }: { squad: Squad }) {
  const { user } = useAuth();
  const [inviting, setInviting] = useState(false);
  const remove = useRemoveMember();
  const setRole = useSetRole();
  const [confirm, dialog] = useConfirm();
  const { t, language } = useSquadsT();
  const leads = squad.myRole === 'owner' || squad.myRole === 'captain';
  const active = squad.members.filter((m) => m.status === 'active');
  const invited = squad.members.filter((m) => m.status === 'invited');
  const canRemove = (role: string) => squad.myRole === 'owner' || (squad.myRole === 'captain' && role === 'member');

  return (
    <section className="sq-card" aria-labelledby="members-title" data-tour="squads-members">
      <div className="sq-row">
        <h2 className="pr-h2" id="members-title">
          {t('members.title', { n: formatNumber(active.length, language) })}
        </h2>
        {leads && !inviting ? (
          <Button size="sm" onClick={() => setInviting(true)}>
            {t('members.invite')}
          </Button>
        ) : null}
      </div>
      {inviting ? <InvitePicker squad={squad} onClose={() => setInviting(false)} /> : null}
      <ul className="sq-members" aria-label={t('members.listLabel')}>
        {active.map((m) => (
          <li key={m.userId} className="sq-member" aria-label={m.displayName}>
            <Avatar name={m.displayName} url={m.avatarUrl} size={32} />
            <span className="sq-member__name">{m.userId === user?.id ? t('members.you', { name: m.displayName }) : m.displayName}</span>
            <Badge tone={m.role === 'owner' ? 'primary' : m.role === 'captain' ? 'secondary' : 'neutral'}>{roleText(t, m.role)}</Badge>
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
                      {m.role === 'captain' ? t('members.makeMember') : t('members.makeCaptain')}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={async () => {
                        const ok = await confirm({
                          title: t('members.handOverTitle', { squad: squad.name, name: m.displayName }),
                          description: t('members.handOverDescription'),
                          confirmLabel: t('members.handOver'),
                          destructive: false,
                          cancelLabel: t('cancel'),
                        });
                        if (ok) setRole.mutate({ id: squad.id, userId: m.userId, role: 'owner', name: m.displayName });
                      }}
                    >
                      {t('members.makeOwner')}
                    </Button>
                  </>
                ) : null}
                {canRemove(m.role) ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('members.removeLabel', { name: m.displayName })}
                    onClick={async () => {
                      const ok = await confirm({
                        title: t('members.removeTitle', { name: m.displayName, squad: squad.name }),
                        description: t('members.removeDescription'),
                        confirmLabel: t('members.removeConfirm'),
                        cancelLabel: t('cancel'),
                      });
                      if (ok) remove.mutate({ id: squad.id, userId: m.userId, name: m.displayName });
                    }}
                  >
                    {t('members.remove')}
                  </Button>
                ) : null}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {invited.length ? (
        <>
          <h3 className="pr-h3">{t('members.invited')}</h3>
          <ul className="sq-members" aria-label={t('members.invitedLabel')}>
            {invited.map((m) => (
              <li key={m.userId} className="sq-member sq-member--invited" aria-label={m.displayName}>
                <Avatar name={m.displayName} url={m.avatarUrl} size={32} />
                <span className="sq-member__name">{m.displayName}</span>
                <Badge tone="warning">{t('members.invited')}</Badge>
                {leads ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('members.withdrawLabel', { name: m.displayName })}
                    onClick={() => remove.mutate({ id: squad.id, userId: m.userId, name: m.displayName })}
                  >
                    {t('members.withdraw')}
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
  const { t, language } = useSquadsT();
  const leads = squad.myRole === 'owner' || squad.myRole === 'captain';
  const member = squad.myRole !== null;
  return (
    <section className="sq-card" aria-labelledby="sessions-title" data-tour="squads-events">
      <div className="sq-row">
        <h2 className="pr-h2" id="sessions-title">
          {t('sessions.title')}
        </h2>
        {leads && !planning ? (
          <Button size="sm" onClick={() => setPlanning(true)}>
            {t('sessions.plan')}
          </Button>
        ) : null}
      </div>
      {planning ? <SessionForm squadId={squad.id} onDone={() => setPlanning(false)} /> : null}
      {sessions.isPending ? (
        <Spinner label={t('sessions.loading')} />
      ) : sessions.isError ? (
        <div role="alert">
          <p className="pr-error">{t('sessions.loadFailed', { reason: errorMessage(sessions.error) })}</p>
          <Button size="sm" variant="outline" onClick={() => void sessions.refetch()}>
            {t('tryAgain')}
          </Button>
        </div>
      ) : (
        <>
          {sessions.data.upcoming.length ? (
            <ul className="sq-sessions" aria-label={t('sessions.upcoming')}>
              {sessions.data.upcoming.map((s) => (
                <SessionCard key={s.id} session={s} canAnswer={member} />
              ))}
            </ul>
          ) : (
            <p className="pr-muted">{leads ? t('sessions.noneLead') : t('sessions.none')}</p>
          )}
          {!member ? <p className="pr-muted">{t('sessions.joinToAnswer')}</p> : null}
          {sessions.data.past.length ? (
            <details className="sq-past">
              <summary>{t('sessions.pastSummary', { n: formatNumber(sessions.data.past.length, language) })}</summary>
              <ul className="sq-sessions" aria-label={t('sessions.past')}>
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
  const { t, language } = useSquadsT();

  const back = (
    <Button variant="link" className="sq-back" onClick={onBack}>
      {t('detail.back')}
    </Button>
  );
  if (query.isPending) return <Spinner label={t('detail.loading')} block />;
  if (query.isError)
    return (
      <div className="pr-page">
        {back}
        <div role="alert">
          <p className="pr-error">
            {/^404/.test(errorMessage(query.error))
              ? t('detail.notFound')
              : t('detail.loadFailed', { reason: errorMessage(query.error) })}
          </p>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            {t('tryAgain')}
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
            <Badge tone={squad.isPrivate ? 'warning' : 'success'}>{squad.isPrivate ? t('private') : t('public')}</Badge>
            {squad.myRole ? <Badge tone="primary">{t('detail.you', { role: roleText(t, squad.myRole) })}</Badge> : null}
            <Badge tone="neutral">{t('members', { count: squad.memberCount, n: formatNumber(squad.memberCount, language) })}</Badge>
          </div>
          {squad.description ? <p className="sq-hero__text">{squad.description}</p> : null}
          <p className="pr-muted">{t('detail.owner', { name: squad.owner.displayName })}</p>
          <div className="sq-actions">
            {squad.myStatus === 'invited' ? (
              <>
                <Button onClick={() => step.mutate({ id, step: 'accept', name })}>{t('detail.acceptInvitation')}</Button>
                <Button variant="outline" onClick={() => step.mutate({ id, step: 'decline', name }, { onSuccess: onBack })}>
                  {t('detail.decline')}
                </Button>
              </>
            ) : null}
            {squad.myStatus === null && !squad.isPrivate ? (
              <Button onClick={() => step.mutate({ id, step: 'join', name })}>{t('detail.join')}</Button>
            ) : null}
            {squad.myStatus === 'active' && squad.myRole !== 'owner' ? (
              <Button
                variant="outline"
                onClick={async () => {
                  const ok = await confirm({
                    title: t('detail.leaveTitle', { name }),
                    description: t('detail.leaveDescription'),
                    confirmLabel: t('detail.leave'),
                    cancelLabel: t('cancel'),
                  });
                  if (ok) step.mutate({ id, step: 'leave', name });
                }}
              >
                {t('detail.leave')}
              </Button>
            ) : null}
            {squad.myRole === 'owner' && !editing ? (
              <Button variant="outline" onClick={() => setEditing(true)}>
                {t('detail.edit')}
              </Button>
            ) : null}
            {squad.myRole === 'owner' ? (
              <Button
                variant="ghost"
                onClick={async () => {
                  const ok = await confirm({
                    title: t('detail.deleteTitle', { name }),
                    description: t('detail.deleteDescription'),
                    confirmLabel: t('detail.delete'),
                    cancelLabel: t('cancel'),
                  });
                  if (ok) del.mutate({ id, name }, { onSuccess: onBack });
                }}
              >
                {t('detail.delete')}
              </Button>
            ) : null}
            {squad.myRole !== 'owner' ? (
              <ReportButton targetType="squad" targetId={id} targetPath="/squads" ariaLabel={t('detail.report', { name })} />
            ) : null}
          </div>
          {squad.myRole === 'owner' ? <p className="pr-muted">{t('detail.ownerLeaves')}</p> : null}
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
