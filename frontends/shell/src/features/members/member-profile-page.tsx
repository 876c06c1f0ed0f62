import { Link, useParams } from 'react-router';
import type { MemberProfilePage as Profile } from '@trap/contracts';
import { communityApi, networkApi } from '@trap/contracts/api/route-paths';
import { call, Badge, Button, ListState, PageHead, ReportButton, Spinner, useAuth, useConfirm } from '@trap/ui';
import { ItemLoadError } from '../../shared/components/item-load-error.tsx';
import { levelLabel } from '@trap/ui/format/level-label.ts';
import { formatDate } from '../../shared/lib/format.ts';
import { useMemberActivity, useMemberProfile, useProfileAction, useSharedStats, type ActivityItem } from './member-queries.ts';
import './members.css';

const dateText = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { month: 'long', year: 'numeric' });

/** What the logged-in viewer can do here: befriend, answer, cancel, follow a coach, ask for coaching, block. */
function Actions({ page }: { page: Profile }) {
  const { member, coach, viewer } = page;
  const act = useProfileAction(member.id);
  const [confirm, dialog] = useConfirm();
  if (!viewer) return null;
  if (viewer.self)
    return (
      <div className="mp-actions">
        <p className="page__muted">This is how other members see your profile.</p>
        <Link className="ui-btn ui-btn--outline ui-btn--sm" to="/profile/edit">
          Edit profile
        </Link>
      </div>
    );
  const name = member.displayName;
  const run = (done: string, call: () => Promise<unknown>) => act.mutate({ run: call, done });
  if (viewer.blocked)
    return (
      <div className="mp-actions">
        <Badge tone="warning">Blocked</Badge>
        <Button
          size="sm"
          variant="outline"
          disabled={act.isPending}
          onClick={() => run(`You unblocked ${name}`, () => call(networkApi.unblockMember, { params: { userId: member.id } }))}
        >
          Unblock
        </Button>
      </div>
    );
  const f = viewer.friendship;
  return (
    <div className="mp-actions">
      {!f ? (
        <Button
          size="sm"
          disabled={act.isPending}
          onClick={() =>
            run(`Friend request sent to ${name}`, () =>
              call(communityApi.requestRelationship, { body: { relatedUserId: member.id, type: 'friend', notes: '' } }),
            )
          }
        >
          Add friend
        </Button>
      ) : f.status === 'accepted' ? (
        <Badge tone="success">Friends</Badge>
      ) : f.direction === 'incoming' ? (
        <>
          <Button
            size="sm"
            disabled={act.isPending}
            onClick={() => run(`You and ${name} are now friends`, () => call(communityApi.acceptRelationship, { params: { id: f.id } }))}
          >
            Accept friend request
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={act.isPending}
            onClick={() => run(`You declined ${name}'s request`, () => call(communityApi.declineRelationship, { params: { id: f.id } }))}
          >
            Decline
          </Button>
        </>
      ) : (
        <>
          <Badge tone="neutral">Friend request sent</Badge>
          <Button
            size="sm"
            variant="ghost"
            disabled={act.isPending}
            onClick={() => run(`Friend request to ${name} cancelled`, () => call(communityApi.removeRelationship, { params: { id: f.id } }))}
          >
            Cancel request
          </Button>
        </>
      )}
      {coach ? (
        <>
          <Button
            size="sm"
            variant="outline"
            aria-pressed={viewer.following}
            disabled={act.isPending}
            onClick={() =>
              viewer.following
                ? run(`You no longer follow ${name}`, () => call(networkApi.unfollowCoach, { params: { id: member.id } }))
                : run(`You follow ${name}`, () => call(networkApi.followCoach, { params: { id: member.id } }))
            }
          >
            {viewer.following ? 'Following' : 'Follow'}
          </Button>
          {viewer.coaching?.status === 'accepted' ? (
            <Badge tone="success">Your coach</Badge>
          ) : viewer.coaching ? (
            <Badge tone="neutral">Coaching request sent</Badge>
          ) : coach.acceptingRequests ? (
            <Button
              size="sm"
              variant="secondary"
              disabled={act.isPending}
              onClick={() =>
                run(`Coaching request sent to ${name}`, () =>
                  call(communityApi.requestRelationship, { body: { relatedUserId: member.id, type: 'coach', notes: '' } }),
                )
              }
            >
              Request coaching
            </Button>
          ) : (
            <Badge tone="warning">Not taking new requests</Badge>
          )}
        </>
      ) : null}
      <Button
        size="sm"
        variant="ghost"
        disabled={act.isPending}
        onClick={async () => {
          const ok = await confirm({
            title: `Block ${name}?`,
            description:
              'Blocking ends your friendship and any coaching between you, and they can no longer send you requests. You can unblock them later.',
            confirmLabel: 'Block member',
          });
          if (ok) run(`You blocked ${name}`, () => call(networkApi.blockMember, { body: { userId: member.id } }));
        }}
      >
        Block
      </Button>
      <ReportButton
        targetType="member_profile"
        targetId={member.id}
        targetPath={`/members/${member.id}`}
        ariaLabel={`Report ${name}'s profile`}
      />
      {dialog}
    </div>
  );
}

