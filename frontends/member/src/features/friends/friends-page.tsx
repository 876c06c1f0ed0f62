import { useMemo, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Relationship } from '@trap/contracts';
import {
  Badge,
  Button,
  Container,
  FormField,
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

function LoadFailed({ what, retry }: { what: string; retry: () => void }) {
  return (
    <div role="alert">
      <p className="pr-error">Could not load {what}.</p>
      <Button variant="outline" size="sm" onClick={retry}>
        Try again
      </Button>
    </div>
  );
}

/**
 * Profiles start private (SPEC: isPublicProfile false), so a new member is told how others can still
 * find them, and where to change it.
 */
function PrivateProfileNote({ username }: { username: string }) {
  return (
    <aside className="nw-private-note" aria-labelledby="private-note-title">
      <p id="private-note-title" className="nw-private-note__title">
        Your profile is private
      </p>
      <p>
        Other members can find you only by your exact username, <strong>{username}</strong>: share it with the shooters you know. They see
        just your name and picture until you are friends.
      </p>
      <p>
        <Link to="/profile/privacy">Privacy settings</Link>
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
  if (blocked) return <Badge tone="warning">Blocked</Badge>;
  if (!friendship)
    return (
      <Button
        size="sm"
        onClick={() => send.mutate({ userId, name, type: 'friend' })}
        disabled={send.isPending}
        aria-label={`Add friend: ${name}`}
      >
        Add friend
      </Button>
    );
  if (friendship.status === 'accepted') return <Badge tone="success">Friends</Badge>;
  if (friendship.direction === 'incoming')
    return (
      <>
        <Button
          size="sm"
          onClick={() => answer.mutate({ id: friendship.id, name, answer: 'accept' })}
          aria-label={`Accept friend request from ${name}`}
        >
          Accept
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => answer.mutate({ id: friendship.id, name, answer: 'decline' })}
          aria-label={`Decline friend request from ${name}`}
        >
          Decline
        </Button>
      </>
    );
  return (
    <>
      <Badge tone="neutral">Request sent</Badge>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => remove.mutate({ id: friendship.id, done: `Friend request to ${name} cancelled` })}
        aria-label={`Cancel request to ${name}`}
      >
        Cancel request
      </Button>
    </>
  );
}

