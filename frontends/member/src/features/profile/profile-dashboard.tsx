import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DISCIPLINE_RULES, ROLE_LABELS, TIER_LABELS, type TierFeatureId } from '@trap/contracts';
import { ApiError, Badge, Button, Card, Container, LockedFeature, Spinner, errorMessage, tierRequiredOf, useAuth } from '@trap/ui';
import { ActivityFeed } from './activity-feed.tsx';
import { MembershipPlan } from './membership-plan.tsx';
import { VerifyEmailNotice } from '../../shared/account/verify-email-notice.tsx';
import { LicenceWarning } from '../../shared/licence/licence-warning.tsx';
import { useAchievements, useChallenges, useFriends, useProgression, useRecentSessions, useSquads } from './dashboard-api.ts';
import './profile.css';

const STATUS_LABELS: Record<string, string> = {
  active: 'Active',
  trial: 'Trial',
  pending_payment: 'Payment pending',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

const day = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' });

/** A query's loading and error states in a card; the content once it is there. */
function Loaded<T>({
  q,
  label,
  feature,
  children,
}: {
  q: { isPending: boolean; isError: boolean; error: unknown; data?: T; refetch: () => unknown };
  label: string;
  /** the paid feature the section shows, locked when the member's tier lacks it */
  feature?: TierFeatureId;
  children: (data: T) => ReactNode;
}) {
  if (q.isPending) return <Spinner size="sm" label={`Loading ${label}`} />;
  // a paid tier's section (squads, challenges, achievements): what it does and an upgrade link
  const needed = q.isError ? tierRequiredOf(q.error) : undefined;
  if (needed) return <LockedFeature feature={feature} tier={needed} compact />;
  if (q.isError || q.data === undefined)
    return (
      <p role="alert" className="pr-error">
        {label.charAt(0).toUpperCase() + label.slice(1)} could not be loaded: {errorMessage(q.error)}{' '}
        <Button variant="link" size="sm" onClick={() => void q.refetch()}>
          Try again
        </Button>
      </p>
    );
  return <>{children(q.data)}</>;
}

function RecentSessions() {
  const sessions = useRecentSessions();
  return (
    <Loaded q={sessions} label="recent sessions">
      {(data) =>
        data.items.length ? (
          <ul className="pf-list" aria-label="Recent sessions">
            {data.items.map((s) => (
              <li key={s.id}>
                <span>
                  {day(s.date)} · {s.title || s.location || DISCIPLINE_RULES[s.discipline]?.label || 'Session'}
                </span>
                <strong>
                  {s.totalScore}/{s.totalTargets}
                </strong>
              </li>
            ))}
          </ul>
        ) : (
          <p className="pr-muted">No sessions yet: log your first round and it shows here.</p>
        )
      }
    </Loaded>
  );
}

function Network() {
  const friends = useFriends();
  const squads = useSquads();
  return (
    <Card role="region" aria-labelledby="profile-network" data-tour="network">
      <h2 id="profile-network" style={{ fontSize: '1.1rem' }}>
        Network management
      </h2>
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '0.75rem' }}>
        <div>
          <Loaded q={friends} label="friends">
            {(data) => {
              const accepted = data.items.filter((r) => r.status === 'accepted').length;
              const waiting = data.items.filter((r) => r.status === 'pending' && r.direction === 'incoming').length;
              return (
                <>
                  <p className="pf-stat" aria-label={`${accepted} friends`}>
                    {accepted}
                  </p>
                  <p className="pr-muted" style={{ marginTop: 0 }}>
                    {accepted === 1 ? 'friend' : 'friends'}
                    {waiting ? ` · ${waiting} request${waiting === 1 ? '' : 's'} waiting` : ''}
                  </p>
                </>
              );
            }}
          </Loaded>
        </div>
        <div>
          <Loaded q={squads} label="squads" feature="squads">
            {(data) => (
              <>
                <p className="pf-stat" aria-label={`${data.mine.length} squads`}>
                  {data.mine.length}
                </p>
                <p className="pr-muted" style={{ marginTop: 0 }}>
                  {data.mine.length === 1 ? 'squad' : 'squads'}
                  {data.invitations.length ? ` · ${data.invitations.length} invitation${data.invitations.length === 1 ? '' : 's'}` : ''}
                </p>
              </>
            )}
          </Loaded>
        </div>
      </div>
      <p style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap', marginBottom: 0 }}>
        <Button asChild size="sm">
          <Link to="/friends">Find Friends</Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link to="/squads">Squads</Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link to="/coach-finder">Coach finder</Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link to="/bookmarks">Bookmarked topics</Link>
        </Button>
      </p>
    </Card>
  );
}

