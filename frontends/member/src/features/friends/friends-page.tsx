import { useMemo, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Relationship } from '@trap/contracts';
import {
  Badge,
  Button,
  Container,
  FormField,
  formatNumber,
  Input,
  Spinner,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  useAuth,
  useConfirm,
} from '@trap/ui';
import {
  MEMBER_PAGE_SIZE,
  useAnswerRequest,
  useBlock,
  useBlocks,
  useFollow,
  useFollowing,
  useMemberLookup,
  useMemberSearch,
  useRelationships,
  useRemoveRelationship,
  useSendRequest,
  useUnblock,
} from '../../shared/network/network-api.ts';
import { AnswerButtons, PersonRow, sinceText } from '../../shared/network/person-row.tsx';
import { Trans } from '@trap/ui/i18n/trans.tsx';
import { FRIENDS_NS, useFriendsT } from './texts/texts.ts';
import '../../shared/network/network.css';

const TABS = ['find', 'requests', 'friends', 'following', 'blocked'] as const;
type Tab = (typeof TABS)[number];

/** The caller's friendships and friend requests still in play (declined ones are over; the asker may ask again). */
function useFriendships() {
  const relationships = useRelationships();
  const friendships = useMemo(
    () => (relationships.data?.items ?? []).filter((r) => r.type === 'friend' && r.status !== 'declined'),
    [relationships.data],
  );
  return { query: relationships, friendships };
}

function LoadFailed({ message, retry }: { message: string; retry: () => void }) {
  const { t } = useFriendsT();
  return (
    <div role="alert">
      <p className="pr-error">{message}</p>
      <Button variant="outline" size="sm" onClick={retry}>
        {t('tryAgain')}
      </Button>
    </div>
  );
}

/**
 * Profiles start private (SPEC: isPublicProfile false), so a new member is told how others can still
 * find them, and where to change it.
 */
function PrivateProfileNote({ username }: { username: string }) {
  const { t } = useFriendsT();
  return (
    <aside className="nw-private-note" aria-labelledby="private-note-title">
      <p id="private-note-title" className="nw-private-note__title">
        {t('private.title')}
      </p>
      <p>
        <Trans ns={FRIENDS_NS} i18nKey="private.body" values={{ username }} components={{ name: <strong /> }} />
      </p>
      <p>
        <Link to="/profile/privacy">{t('private.settings')}</Link>
      </p>
    </aside>
  );
}

/** What can be done with a member found by the search, given any friendship with them. */
function FriendActions({
  userId,
  name,
  friendship,
  blocked,
}: {
  userId: string;
  name: string;
  friendship?: Relationship;
  blocked: boolean;
}) {
  const send = useSendRequest();
  const answer = useAnswerRequest();
  const remove = useRemoveRelationship();
  const { t } = useFriendsT();
  if (blocked) return <Badge tone="warning">{t('actions.blocked')}</Badge>;
  if (!friendship)
    return (
      <Button
        size="sm"
        onClick={() => send.mutate({ userId, name, type: 'friend' })}
        disabled={send.isPending}
        aria-label={t('actions.addFriendLabel', { name })}
      >
        {t('actions.addFriend')}
      </Button>
    );
  if (friendship.status === 'accepted') return <Badge tone="success">{t('actions.friends')}</Badge>;
  if (friendship.direction === 'incoming')
    return (
      <>
        <Button
          size="sm"
          onClick={() => answer.mutate({ id: friendship.id, name, answer: 'accept' })}
          aria-label={t('actions.acceptLabel', { name })}
        >
          {t('actions.accept')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => answer.mutate({ id: friendship.id, name, answer: 'decline' })}
          aria-label={t('actions.declineLabel', { name })}
        >
          {t('actions.decline')}
        </Button>
      </>
    );
  return (
    <>
      <Badge tone="neutral">{t('actions.requestSent')}</Badge>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => remove.mutate({ id: friendship.id, done: t('actions.requestCancelled', { name }) })}
        aria-label={t('actions.cancelRequestLabel', { name })}
      >
        {t('actions.cancelRequest')}
      </Button>
    </>
  );
}