function FindMembers() {
  const { user } = useAuth();
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
      <h2 id="find-title">Find members</h2>
      <form className="nw-search" role="search" aria-label="Search members" onSubmit={submit}>
        <FormField
          label="Search members"
          hint="Name, club or city finds members with a public profile; an exact username finds any member."
        >
          <Input
            type="search"
            value={draft}
            maxLength={100}
            placeholder="e.g. Priya, Delhi Shooting Club, Pune, priya_k"
            onChange={(e) => setDraft(e.target.value)}
          />
        </FormField>
        <Button type="submit">Search</Button>
        {q ? (
          <Button
            variant="ghost"
            onClick={() => {
              setDraft('');
              setQ('');
              setPage(1);
            }}
          >
            Show all
          </Button>
        ) : null}
      </form>
      {members.isPending || (lookup.isFetching && !lookup.data) ? (
        <Spinner label="Loading members..." />
      ) : members.isError ? (
        <LoadFailed what="members" retry={() => void members.refetch()} />
      ) : shown.length === 0 ? (
        <p className="pr-muted">{q ? `No members match “${q}”.` : 'No public member profiles available.'}</p>
      ) : (
        <>
          <p className="pr-muted" aria-live="polite">
            {q ? `${total} found for “${q}”` : `${total} members with a public profile`}
          </p>
          <ul className="nw-list" aria-label="Members found">
            {shown.map((m) => (
              <PersonRow
                key={m.id}
                person={m}
                linked={!m.byUsername}
                meta={m.byUsername ? `Found by username ${q.replace(/^@/, '')}` : undefined}
              >
                <FriendActions userId={m.id} name={m.displayName} friendship={byMember.get(m.id)} blocked={blocked.has(m.id)} />
              </PersonRow>
            ))}
          </ul>
          {pages > 1 ? (
            <nav className="nw-pager" aria-label="Pages of members">
              <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Previous
              </Button>
              <span>
                Page {page} of {pages}
              </span>
              <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                Next
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
  if (query.isPending) return <Spinner label="Loading requests..." />;
  if (query.isError) return <LoadFailed what="your requests" retry={() => void query.refetch()} />;
  const incoming = friendships.filter((r) => r.status === 'pending' && r.direction === 'incoming');
  const outgoing = friendships.filter((r) => r.status === 'pending' && r.direction === 'outgoing');
  return (
    <>
      <section className="nw-section" aria-labelledby="received-title">
        <h2 id="received-title">Received</h2>
        {incoming.length ? (
          <ul className="nw-list" aria-label="Friend requests received">
            {incoming.map((r) => (
              <PersonRow key={r.id} person={r.otherUser} note={r.notes || undefined} meta={`Asked on ${sinceText(r.createdAt)}`}>
                <AnswerButtons
                  kind="friend"
                  name={r.otherUser.displayName}
                  onAnswer={(a) => answer.mutate({ id: r.id, name: r.otherUser.displayName, answer: a })}
                />
              </PersonRow>
            ))}
          </ul>
        ) : (
          <p className="pr-muted">No friend requests waiting for you.</p>
        )}
      </section>
      <section className="nw-section" aria-labelledby="sent-title">
        <h2 id="sent-title">Sent</h2>
        {outgoing.length ? (
          <ul className="nw-list" aria-label="Friend requests sent">
            {outgoing.map((r) => (
              <PersonRow key={r.id} person={r.otherUser} meta={`Sent on ${sinceText(r.createdAt)}`}>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => remove.mutate({ id: r.id, done: `Friend request to ${r.otherUser.displayName} cancelled` })}
                  aria-label={`Cancel request to ${r.otherUser.displayName}`}
                >
                  Cancel request
                </Button>
              </PersonRow>
            ))}
          </ul>
        ) : (
          <p className="pr-muted">You have no requests waiting for an answer.</p>
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
  if (query.isPending) return <Spinner label="Loading friends..." />;
  if (query.isError) return <LoadFailed what="your friends" retry={() => void query.refetch()} />;
  const friends = friendships.filter((r) => r.status === 'accepted');
  return (
    <section className="nw-section" aria-labelledby="friends-title">
      <h2 id="friends-title">My friends</h2>
      {friends.length ? (
        <ul className="nw-list" aria-label="My friends">
          {friends.map((r) => {
            const name = r.otherUser.displayName;
            return (
              <PersonRow key={r.id} person={r.otherUser} meta={`Friends since ${sinceText(r.since)}`}>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Remove ${name} from friends`}
                  onClick={async () => {
                    const ok = await confirm({
                      title: `Remove ${name} from your friends?`,
                      description: 'They are not told. Either of you can send a friend request again later.',
                      confirmLabel: 'Remove friend',
                    });
                    if (ok) remove.mutate({ id: r.id, done: `${name} is no longer your friend` });
                  }}
                >
                  Remove
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Block ${name}`}
                  onClick={async () => {
                    const ok = await confirm({
                      title: `Block ${name}?`,
                      description:
                        'Blocking ends your friendship and any coaching between you, and they can no longer send you requests. You can unblock them later.',
                      confirmLabel: 'Block member',
                    });
                    if (ok) block.mutate({ userId: r.otherUser.id, name });
                  }}
                >
                  Block
                </Button>
              </PersonRow>
            );
          })}
        </ul>
      ) : (
        <p className="pr-muted">No friends yet: find members on the Find members tab and send them a request.</p>
      )}
      {dialog}
    </section>
  );
}

function Following() {
  const following = useFollowing();
  const follow = useFollow();
  if (following.isPending) return <Spinner label="Loading coaches you follow..." />;
  if (following.isError) return <LoadFailed what="the coaches you follow" retry={() => void following.refetch()} />;
  return (
    <section className="nw-section" aria-labelledby="following-title">
      <h2 id="following-title">Coaches I follow</h2>
      {following.data.items.length ? (
        <ul className="nw-list" aria-label="Coaches I follow">
          {following.data.items.map((f) => (
            <PersonRow key={f.user.id} person={f.user} meta={`Following since ${sinceText(f.createdAt)}`}>
              <Button
                size="sm"
                variant="outline"
                onClick={() => follow.mutate({ coachId: f.user.id, name: f.user.displayName, follow: false })}
                aria-label={`Unfollow ${f.user.displayName}`}
              >
                Unfollow
              </Button>
            </PersonRow>
          ))}
        </ul>
      ) : (
        <p className="pr-muted">You do not follow any coaches yet.</p>
      )}
      <p>
        <Link to="/coach-finder">Find a coach</Link>
      </p>
    </section>
  );
}

function Blocked() {
  const blocks = useBlocks();
  const unblock = useUnblock();
  if (blocks.isPending) return <Spinner label="Loading blocked members..." />;
  if (blocks.isError) return <LoadFailed what="the members you blocked" retry={() => void blocks.refetch()} />;
  return (
    <section className="nw-section" aria-labelledby="blocked-title">
      <h2 id="blocked-title">Blocked members</h2>
      <p className="pr-muted">Blocked members cannot send you friend or coaching requests or follow you.</p>
      {blocks.data.items.length ? (
        <ul className="nw-list" aria-label="Blocked members">
          {blocks.data.items.map((b) => (
            <PersonRow key={b.user.id} person={b.user} meta={`Blocked on ${sinceText(b.createdAt)}`}>
              <Button
                size="sm"
                variant="outline"
                onClick={() => unblock.mutate({ userId: b.user.id, name: b.user.displayName })}
                aria-label={`Unblock ${b.user.displayName}`}
              >
                Unblock
              </Button>
            </PersonRow>
          ))}
        </ul>
      ) : (
        <p className="pr-muted">You have not blocked anyone.</p>
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
          <h1 className="pr-h1">Find Friends</h1>
          <p className="pr-muted">
            Connect with shooters across India: find members, answer requests and keep up with the coaches you follow.
          </p>
        </header>
        {user && !user.isPublicProfile ? <PrivateProfileNote username={user.username} /> : null}
        <Tabs className="nw-tabs" value={tab} onValueChange={(v) => setParams(v === 'find' ? {} : { tab: v }, { replace: true })}>
          <TabsList aria-label="Friends and network">
            <TabsTrigger value="find">Find members</TabsTrigger>
            <TabsTrigger value="requests">
              Requests
              {incoming ? (
                <span className="nw-count" aria-label={`${incoming} waiting`}>
                  {incoming}
                </span>
              ) : null}
            </TabsTrigger>
            <TabsTrigger value="friends">Friends{friends ? ` (${friends})` : ''}</TabsTrigger>
            <TabsTrigger value="following">Following</TabsTrigger>
            <TabsTrigger value="blocked">Blocked</TabsTrigger>
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
