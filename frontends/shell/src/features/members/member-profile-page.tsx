import { Link, useParams } from 'react-router';
import type { CoachSpeciality, MemberProfilePage as Profile } from '@trap/contracts';
import { communityApi, networkApi } from '@trap/contracts/api/route-paths';
import {
  call,
  Badge,
  Button,
  formatDate,
  formatMonth,
  formatRupees,
  ListState,
  PageHead,
  ReportButton,
  Spinner,
  useAuth,
  useConfirm,
} from '@trap/ui';
import { ItemLoadError } from '../../shared/components/item-load-error.tsx';
import { levelLabel } from '@trap/ui/format/level-label.ts';
import { Trans } from '@trap/ui/i18n/trans.tsx';
import { useMemberActivity, useMemberProfile, useProfileAction, useSharedStats, type ActivityItem } from './member-queries.ts';
import { MEMBERS_NS, useMembersT } from './texts/texts.ts';
import './members.css';

type MembersT = ReturnType<typeof useMembersT>['t'];

/** SPEC 9's level labels (levelLabel's English) in the page's language; a level the member wrote shows as written. */
const LEVEL_TEXTS: Record<string, { textKey: string }> = {
  Member: { textKey: 'levels.Member' },
  Beginner: { textKey: 'levels.Beginner' },
  Intermediate: { textKey: 'levels.Intermediate' },
  Advanced: { textKey: 'levels.Advanced' },
  Expert: { textKey: 'levels.Expert' },
  Professional: { textKey: 'levels.Professional' },
};
const levelText = (t: MembersT, level: Profile['member']['level']) => {
  const label = levelLabel(level);
  const known = LEVEL_TEXTS[label];
  return known ? t(known.textKey) : label;
};

/** What the logged-in viewer can do here: befriend, answer, cancel, follow a coach, ask for coaching, block. */
function Actions({ page }: { page: Profile }) {
  const { member, coach, viewer } = page;
  const act = useProfileAction(member.id);
  const [confirm, dialog] = useConfirm();
  const { t } = useMembersT();
  if (!viewer) return null;
  if (viewer.self)
    return (
      <div className="mp-actions">
        <p className="page__muted">{t('actions.self')}</p>
        <Link className="ui-btn ui-btn--outline ui-btn--sm" to="/profile/edit">
          {t('actions.editProfile')}
        </Link>
      </div>
    );
  const name = member.displayName;
  const run = (done: string, call: () => Promise<unknown>) => act.mutate({ run: call, done });
  if (viewer.blocked)
    return (
      <div className="mp-actions">
        <Badge tone="warning">{t('actions.blocked')}</Badge>
        <Button
          size="sm"
          variant="outline"
          disabled={act.isPending}
          onClick={() => run(t('actions.unblocked', { name }), () => call(networkApi.unblockMember, { params: { userId: member.id } }))}
        >
          {t('actions.unblock')}
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
            run(t('actions.requestSent', { name }), () =>
              call(communityApi.requestRelationship, { body: { relatedUserId: member.id, type: 'friend', notes: '' } }),
            )
          }
        >
          {t('actions.addFriend')}
        </Button>
      ) : f.status === 'accepted' ? (
        <Badge tone="success">{t('actions.friends')}</Badge>
      ) : f.direction === 'incoming' ? (
        <>
          <Button
            size="sm"
            disabled={act.isPending}
            onClick={() => run(t('actions.accepted', { name }), () => call(communityApi.acceptRelationship, { params: { id: f.id } }))}
          >
            {t('actions.accept')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={act.isPending}
            onClick={() => run(t('actions.declined', { name }), () => call(communityApi.declineRelationship, { params: { id: f.id } }))}
          >
            {t('actions.decline')}
          </Button>
        </>
      ) : (
        <>
          <Badge tone="neutral">{t('actions.pending')}</Badge>
          <Button
            size="sm"
            variant="ghost"
            disabled={act.isPending}
            onClick={() =>
              run(t('actions.requestCancelled', { name }), () => call(communityApi.removeRelationship, { params: { id: f.id } }))
            }
          >
            {t('actions.cancelRequest')}
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
                ? run(t('actions.unfollowed', { name }), () => call(networkApi.unfollowCoach, { params: { id: member.id } }))
                : run(t('actions.followed', { name }), () => call(networkApi.followCoach, { params: { id: member.id } }))
            }
          >
            {viewer.following ? t('actions.following') : t('actions.follow')}
          </Button>
          {viewer.coaching?.status === 'accepted' ? (
            <Badge tone="success">{t('actions.yourCoach')}</Badge>
          ) : viewer.coaching ? (
            <Badge tone="neutral">{t('actions.coachingSent')}</Badge>
          ) : coach.acceptingRequests ? (
            <Button
              size="sm"
              variant="secondary"
              disabled={act.isPending}
              onClick={() =>
                run(t('actions.coachingRequested', { name }), () =>
                  call(communityApi.requestRelationship, { body: { relatedUserId: member.id, type: 'coach', notes: '' } }),
                )
              }
            >
              {t('actions.requestCoaching')}
            </Button>
          ) : (
            <Badge tone="warning">{t('actions.notTaking')}</Badge>
          )}
        </>
      ) : null}
      <Button
        size="sm"
        variant="ghost"
        disabled={act.isPending}
        onClick={async () => {
          const ok = await confirm({
            title: t('actions.blockTitle', { name }),
            description: t('actions.blockText'),
            confirmLabel: t('actions.blockConfirm'),
            cancelLabel: t('actions.blockCancel'),
          });
          if (ok) run(t('actions.blockedToast', { name }), () => call(networkApi.blockMember, { body: { userId: member.id } }));
        }}
      >
        {t('actions.block')}
      </Button>
      <ReportButton
        targetType="member_profile"
        targetId={member.id}
        targetPath={`/members/${member.id}`}
        ariaLabel={t('actions.report', { name })}
      />
      {dialog}
    </div>
  );
}