function FindMembers() {
  const { user } = useAuth();
  const { t, language } = useFriendsT();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const members = useMemberSearch(q, page);
  const lookup = useMemberLookup(q);
  const { friendships } = useFriendships();
  const blocks = useBlocks();
  const byMember = useMemo(() => new Map(friendships.map((r) => [r.otherUser.id, r])), [friendships]);
  const blocked = useMemo(() => new Set((blocks.data?.items ?? []).map((b) => b.user.id)), [blocks.data]);
  const listed = (members.data?.items ?? []).filter((m) => m.id !== user?.id);
  // the member whose exact username this is, when the public directory did not list them (a private profile)
  const byUsername = (page === 1 ? (lookup.data?.items ?? []) : []).filter((m) => !listed.some((l) => l.id === m.id));
  const shown = [...byUsername.map((m) => ({ ...m, byUsername: true })), ...listed.map((m) => ({ ...m, byUsername: false }))];
  const total = (members.data?.total ?? 0) + byUsername.length;
  const pages = Math.max(1, Math.ceil((members.data?.total ?? 0) / MEMBER_PAGE_SIZE));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setQ(draft.trim());
    setPage(1);
  };
  return (
    <section className="nw-section" aria-labelledby="find-title">
      <h2 id="find-title">{t('find.title')}</h2>
      <form className="nw-search" role="search" aria-label={t('find.searchLabel')} onSubmit={submit}>
        <FormField label={t('find.searchLabel')} hint={t('find.hint')}>
          <Input
            type="search"
            value={draft}
            maxLength={100}
            placeholder={t('find.placeholder')}
            onChange={(e) => setDraft(e.target.value)}
          />
        </FormField>
        <Button type="submit">{t('find.search')}</Button>
        {q ? (
          <Button
            variant="ghost"
            onClick={() => {
              setDraft('');
              setQ('');
              setPage(1);
            }}
          >
            {t('find.showAll')}
          </Button>
        ) : null}
      </form>
      {members.isPending || (lookup.isFetching && !lookup.data) ? (
        <Spinner label={t('find.loading')} />
      ) : members.isError ? (
        <LoadFailed message={t('loadFailed.members')} retry={() => void members.refetch()} />
      ) : shown.length === 0 ? (
        <p className="pr-muted">{q ? t('find.noMatch', { q }) : t('find.none')}</p>
      ) : (
        <>
          <p className="pr-muted" aria-live="polite">
            {q ? t('find.found', { total: formatNumber(total, language), q }) : t('find.public', { total: formatNumber(total, language) })}
          </p>
          <ul className="nw-list" aria-label={t('find.listLabel')}>
            {shown.map((m) => (
              <PersonRow
                key={m.id}
                person={m}
                linked={!m.byUsername}
                meta={m.byUsername ? t('find.byUsername', { username: q.replace(/^@/, '') }) : undefined}
              >
                <FriendActions userId={m.id} name={m.displayName} friendship={byMember.get(m.id)} blocked={blocked.has(m.id)} />
              </PersonRow>
            ))}
          </ul>
          {pages > 1 ? (
            <nav className="nw-pager" aria-label={t('find.pages')}>
              <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('find.previous')}
              </Button>
              <span>{t('find.page', { page: formatNumber(page, language), pages: formatNumber(pages, language) })}</span>
              <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t('find.next')}
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}

function Requests() {
  const { query, friendships } = useFriendships();
  const answer = useAnswerRequest();
  const remove = useRemoveRelationship();
  const { t, language } = useFriendsT();
  if (query.isPending) return <Spinner label={t('requests.loading')} />;
  if (query.isError) return <LoadFailed message={t('loadFailed.requests')} retry={() => void query.refetch()} />;
  const incoming = friendships.filter((r) => r.status === 'pending' && r.direction === 'incoming');
  const outgoing = friendships.filter((r) => r.status === 'pending' && r.direction === 'outgoing');
  return (
    <>
      <section className="nw-section" aria-labelledby="received-title">
        <h2 id="received-title">{t('requests.received')}</h2>
        {incoming.length ? (
          <ul className="nw-list" aria-label={t('requests.receivedLabel')}>
            {incoming.map((r) => (
              <PersonRow key={r.id} person={r.otherUser} note={r.notes || undefined} meta={t('requests.askedOn', { date: sinceText(r.createdAt, language) })}>
                <AnswerButtons
                  kind="friend"
                  name={r.otherUser.displayName}
                  onAnswer={(a) => answer.mutate({ id: r.id, name: r.otherUser.displayName, answer: a })}
                />
              </PersonRow>
            ))}
          </ul>
        ) : (
          <p className="pr-muted">{t('requests.noneReceived')}</p>
        )}
      </section>
      <section className="nw-section" aria-labelledby="sent-title">
        <h2 id="sent-title">{t('requests.sent')}</h2>
        {outgoing.length ? (
          <ul className="nw-list" aria-label={t('requests.sentLabel')}>
            {outgoing.map((r) => (
              <PersonRow key={r.id} person={r.otherUser} meta={t('requests.sentOn', { date: sinceText(r.createdAt, language) })}>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => remove.mutate({ id: r.id, done: t('actions.requestCancelled', { name: r.otherUser.displayName }) })}
                  aria-label={t('actions.cancelRequestLabel', { name: r.otherUser.displayName })}
                >
                  {t('actions.cancelRequest')}
                </Button>
              </PersonRow>
            ))}
          </ul>
        ) : (
          <p className="pr-muted">{t('requests.noneSent')}</p>
        )}
      </section>
    </>
  );
}

function Friends() {
  const { query, friendships } = useFriendships();
  const remove = useRemoveRelationship();
  const block = useBlock();
  const [confirm, dialog] = useConfirm();
  const { t, language } = useFriendsT();
  if (query.isPending) return <Spinner label={t('friends.loading')} />;
  if (query.isError) return <LoadFailed message={t('loadFailed.friends')} retry={() => void query.refetch()} />;
  const friends = friendships.filter((r) => r.status === 'accepted');
  return (
    <section className="nw-section" aria-labelledby="friends-title">
      <h2 id="friends-title">{t('friends.title')}</h2>
      {friends.length ? (
        <ul className="nw-list" aria-label={t('friends.title')}>
          {friends.map((r) => {
            const name = r.otherUser.displayName;
            return (
              <PersonRow key={r.id} person={r.otherUser} meta={t('friends.since', { date: sinceText(r.since, language) })}>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={t('friends.removeLabel', { name })}
                  onClick={async () => {
                    const ok = await confirm({
                      title: t('friends.removeTitle', { name }),
                      description: t('friends.removeDescription'),
                      confirmLabel: t('friends.removeConfirm'),
                      cancelLabel: t('cancel'),
                    });
                    if (ok) remove.mutate({ id: r.id, done: t('friends.removed', { name }) });
                  }}
                >
                  {t('friends.remove')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('friends.blockLabel', { name })}
                  onClick={async () => {
                    const ok = await confirm({
                      title: t('friends.blockTitle', { name }),
                      description: t('friends.blockDescription'),
                      confirmLabel: t('friends.blockConfirm'),
                      cancelLabel: t('cancel'),
                    });
                    if (ok) block.mutate({ userId: r.otherUser.id, name });
                  }}
                >
                  {t('friends.block')}
                </Button>
              </PersonRow>
            );
          })}
        </ul>
      ) : (
        <p className="pr-muted">{t('friends.none')}</p>
      )}
      {dialog}
    </section>
  );
}

function Following() {
  const following = useFollowing();
  const follow = useFollow();
  const { t, language } = useFriendsT();
  if (following.isPending) return <Spinner label={t('following.loading')} />;
  if (following.isError) return <LoadFailed message={t('loadFailed.following')} retry={() => void following.refetch()} />;
  return (
    <section className="nw-section" aria-labelledby="following-title">
      <h2 id="following-title">{t('following.title')}</h2>
      {following.data.items.length ? (
        <ul className="nw-list" aria-label={t('following.title')}>
          {following.data.items.map((f) => (
            <PersonRow key={f.user.id} person={f.user} meta={t('following.since', { date: sinceText(f.createdAt, language) })}>
              <Button
                size="sm"
                variant="outline"
                onClick={() => follow.mutate({ coachId: f.user.id, name: f.user.displayName, follow: false })}
                aria-label={t('following.unfollowLabel', { name: f.user.displayName })}
              >
                {t('following.unfollow')}
              </Button>
            </PersonRow>
          ))}
        </ul>
      ) : (
        <p className="pr-muted">{t('following.none')}</p>
      )}
      <p>
        <Link to="/coach-finder">{t('following.findCoach')}</Link>
      </p>
    </section>
  );
}

function Blocked() {
  const blocks = useBlocks();
  const unblock = useUnblock();
  const { t, language } = useFriendsT();
  if (blocks.isPending) return <Spinner label={t('blocked.loading')} />;
  if (blocks.isError) return <LoadFailed message={t('loadFailed.blocked')} retry={() => void blocks.refetch()} />;
  return (
    <section className="nw-section" aria-labelledby="blocked-title">
      <h2 id="blocked-title">{t('blocked.title')}</h2>
      <p className="pr-muted">{t('blocked.lead')}</p>
      {blocks.data.items.length ? (
        <ul className="nw-list" aria-label={t('blocked.title')}>
          {blocks.data.items.map((b) => (
            <PersonRow key={b.user.id} person={b.user} meta={t('blocked.on', { date: sinceText(b.createdAt, language) })}>
              <Button
                size="sm"
                variant="outline"
                onClick={() => unblock.mutate({ userId: b.user.id, name: b.user.displayName })}
                aria-label={t('blocked.unblockLabel', { name: b.user.displayName })}
              >
                {t('blocked.unblock')}
              </Button>
            </PersonRow>
          ))}
        </ul>
      ) : (
        <p className="pr-muted">{t('blocked.none')}</p>
      )}
    </section>
  );
}

/**
 * /friends (Find Friends): search public members by name, club or city, or any member by exact username, and send friend requests;
 * answer or cancel requests; friends with remove and block; coaches followed; blocked members.
 * Tabs are addressable (?tab=requests), so a notice can link straight to them.
 */
export default function FriendsPage() {
  const { user } = useAuth();
  const { t, language } = useFriendsT();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = TABS.includes(asked as Tab) ? (asked as Tab) : 'find';
  const { friendships } = useFriendships();
  const incoming = friendships.filter((r) => r.status === 'pending' && r.direction === 'incoming').length;
  const friends = friendships.filter((r) => r.status === 'accepted').length;
  return (
    <Container>
      <div className="pr-page">
        <header>
          <h1 className="pr-h1">{t('title')}</h1>
          <p className="pr-muted">{t('lead')}</p>
        </header>
        {user && !user.isPublicProfile ? <PrivateProfileNote username={user.username} /> : null}
        <Tabs className="nw-tabs" value={tab} onValueChange={(v) => setParams(v === 'find' ? {} : { tab: v }, { replace: true })}>
          <TabsList aria-label={t('tabs.label')}>
            <TabsTrigger value="find">{t('tabs.find')}</TabsTrigger>
            <TabsTrigger value="requests">
              {t('tabs.requests')}
              {incoming ? (
                <span className="nw-count" aria-label={t('tabs.waiting', { n: formatNumber(incoming, language) })}>
                  {formatNumber(incoming, language)}
                </span>
              ) : null}
            </TabsTrigger>
            <TabsTrigger value="friends">
              {friends ? t('tabs.friendsCount', { n: formatNumber(friends, language) }) : t('tabs.friends')}
            </TabsTrigger>
            <TabsTrigger value="following">{t('tabs.following')}</TabsTrigger>
            <TabsTrigger value="blocked">{t('tabs.blocked')}</TabsTrigger>
          </TabsList>
          <TabsContent value="find">
            <FindMembers />
          </TabsContent>
          <TabsContent value="requests">
            <Requests />
          </TabsContent>
          <TabsContent value="friends">
            <Friends />
          </TabsContent>
          <TabsContent value="following">
            <Following />
          </TabsContent>
          <TabsContent value="blocked">
            <Blocked />
          </TabsContent>
        </Tabs>
      </div>
    </Container>
  );
}
