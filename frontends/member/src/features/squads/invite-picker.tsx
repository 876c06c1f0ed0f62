import { useMemo, useState } from 'react';
import { Avatar, Button, FormField, Input, Spinner } from '@trap/ui';
import { useMemberLookup, useMemberSearch, useRelationships } from '../../shared/network/network-api.ts';
import { useInvite, type Squad } from './squads-api.ts';
import { useSquadsT } from './texts/texts.ts';

interface Candidate {
  id: string;
  displayName: string;
  avatarUrl: string | null;
  friend: boolean;
}

/**
 * Invite members (owners and captains): friends first, then any public member found by name, club or
 * city, and any member (a private profile too: name and picture only) by their exact username.
 */
export function InvitePicker({ squad, onClose }: { squad: Squad; onClose: () => void }) {
  const [q, setQ] = useState('');
  const relationships = useRelationships();
  const search = useMemberSearch(q.trim(), 1);
  const lookup = useMemberLookup(q);
  const invite = useInvite();
  const { t } = useSquadsT();
  const inSquad = useMemo(() => new Set(squad.members.map((m) => m.userId)), [squad.members]);
  const needle = q.trim().toLowerCase();

  const candidates = useMemo(() => {
    const friends: Candidate[] = (relationships.data?.items ?? [])
      .filter((r) => r.type === 'friend' && r.status === 'accepted')
      .map((r) => ({ ...r.otherUser, friend: true }));
    const shown = new Set(friends.map((f) => f.id));
    const found = [...(lookup.data?.items ?? []), ...(search.data?.items ?? [])];
    const others: Candidate[] = found
      .filter((m, i) => !shown.has(m.id) && found.findIndex((o) => o.id === m.id) === i)
      .map((m) => ({ id: m.id, displayName: m.displayName, avatarUrl: m.avatarUrl ?? null, friend: false }));
    return [...friends.filter((f) => !needle || f.displayName.toLowerCase().includes(needle)), ...others].filter((c) => !inSquad.has(c.id));
  }, [relationships.data, search.data, lookup.data, inSquad, needle]);

  return (
    <section className="sq-card sq-invite" aria-labelledby="invite-title">
      <div className="sq-row">
        <h3 className="pr-h3" id="invite-title">
          {t('invite.title')}
        </h3>
        <Button size="sm" variant="ghost" onClick={onClose}>
          {t('invite.done')}
        </Button>
      </div>
      <FormField label={t('invite.find')} hint={t('invite.hint')}>
        <Input type="search" maxLength={100} value={q} onChange={(e) => setQ(e.target.value)} placeholder={t('invite.placeholder')} />
      </FormField>
      {relationships.isPending || search.isPending ? (
        <Spinner label={t('invite.loading')} />
      ) : search.isError && relationships.isError ? (
        <p className="pr-error" role="alert">
          {t('invite.failed')}
        </p>
      ) : candidates.length === 0 ? (
        <p className="pr-muted">{needle ? t('invite.noMatch', { q: q.trim() }) : t('invite.allIn')}</p>
      ) : (
        <ul className="sq-members" aria-label={t('invite.listLabel')}>
          {candidates.slice(0, 30).map((c) => (
            <li key={c.id} className="sq-member">
              <Avatar name={c.displayName} url={c.avatarUrl} size={32} />
              <span className="sq-member__name">
                {c.displayName}
                {c.friend ? <span className="sq-member__tag">{t('invite.friend')}</span> : null}
              </span>
              <Button
                size="sm"
                disabled={invite.isPending}
                aria-label={t('invite.inviteLabel', { name: c.displayName })}
                onClick={() => invite.mutate({ id: squad.id, userId: c.id, name: c.displayName })}
              >
                {t('invite.invite')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