const COMING = 'Coming with your first logged rounds.';

/** Level and XP from /api/progression; the bar shows the way to the next level. */
function LevelAndXp() {
  const progression = useProgression();
  // not served yet on this deployment: the same promise as the cards beside it
  if (progression.error instanceof ApiError && progression.error.status === 404) return <p className="pr-muted">{COMING}</p>;
  return (
    <Loaded q={progression} label="level and XP">
      {(p) =>
        p.sessions === 0 ? (
          <p className="pr-muted">{COMING}</p>
        ) : (
          <>
            <p className="pf-stat">
              Level {p.level} · {p.levelLabel}
            </p>
            <div
              className="pf-bar"
              role="progressbar"
              aria-label="Progress to the next level"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(p.progressToNext * 100)}
            >
              <div className="pf-bar__fill" style={{ width: `${Math.round(p.progressToNext * 100)}%` }} />
            </div>
            <p className="pr-muted">
              {p.totalXp} XP · {Math.max(0, p.nextLevelXp - p.totalXp)} XP to level {p.level + 1}
            </p>
          </>
        )
      }
    </Loaded>
  );
}

/** Challenges still running for the member, nearest to done first (at most three). */
function ActiveChallenges() {
  const board = useChallenges();
  if (board.error instanceof ApiError && board.error.status === 404) return <p className="pr-muted">{COMING}</p>;
  return (
    <Loaded q={board} label="challenges" feature="challenges">
      {(b) => {
        const running = b.items
          .filter((c) => !c.isCompleted)
          .sort((x, y) => x.remaining / x.requiredCount - y.remaining / y.requiredCount)
          .slice(0, 3);
        return running.length ? (
          <ul className="pf-list" aria-label="Active challenges">
            {running.map((c) => (
              <li key={c.id}>
                <span>{c.name}</span>
                <strong>
                  {c.currentCount}/{c.requiredCount}
                </strong>
              </li>
            ))}
          </ul>
        ) : (
          <p className="pr-muted">{b.completed ? `All ${b.completed} done: new ones appear on the Challenge Board.` : COMING}</p>
        );
      }}
    </Loaded>
  );
}