/** The contract's coach specialities (English words, also the values) in the page's language; one not listed as it came. */
const SPECIALITY_TEXTS: Record<CoachSpeciality, { textKey: string }> = {
  'Olympic Trap': { textKey: 'coaching.specialities.olympicTrap' },
  'Double Trap': { textKey: 'coaching.specialities.doubleTrap' },
  'Down-The-Line': { textKey: 'coaching.specialities.dtl' },
  Skeet: { textKey: 'coaching.specialities.skeet' },
  Beginners: { textKey: 'coaching.specialities.beginners' },
  Juniors: { textKey: 'coaching.specialities.juniors' },
  'Mental game': { textKey: 'coaching.specialities.mentalGame' },
  'Competition preparation': { textKey: 'coaching.specialities.competitionPrep' },
};
const specialityText = (t: MembersT, speciality: string) =>
  speciality in SPECIALITY_TEXTS ? t(SPECIALITY_TEXTS[speciality as CoachSpeciality].textKey) : speciality;

/** The networks' own names; only the member's own site is named in the page's language. */
const SOCIAL_LABELS: Record<string, string> = {
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
  const { t } = useMembersT();
  const facts = [
    since && !Number.isNaN(since.getTime()) ? { label: t('details.since'), value: String(since.getFullYear()) } : null,
    member.nraiShooterId ? { label: t('details.nrai'), value: member.nraiShooterId } : null,
    member.issfId ? { label: t('details.issf'), value: member.issfId } : null,
  ].filter((f): f is { label: string; value: string } => f !== null);
  if (!facts.length && !links.length) return null;
  return (
    <section aria-labelledby="mp-details">
      <h2 id="mp-details">{t('details.title')}</h2>
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
        <ul className="mp-links" aria-label={t('details.elsewhere', { name: member.displayName })}>
          {links.map(([key, url]) => (
            <li key={key}>
              <a href={url} target="_blank" rel="noopener noreferrer nofollow">
                {key === 'website' ? t('details.website') : (SOCIAL_LABELS[key] ?? key)}
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
  const { t } = useMembersT();
  if (!viewer || viewer.self || stats.isPending || stats.isError || !stats.data) {
    if (viewer?.friendship?.status === 'accepted' && stats.data === null)
      return <p className="page__muted">{t('practice.notShared', { name: member.displayName })}</p>;
    return null;
  }
  const s = stats.data;
  return (
    <section aria-labelledby="mp-practice">
      <h2 id="mp-practice">{t('practice.title')}</h2>
      <p className="page__muted">{t('practice.lead', { name: member.displayName })}</p>
      <dl className="mp-stats">
        <div>
          <dt>{t('practice.sessions')}</dt>
          <dd>{s.basis.sessions}</dd>
        </div>
        <div>
          <dt>{t('practice.rounds')}</dt>
          <dd>{s.basis.rounds}</dd>
        </div>
        <div>
          <dt>{t('practice.average')}</dt>
          <dd>{s.averagePerRound === null ? '–' : s.averagePerRound.toFixed(1)}</dd>
        </div>
        <div>
          <dt>{t('practice.hitRate')}</dt>
          <dd>{s.hitRate === null ? '–' : `${Math.round(s.hitRate * 100)}%`}</dd>
        </div>
        {s.best.round ? (
          <div>
            <dt>{t('practice.best')}</dt>
            <dd>
              {s.best.round.kills}/{s.best.round.targets}
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

const ACTIVITY_KINDS: Record<ActivityItem['kind'], { textKey: string }> = {
  practice_session: { textKey: 'activity.kinds.practice_session' },
  achievement: { textKey: 'activity.kinds.achievement' },
  forum_topic: { textKey: 'activity.kinds.forum_topic' },
  forum_reply: { textKey: 'activity.kinds.forum_reply' },
};

/** The member's sessions, achievements and forum posts, as far as their sharing lets this viewer see them. */
function MemberActivity({ member }: { member: Profile['member'] }) {
  const activity = useMemberActivity(member.id);
  const { t, language } = useMembersT();
  return (
    <section aria-labelledby="mp-activity">
      <h2 id="mp-activity">{t('activity.title')}</h2>
      <ListState
        query={activity}
        loading={t('activity.loading')}
        what={t('activity.what', { name: member.displayName })}
        isEmpty={(d) => d.pages.every((p) => p.items.length === 0)}
        empty={t('activity.empty', { name: member.displayName })}
      >
        {(d) => (
          <>
            <ul className="mp-activity" aria-label={t('activity.what', { name: member.displayName })}>
              {d.pages
                .flatMap((p) => p.items)
                .map((item) => (
                  <li key={item.id} className="mp-activity__item">
                    <p className="mp-activity__meta">
                      <Badge tone={item.kind === 'achievement' ? 'success' : 'neutral'}>{t(ACTIVITY_KINDS[item.kind].textKey)}</Badge>{' '}
                      <time dateTime={item.occurredAt}>{formatDate(item.occurredAt, language)}</time>
                    </p>
                    {/* sessions and achievements link back to this page: only posts get a link */}
                    <p className="mp-activity__title">
                      {item.link && item.kind.startsWith('forum_') ? <Link to={item.link}>{item.title}</Link> : item.title}
                    </p>
                    {item.summary ? <p className="page__muted mp-activity__summary">{item.summary}</p> : null}
                    <p className="page__muted">
                      {t('activity.kudos', { count: item.kudosCount })} · {t('activity.comments', { count: item.commentCount })}
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
                {t('activity.more')}
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
  const { t, language } = useMembersT();

  if (profile.isPending) return <Spinner block label={t('loading')} />;
  if (profile.isError)
    return (
      <ItemLoadError
        error={profile.error}
        missingTitle={t('missingTitle')}
        missingText={t('missingText')}
        failedTitle={t('failedTitle')}
        failedText={t('failedText')}
        section={t('section')}
        back={{ to: user ? '/friends' : '/', label: user ? t('findFriends') : t('home') }}
      />
    );

  const page = profile.data;
  const { member, coach } = page;
  const facts = [levelText(t, member.level), member.clubAffiliation, member.location].filter(Boolean);
  return (
    <div className="page">
      <PageHead
        title={t('headTitle', { name: member.displayName })}
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
            <p className="page__eyebrow">{coach ? t('coachProfile') : t('memberProfile')}</p>
            <h1 id="mp-name">{member.displayName}</h1>
            <p className="mp-facts">{facts.join(' · ')}</p>
            <p className="page__muted">
              {t('memberSince', { date: formatMonth(member.memberSince, language) })} · {t('friends', { count: page.friendsCount })}
              {coach ? ` · ${t('followers', { count: coach.followersCount })}` : ''}
            </p>
            {member.isCoach ? <Badge tone="primary">{t('coach')}</Badge> : null}
          </div>
        </header>

        {user ? (
          <Actions page={page} />
        ) : (
          <p className="page__muted">
            {/* the name is a value: Trans escapes it, so a name is never read as markup */}
            {coach ? (
              <Trans ns={MEMBERS_NS} i18nKey="loginPromptCoach" values={{ name: member.displayName }} components={{ login: <Link to="/auth" /> }} />
            ) : (
              <Trans ns={MEMBERS_NS} i18nKey="loginPrompt" values={{ name: member.displayName }} components={{ login: <Link to="/auth" /> }} />
            )}
          </p>
        )}

        {member.bio ? (
          <section aria-labelledby="mp-about">
            <h2 id="mp-about">{t('about')}</h2>
            <p className="mp-bio">{member.bio}</p>
          </section>
        ) : null}

        <ShooterDetails member={member} />

        {coach ? (
          <section aria-labelledby="mp-coaching">
            <h2 id="mp-coaching">{t('coaching.title')}</h2>
            {coach.speciality ? (
              <ul className="mp-coach">
                <li>
                  <strong>{t('coaching.speciality')}</strong> {specialityText(t, coach.speciality)}
                </li>
                <li>
                  <strong>{t('coaching.city')}</strong> {coach.city}
                </li>
                <li>
                  <strong>{t('coaching.experience')}</strong>{' '}
                  {coach.experienceYears == null ? null : t('coaching.years', { count: coach.experienceYears })}
                </li>
                <li>
                  <strong>{t('coaching.rate')}</strong>{' '}
                  {t('coaching.perSession', { rate: coach.ratePerSession == null ? '₹' : formatRupees(coach.ratePerSession, language) })}
                </li>
              </ul>
            ) : (
              <p className="page__muted">{t('coaching.noDetails')}</p>
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
