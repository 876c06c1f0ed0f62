import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DISCIPLINE_RULES, TIER_LABELS, type MembershipStatus, type Role, type TierFeatureId } from '@trap/contracts';
import {
  ApiError,
  Badge,
  Button,
  Card,
  Container,
  LockedFeature,
  Spinner,
  errorMessage,
  formatDayMonth,
  formatNumber,
  tierRequiredOf,
  useAuth,
  type TFunction,
} from '@trap/ui';
import { Trans } from '@trap/ui/i18n/trans.tsx';
import { ActivityFeed } from './activity-feed.tsx';
import { MembershipPlan } from './membership-plan.tsx';
import { VerifyEmailNotice } from '../../shared/account/verify-email-notice.tsx';
import { LicenceWarning } from '../../shared/licence/licence-warning.tsx';
import { useAchievements, useChallenges, useFriends, useProgression, useRecentSessions, useSquads } from './dashboard-api.ts';
import './profile.css';
import { PROFILE_NS, useProfileT } from './texts/texts.ts';

/** A membership status in the page's language (one not listed shows as it is stored). */
function statusText(status: MembershipStatus, t: TFunction): string {
  switch (status) {
    case 'active':
      return t('dashboard.statuses.active');
    case 'trial':
      return t('dashboard.statuses.trial');
    case 'pending_payment':
      return t('dashboard.statuses.pending_payment');
    case 'expired':
      return t('dashboard.statuses.expired');
    case 'cancelled':
      return t('dashboard.statuses.cancelled');
    default:
      return status;
  }
}

/** A role (contracts' ROLE_LABELS in English, word for word) in the page's language. */
function roleText(role: Role, t: TFunction): string {
  switch (role) {
    case 'member':
      return t('dashboard.roles.member');
    case 'coach':
      return t('dashboard.roles.coach');
    case 'moderator':
      return t('dashboard.roles.moderator');
    case 'blog_moderator':
      return t('dashboard.roles.blog_moderator');
    case 'content_admin':
      return t('dashboard.roles.content_admin');
    case 'admin':
      return t('dashboard.roles.admin');
    case 'superadmin':
      return t('dashboard.roles.superadmin');
    default:
      return role;
  }
}

/** A query's loading and error states in a card; the content once it is there. */
function Loaded<T>({
  q,
  loading,
  failed,
  feature,
  children,
}: {
  q: { isPending: boolean; isError: boolean; error: unknown; data?: T; refetch: () => unknown };
  /** the spinner's label */
  loading: string;
  /** the error's text, with the reason */
  failed: (reason: string) => string;
  /** the paid feature the section shows, locked when the member's tier lacks it */
  feature?: TierFeatureId;
  children: (data: T) => ReactNode;
}) {
  const { t } = useProfileT();
  if (q.isPending) return <Spinner size="sm" label={loading} />;
  // a paid tier's section (squads, challenges, achievements): what it does and an upgrade link
  const needed = q.isError ? tierRequiredOf(q.error) : undefined;
  if (needed) return <LockedFeature feature={feature} tier={needed} compact />;
  if (q.isError || q.data === undefined)
    return (
      <p role="alert" className="pr-error">
        {failed(errorMessage(q.error))}{' '}
        <Button variant="link" size="sm" onClick={() => void q.refetch()}>
          {t('tryAgain')}
        </Button>
      </p>
    );
  return <>{children(q.data)}</>;
}