const SOCIAL_LABELS: Record<string, string> = {
  website: 'Website',
  instagram: 'Instagram',
  facebook: 'Facebook',
  x: 'X',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
};

/** What the member chose to show on their public profile (their profile privacy): shooting since, shooter ids, links. */
function ShooterDetails({ member }: { member: Profile['member'] }) {
  const links = Object.entries(member.socialLinks ?? {}).filter(([, url]) => /^https?:\/\//i.test(url));
  const since = member.shootingSince ? new Date(member.shootingSince) : null;
  const facts = [
    since && !Number.isNaN(since.getTime()) ? { label: 'Shooting since', value: String(since.getFullYear()) } : null,
    member.nraiShooterId ? { label: 'NRAI Shooter ID', value: member.nraiShooterId } : null,
    member.issfId ? { label: 'ISSF ID', value: member.issfId } : null,
  ].filter((f): f is { label: string; value: string } => f !== null);
  if (!facts.length && !links.length) return null;
  return (
    <section aria-labelledby="mp-details">
      <h2 id="mp-details">Shooter details</h2>
      {facts.length ? (
        <ul className="mp-coach">
          {facts.map((f) => (
            <li key={f.label}>
              <strong>{f.label}:</strong> {f.value}
            </li>
          ))}
        </ul>
      ) : null}
      {links.length ? (
        <ul className="mp-links" aria-label={`${member.displayName} elsewhere`}>
          {links.map(([key, url]) => (
            <li key={key}>
              <a href={url} target="_blank" rel="noopener noreferrer nofollow">
                {SOCIAL_LABELS[key] ?? key}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** Practice the member shares with this viewer (as a friend or coach), if any. */
function SharedPractice({ page }: { page: Profile }) {
  const { viewer, member } = page;
  const stats = useSharedStats(member.id, Boolean(viewer && !viewer.self));
  if (!viewer || viewer.self || stats.isPending || stats.isError || !stats.data) {
    if (viewer?.friendship?.status === 'accepted' && stats.data === null)
      return <p className="page__muted">{member.displayName} does not share their practice with friends.</p>;
    return null;
  }
  const s = stats.data;
  return (
    <section aria-labelledby="mp-practice">
      <h2 id="mp-practice">Shared practice</h2>
      <p className="page__muted">What {member.displayName} shares with you.</p>
      <dl className="mp-stats">
        <div>
          <dt>Sessions</dt>
          <dd>{s.basis.sessions}</dd>
        </div>
        <div>
          <dt>Rounds</dt>
          <dd>{s.basis.rounds}</dd>
        </div>
        <div>
          <dt>Average per round</dt>
          <dd>{s.averagePerRound === null ? '–' : s.averagePerRound.toFixed(1)}</dd>
        </div>
        <div>
          <dt>Hit rate</dt>
          <dd>{s.hitRate === null ? '–' : `${Math.round(s.hitRate * 100)}%`}</dd>
        </div>
        {s.best.round ? (
          <div>
            <dt>Best round</dt>
            <dd>
              {s.best.round.kills}/{s.best.round.targets}
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

const ACTIVITY_KINDS: Record<ActivityItem['kind'], string> = {
  practice_session: 'Practice session',
  achievement: 'Achievement',
  forum_topic: 'Forum topic',
  forum_reply: 'Forum reply',
};
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The member's sessions, achievements and forum posts, as far as their sharing lets this viewer see them. */
function MemberActivity({ member }: { member: Profile['member'] }) {
  const activity = useMemberActivity(member.id);
  return (
    <section aria-labelledby="mp-activity">
      <h2 id="mp-activity">Activity</h2>
      <ListState
        query={activity}
        loading="Loading activity..."
        what={`${member.displayName}'s activity`}
        isEmpty={(d) => d.pages.every((p) => p.items.length === 0)}
        empty={`${member.displayName} has no activity you can see yet.`}
      >
        {(d) => (
          <>
            <ul className="mp-activity" aria-label={`${member.displayName}'s activity`}>
              {d.pages
                .flatMap((p) => p.items)
                .map((item) => (
                  <li key={item.id} className="mp-activity__item">
                    <p className="mp-activity__meta">
                      <Badge tone={item.kind === 'achievement' ? 'success' : 'neutral'}>{ACTIVITY_KINDS[item.kind]}</Badge>{' '}
                      <time dateTime={item.occurredAt}>{formatDate(item.occurredAt)}</time>
                    </p>
                    {/* sessions and achievements link back to this page: only posts get a link */}
                    <p className="mp-activity__title">
                      {item.link && item.kind.startsWith('forum_') ? <Link to={item.link}>{item.title}</Link> : item.title}
                    </p>
                    {item.summary ? <p className="page__muted mp-activity__summary">{item.summary}</p> : null}
                    <p className="page__muted">
                      {count(item.kudosCount, 'kudos', 'kudos')} · {count(item.commentCount, 'comment', 'comments')}
                    </p>
                  </li>
                ))}
            </ul>
            {activity.hasNextPage ? (
              <Button
                size="sm"
                variant="outline"
                disabled={activity.isFetchingNextPage}
                aria-busy={activity.isFetchingNextPage || undefined}
                onClick={() => void activity.fetchNextPage()}
              >
                Show more
              </Button>
            ) : null}
          </>
        )}
      </ListState>
    </section>
  );
}

/**
 * /members/{id}: a member's profile page (linked from friend lists, the coach finder and forum
 * posts): their public details, the coaching they offer, their activity, and what the viewer can do.
 */
export default function MemberProfilePage() {
  const { id = '' } = useParams();
  const profile = useMemberProfile(id);
  const { user } = useAuth();

  if (profile.isPending) return <Spinner block label="Loading profile..." />;
  if (profile.isError)
    return (
      <ItemLoadError
        error={profile.error}
        missingTitle="Member not found"
        missingText="This profile does not exist or is not public."
        failedTitle="The profile could not be loaded"
        section="Member profile"
        back={{ to: user ? '/friends' : '/', label: user ? 'Find Friends' : 'Home' }}
      />
    );

  const page = profile.data;
  const { member, coach } = page;
  const facts = [levelLabel(member.level), member.clubAffiliation, member.location].filter(Boolean);
  return (
    <div className="page">
      <PageHead
        title={`${member.displayName} | Member profile`}
        description={`${member.displayName}, ${facts.join(', ')}`}
        noindex={!member.isPublicProfile}
      />
      <article className="mp" aria-labelledby="mp-name">
        <header className="mp-head">
          {member.avatarUrl ? (
            <img className="mp-avatar" src={member.avatarUrl} alt="" width={96} height={96} />
          ) : (
            <span className="mp-avatar mp-avatar--initial" aria-hidden="true">
              {member.displayName.trim().charAt(0).toUpperCase()}
            </span>
          )}
          <div className="mp-head__text">
            <p className="page__eyebrow">{coach ? 'Coach' : 'Member'} profile</p>
            <h1 id="mp-name">{member.displayName}</h1>
            <p className="mp-facts">{facts.join(' · ')}</p>
            <p className="page__muted">
              Member since {dateText(member.memberSince)} · {page.friendsCount} {page.friendsCount === 1 ? 'friend' : 'friends'}
              {coach ? ` · ${coach.followersCount} ${coach.followersCount === 1 ? 'follower' : 'followers'}` : ''}
            </p>
            {member.isCoach ? <Badge tone="primary">Coach</Badge> : null}
          </div>
        </header>

        {user ? (
          <Actions page={page} />
        ) : (
          <p className="page__muted">
            <Link to="/auth">Log in</Link> to add {member.displayName} as a friend{coach ? ' or ask for coaching' : ''}.
          </p>
        )}

        {member.bio ? (
          <section aria-labelledby="mp-about">
            <h2 id="mp-about">About</h2>
            <p className="mp-bio">{member.bio}</p>
          </section>
        ) : null}

        <ShooterDetails member={member} />

        {coach ? (
          <section aria-labelledby="mp-coaching">
            <h2 id="mp-coaching">Coaching</h2>
            {coach.speciality ? (
              <ul className="mp-coach">
                <li>
                  <strong>Speciality:</strong> {coach.speciality}
                </li>
                <li>
                  <strong>City:</strong> {coach.city}
                </li>
                <li>
                  <strong>Experience:</strong> {coach.experienceYears} years
                </li>
                <li>
                  <strong>Rate:</strong> ₹{coach.ratePerSession?.toLocaleString('en-IN')} a session
                </li>
              </ul>
            ) : (
              <p className="page__muted">This coach has not filled in their coaching details yet.</p>
            )}
            {coach.about ? <p className="mp-bio">{coach.about}</p> : null}
          </section>
        ) : null}

        <SharedPractice page={page} />

        <MemberActivity member={member} />
      </article>
    </div>
  );
}