/** The three achievements earned last. */
function LatestAchievements() {
  const list = useAchievements();
  if (list.error instanceof ApiError && list.error.status === 404) return <p className="pr-muted">{COMING}</p>;
  return (
    <Loaded q={list} label="achievements" feature="challenges">
      {(a) => {
        const latest = [...a.earned].sort((x, y) => (y.unlockedAt ?? '').localeCompare(x.unlockedAt ?? '')).slice(0, 3);
        return latest.length ? (
          <ul className="pf-list" aria-label="Latest achievements">
            {latest.map((x) => (
              <li key={x.id}>
                <span>{x.title}</span>
                <span className="pr-muted" style={{ margin: 0 }}>
                  {x.unlockedAt ? day(x.unlockedAt) : ''}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="pr-muted">{COMING}</p>
        );
      }}
    </Loaded>
  );
}

/** Level and XP, active challenges and the latest achievements (practice's progression, challenges and achievements). */
function Progression() {
  return (
    <Card role="region" aria-labelledby="profile-achievements" data-tour="achievements">
      <h2 id="profile-achievements" style={{ fontSize: '1.1rem' }}>
        Achievements
      </h2>
      <h3 className="pr-h3">Level and XP</h3>
      <LevelAndXp />
      <h3 className="pr-h3">Active challenges</h3>
      <ActiveChallenges />
      <h3 className="pr-h3">Latest achievements</h3>
      <LatestAchievements />
      <p style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap', marginBottom: 0 }}>
        <Button asChild size="sm" variant="outline">
          <Link to="/challenges">Challenge Board</Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link to="/achievements">Achievements</Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link to="/skill-roadmap">Skill Roadmap</Link>
        </Button>
      </p>
    </Card>
  );
}

/** The member's dashboard (SPEC 2.11 tour): profile, membership, training, network, achievements and the activity feed. */
export default function ProfileDashboard() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Container>
      <div className="pr-page" data-tour="profile-dashboard">
        <div className="pr-header">
          <h1 className="pr-h1">Welcome, {user.displayName || user.username}</h1>
          <Badge tone="primary">Dashboard</Badge>
        </div>
        <VerifyEmailNotice />
        <LicenceWarning />
        <div className="pf-cards">
          <Card role="region" aria-labelledby="profile-info" data-tour="profile-info">
            <h2 id="profile-info" style={{ fontSize: '1.1rem' }}>
              Profile information
            </h2>
            <dl
              style={{
                margin: 0,
                display: 'grid',
                gridTemplateColumns: 'auto minmax(0, 1fr)',
                gap: '0.35rem 1rem',
                overflowWrap: 'anywhere',
              }}
            >
              <dt>Username</dt>
              <dd style={{ margin: 0 }}>{user.username}</dd>
              <dt>Email</dt>
              <dd style={{ margin: 0 }}>{user.email}</dd>
              <dt>Role</dt>
              <dd style={{ margin: 0 }}>{ROLE_LABELS[user.role] ?? user.role}</dd>
              {user.clubAffiliation ? (
                <>
                  <dt>Club</dt>
                  <dd style={{ margin: 0 }}>{user.clubAffiliation}</dd>
                </>
              ) : null}
              <dt>Profile</dt>
              <dd style={{ margin: 0 }}>{user.isPublicProfile ? 'Public' : 'Private'}</dd>
            </dl>
            <p style={{ marginTop: '1rem', marginBottom: 0, display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
              <Link to="/profile/edit">Edit profile</Link>
              <Link to="/profile/privacy">Privacy</Link>
              <Link to="/profile/security">Password and sessions</Link>
              {user.isPublicProfile ? <Link to={`/members/${encodeURIComponent(user.id)}`}>View my public profile</Link> : null}
            </p>
          </Card>
          <Card role="region" aria-labelledby="profile-membership">
            <h2 id="profile-membership" style={{ fontSize: '1.1rem' }}>
              Membership
            </h2>
            <p style={{ fontSize: '1.4rem', fontWeight: 700, margin: '0 0 0.5rem' }}>
              {TIER_LABELS[user.membershipTier] ?? user.membershipTier}
            </p>
            <p>
              {/* green only for a membership in force: a pending payment or an ended one is a warning, a cancelled one neutral */}
              <Badge
                tone={
                  user.membershipStatus === 'active' || user.membershipStatus === 'trial'
                    ? 'success'
                    : user.membershipStatus === 'cancelled'
                      ? 'neutral'
                      : 'warning'
                }
              >
                {STATUS_LABELS[user.membershipStatus] ?? user.membershipStatus}
              </Badge>
              {user.isTrialMember && user.daysRemaining != null ? <span> · {user.daysRemaining} days of trial left</span> : null}
            </p>
            {user.membershipStatus === 'pending_payment' && user.membershipTier !== 'range_pass' ? (
              <p>
                <Link to={`/checkout/${user.membershipTier}`}>Complete payment</Link> to use {TIER_LABELS[user.membershipTier]}; until then
                you have Range Pass.
              </p>
            ) : null}
            <MembershipPlan />
            <Button asChild variant="outline" size="sm">
              <Link to="/membership">Membership options</Link>
            </Button>
          </Card>
          <Card role="region" aria-labelledby="profile-training" data-tour="training-hub">
            <h2 id="profile-training" style={{ fontSize: '1.1rem' }}>
              Training hub
            </h2>
            <h3 className="pr-h3">Recent sessions</h3>
            <RecentSessions />
            <p style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap', marginBottom: 0 }}>
              <Button asChild size="sm">
                <Link to="/practice">Log Practice</Link>
              </Button>
              <Button asChild size="sm" variant="outline">
                <Link to="/practice/stats">My Stats</Link>
              </Button>
              <Button asChild size="sm" variant="outline">
                <Link to="/training-hub">Training Hub</Link>
              </Button>
            </p>
          </Card>
          <Network />
          <Progression />
        </div>
        <ActivityFeed />
      </div>
    </Container>
  );
}