function RecentSessions() {
  const sessions = useRecentSessions();
  const { t, language } = useProfileT();
  return (
    <Loaded
      q={sessions}
      loading={t('dashboard.recentSessionsLoading')}
      failed={(reason) => t('dashboard.recentSessionsFailed', { reason })}
    >
      {(data) =>
        data.items.length ? (
          <ul className="pf-list" aria-label={t('dashboard.recentSessionsList')}>
            {data.items.map((s) => (
              <li key={s.id}>
                <span>
                  {t('dashboard.sessionLine', {
                    date: formatDayMonth(s.date, language),
                    title: s.title || s.location || DISCIPLINE_RULES[s.discipline]?.label || t('dashboard.session'),
                  })}
                </span>
                <strong>
                  {t('dashboard.score', { score: formatNumber(s.totalScore, language), targets: formatNumber(s.totalTargets, language) })}
                </strong>
              </li>
            ))}
          </ul>
        ) : (
          <p className="pr-muted">{t('dashboard.noSessions')}</p>
        )
      }
    </Loaded>
  );
}

function Network() {
  const friends = useFriends();
  const squads = useSquads();
  const { t, language } = useProfileT();
  return (
    <Card role="region" aria-labelledby="profile-network" data-tour="network">
      <h2 id="profile-network" style={{ fontSize: '1.1rem' }}>
        {t('dashboard.networkTitle')}
      </h2>
      <div className="pf-network">
        <div>
          <Loaded q={friends} loading={t('dashboard.friendsLoading')} failed={(reason) => t('dashboard.friendsFailed', { reason })}>
            {(data) => {
              const accepted = data.items.filter((r) => r.status === 'accepted').length;
              const waiting = data.items.filter((r) => r.status === 'pending' && r.direction === 'incoming').length;
              return (
                <>
                  <p className="pf-stat" aria-label={t('dashboard.friendsLabel', { n: formatNumber(accepted, language) })}>
                    {formatNumber(accepted, language)}
                  </p>
                  <p className="pr-muted" style={{ marginTop: 0 }}>
                    {t('dashboard.friendWord', { count: accepted })}
                    {waiting ? t('dashboard.requestsWaiting', { count: waiting }) : ''}
                  </p>
                </>
              );
            }}
          </Loaded>
        </div>
        <div>
          <Loaded
            q={squads}
            loading={t('dashboard.squadsLoading')}
            failed={(reason) => t('dashboard.squadsFailed', { reason })}
            feature="squads"
          >
            {(data) => (
              <>
                <p className="pf-stat" aria-label={t('dashboard.squadsLabel', { n: formatNumber(data.mine.length, language) })}>
                  {formatNumber(data.mine.length, language)}
                </p>
                <p className="pr-muted" style={{ marginTop: 0 }}>
                  {t('dashboard.squadWord', { count: data.mine.length })}
                  {data.invitations.length ? t('dashboard.invitations', { count: data.invitations.length }) : ''}
                </p>
              </>
            )}
          </Loaded>
        </div>
      </div>
      <p style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap', marginBottom: 0 }}>
        <Button asChild size="sm">
          <Link to="/friends">{t('dashboard.findFriends')}</Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link to="/squads">{t('dashboard.squads')}</Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link to="/coach-finder">{t('dashboard.coachFinder')}</Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link to="/bookmarks">{t('dashboard.bookmarks')}</Link>
        </Button>
      </p>
    </Card>
  );
}

/** Level and XP from /api/progression; the bar shows the way to the next level. */
function LevelAndXp() {
  const progression = useProgression();
  const { t, language } = useProfileT();
  // not served yet on this deployment: the same promise as the cards beside it
  if (progression.error instanceof ApiError && progression.error.status === 404) return <p className="pr-muted">{t('dashboard.coming')}</p>;
  return (
    <Loaded q={progression} loading={t('dashboard.levelLoading')} failed={(reason) => t('dashboard.levelFailed', { reason })}>
      {(p) =>
        p.sessions === 0 ? (
          <p className="pr-muted">{t('dashboard.coming')}</p>
        ) : (
          <>
            <p className="pf-stat">{t('dashboard.level', { level: formatNumber(p.level, language), label: p.levelLabel })}</p>
            <div
              className="pf-bar"
              role="progressbar"
              aria-label={t('dashboard.levelBar')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(p.progressToNext * 100)}
            >
              <div className="pf-bar__fill" style={{ width: `${Math.round(p.progressToNext * 100)}%` }} />
            </div>
            <p className="pr-muted">
              {t('dashboard.xpLine', {
                xp: formatNumber(p.totalXp, language),
                left: formatNumber(Math.max(0, p.nextLevelXp - p.totalXp), language),
                next: formatNumber(p.level + 1, language),
              })}
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
  const { t, language } = useProfileT();
  if (board.error instanceof ApiError && board.error.status === 404) return <p className="pr-muted">{t('dashboard.coming')}</p>;
  return (
    <Loaded
      q={board}
      loading={t('dashboard.challengesLoading')}
      failed={(reason) => t('dashboard.challengesFailed', { reason })}
      feature="challenges"
    >
      {(b) => {
        const running = b.items
          .filter((c) => !c.isCompleted)
          .sort((x, y) => x.remaining / x.requiredCount - y.remaining / y.requiredCount)
          .slice(0, 3);
        return running.length ? (
          <ul className="pf-list" aria-label={t('dashboard.activeChallengesList')}>
            {running.map((c) => (
              <li key={c.id}>
                <span>{c.name}</span>
                <strong>
                  {t('dashboard.progress', {
                    current: formatNumber(c.currentCount, language),
                    required: formatNumber(c.requiredCount, language),
                  })}
                </strong>
              </li>
            ))}
          </ul>
        ) : (
          <p className="pr-muted">
            {b.completed ? t('dashboard.allDone', { n: formatNumber(b.completed, language) }) : t('dashboard.coming')}
          </p>
        );
      }}
    </Loaded>
  );
}

/** The three achievements earned last. */
function LatestAchievements() {
  const list = useAchievements();
  const { t, language } = useProfileT();
  if (list.error instanceof ApiError && list.error.status === 404) return <p className="pr-muted">{t('dashboard.coming')}</p>;
  return (
    <Loaded
      q={list}
      loading={t('dashboard.achievementsLoading')}
      failed={(reason) => t('dashboard.achievementsFailed', { reason })}
      feature="challenges"
    >
      {(a) => {
        const latest = [...a.earned].sort((x, y) => (y.unlockedAt ?? '').localeCompare(x.unlockedAt ?? '')).slice(0, 3);
        return latest.length ? (
          <ul className="pf-list" aria-label={t('dashboard.latestAchievementsList')}>
            {latest.map((x) => (
              <li key={x.id}>
                <span>{x.title}</span>
                <span className="pr-muted" style={{ margin: 0 }}>
                  {x.unlockedAt ? formatDayMonth(x.unlockedAt, language) : ''}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="pr-muted">{t('dashboard.coming')}</p>
        );
      }}
    </Loaded>
  );
}

/** Level and XP, active challenges and the latest achievements (practice's progression, challenges and achievements). */
function Progression() {
  const { t } = useProfileT();
  return (
    <Card role="region" aria-labelledby="profile-achievements" data-tour="achievements">
      <h2 id="profile-achievements" style={{ fontSize: '1.1rem' }}>
        {t('dashboard.achievementsTitle')}
      </h2>
      <h3 className="pr-h3">{t('dashboard.levelTitle')}</h3>
      <LevelAndXp />
      <h3 className="pr-h3">{t('dashboard.activeChallenges')}</h3>
      <ActiveChallenges />
      <h3 className="pr-h3">{t('dashboard.latestAchievements')}</h3>
      <LatestAchievements />
      <p style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap', marginBottom: 0 }}>
        <Button asChild size="sm" variant="outline">
          <Link to="/challenges">{t('dashboard.challengeBoard')}</Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link to="/achievements">{t('dashboard.achievements')}</Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link to="/skill-roadmap">{t('dashboard.skillRoadmap')}</Link>
        </Button>
      </p>
    </Card>
  );
}

/** The member's dashboard (SPEC 2.11 tour): profile, membership, training, network, achievements and the activity feed. */
export default function ProfileDashboard() {
  const { user } = useAuth();
  const { t, language } = useProfileT();
  if (!user) return null;
  return (
    <Container>
      <div className="pr-page" data-tour="profile-dashboard">
        <div className="pr-header">
          <h1 className="pr-h1 pf-welcome">{t('dashboard.welcome', { name: user.displayName || user.username })}</h1>
          <Badge tone="primary">{t('dashboard.badge')}</Badge>
        </div>
        <VerifyEmailNotice />
        <LicenceWarning />
        <div className="pf-cards">
          <Card role="region" aria-labelledby="profile-info" data-tour="profile-info">
            <h2 id="profile-info" style={{ fontSize: '1.1rem' }}>
              {t('dashboard.infoTitle')}
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
              <dt>{t('dashboard.username')}</dt>
              <dd style={{ margin: 0 }}>{user.username}</dd>
              <dt>{t('dashboard.email')}</dt>
              <dd style={{ margin: 0 }}>{user.email}</dd>
              <dt>{t('dashboard.role')}</dt>
              <dd style={{ margin: 0 }}>{roleText(user.role, t)}</dd>
              {user.clubAffiliation ? (
                <>
                  <dt>{t('dashboard.club')}</dt>
                  <dd style={{ margin: 0 }}>{user.clubAffiliation}</dd>
                </>
              ) : null}
              <dt>{t('dashboard.profile')}</dt>
              <dd style={{ margin: 0 }}>{user.isPublicProfile ? t('dashboard.public') : t('dashboard.private')}</dd>
            </dl>
            <p style={{ marginTop: '1rem', marginBottom: 0, display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
              <Link to="/profile/edit">{t('dashboard.editProfile')}</Link>
              <Link to="/profile/privacy">{t('dashboard.privacy')}</Link>
              <Link to="/profile/security">{t('dashboard.security')}</Link>
              {user.isPublicProfile ? <Link to={`/members/${encodeURIComponent(user.id)}`}>{t('dashboard.publicProfile')}</Link> : null}
            </p>
          </Card>
          <Card role="region" aria-labelledby="profile-membership">
            <h2 id="profile-membership" style={{ fontSize: '1.1rem' }}>
              {t('dashboard.membershipTitle')}
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
                {statusText(user.membershipStatus, t)}
              </Badge>
              {user.isTrialMember && user.daysRemaining != null ? (
                <span>{t('dashboard.trialDaysLeft', { n: formatNumber(user.daysRemaining, language) })}</span>
              ) : null}
            </p>
            {user.membershipStatus === 'pending_payment' && user.membershipTier !== 'range_pass' ? (
              <p>
                <Trans
                  ns={PROFILE_NS}
                  i18nKey="dashboard.completePayment"
                  values={{ tier: TIER_LABELS[user.membershipTier] }}
                  components={{ pay: <Link to={`/checkout/${user.membershipTier}`} /> }}
                />
              </p>
            ) : null}
            <MembershipPlan />
            <Button asChild variant="outline" size="sm">
              <Link to="/membership">{t('dashboard.membershipOptions')}</Link>
            </Button>
          </Card>
          <Card role="region" aria-labelledby="profile-training" data-tour="training-hub">
            <h2 id="profile-training" style={{ fontSize: '1.1rem' }}>
              {t('dashboard.trainingTitle')}
            </h2>
            <h3 className="pr-h3">{t('dashboard.recentSessions')}</h3>
            <RecentSessions />
            <p style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap', marginBottom: 0 }}>
              <Button asChild size="sm">
                <Link to="/practice">{t('dashboard.logPractice')}</Link>
              </Button>
              <Button asChild size="sm" variant="outline">
                <Link to="/practice/stats">{t('dashboard.myStats')}</Link>
              </Button>
              <Button asChild size="sm" variant="outline">
                <Link to="/training-hub">{t('dashboard.trainingHub')}</Link>
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
