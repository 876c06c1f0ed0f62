import { useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { COACH_SPECIALITIES, type Coach, type CoachSpeciality, type Relationship } from '@trap/contracts';
import {
  Avatar,
  Badge,
  Button,
  Card,
  Container,
  FormField,
  Input,
  Spinner,
  Textarea,
  TierGate,
  formatDate,
  formatNumber,
  formatRupees,
  useAuth,
  Select,
  type Language,
} from '@trap/ui';
import { AnswerButtons, PersonRow } from '../../shared/network/person-row.tsx';
import {
  COACH_PAGE_SIZE,
  profilePath,
  useAnswerRequest,
  useCoaches,
  useFollow,
  useFollowing,
  useRelationships,
  useRemoveRelationship,
  useSendRequest,
  type CoachFilters,
} from '../../shared/network/network-api.ts';
import { CoachProfilePanel } from './coach-profile-form.tsx';
import { PracticeSharingPanel } from './practice-sharing.tsx';
import { specialityText } from './coach-texts.ts';
import { useCoachFinderT } from './texts/texts.ts';
import '../../shared/network/network.css';

const RATES = [1000, 2000, 3000, 5000];
const EXPERIENCE = [5, 10, 15, 20];
const dateText = (iso: string | null, language: Language) => (iso ? formatDate(iso, language) : '');

function RequestCoaching({ coach }: { coach: Coach }) {
  const send = useSendRequest();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const { t } = useCoachFinderT();
  if (!open)
    return (
      <Button size="sm" onClick={() => setOpen(true)} aria-label={t('request.buttonLabel', { name: coach.displayName })}>
        {t('request.button')}
      </Button>
    );
  return (
    <form
      className="nw-section"
      aria-label={t('request.formLabel', { name: coach.displayName })}
      onSubmit={(e) => {
        e.preventDefault();
        send.mutate({ userId: coach.id, name: coach.displayName, type: 'coach', notes: note.trim() }, { onSuccess: () => setOpen(false) });
      }}
    >
      <FormField label={t('request.message')} labelSuffix={t('request.optional')} hint={t('request.hint')}>
        <Textarea
          rows={2}
          maxLength={500}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          placeholder={t('request.placeholder')}
        />
      </FormField>
      <div className="nw-person__actions">
        <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(false)}>
          {t('request.cancel')}
        </Button>
        <Button type="submit" size="sm" disabled={send.isPending}>
          {t('request.send')}
        </Button>
      </div>
    </form>
  );
}

function CoachCard({ coach, mine, following, self }: { coach: Coach; mine?: Relationship; following: boolean; self: boolean }) {
  const follow = useFollow();
  const remove = useRemoveRelationship();
  const { t, language } = useCoachFinderT();
  return (
    <Card className="nw-person nw-card" aria-label={coach.displayName} role="article">
      <Avatar name={coach.displayName} url={coach.avatarUrl} size={48} />
      <div className="nw-person__body">
        <h3 className="nw-person__name">
          <Link to={profilePath(coach.id)}>{coach.displayName}</Link>
        </h3>
        <p className="nw-person__meta">{[coach.clubAffiliation, coach.city ?? coach.location].filter(Boolean).join(' · ')}</p>
      </div>
      <div style={{ gridColumn: '1 / -1' }}>
        {coach.speciality ? (
          <Badge tone="primary">{specialityText(t, coach.speciality)}</Badge>
        ) : (
          <Badge tone="neutral">{t('card.noProfile')}</Badge>
        )}
        <ul className="nw-facts">
          {coach.experienceYears !== null ? <li>{t('card.experience', { n: formatNumber(coach.experienceYears, language) })}</li> : null}
          {coach.ratePerSession !== null ? <li>{t('card.rate', { rate: formatRupees(coach.ratePerSession, language) })}</li> : null}
          <li>{t('card.followers', { count: coach.followersCount, n: formatNumber(coach.followersCount, language) })}</li>
        </ul>
        {coach.about ? <p className="nw-person__note">{coach.about}</p> : null}
      </div>
      <div className="nw-person__actions">
        {self ? (
          <Badge tone="secondary">{t('card.you')}</Badge>
        ) : (
          <>
            {mine?.status === 'accepted' ? (
              <Badge tone="success">{t('card.yourCoach')}</Badge>
            ) : mine?.status === 'pending' ? (
              <>
                <Badge tone="neutral">{t('card.requestSent')}</Badge>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => remove.mutate({ id: mine.id, done: t('card.cancelled', { name: coach.displayName }) })}
                  aria-label={t('card.cancelLabel', { name: coach.displayName })}
                >
                  {t('card.cancelRequest')}
                </Button>
              </>
            ) : coach.acceptingRequests ? (
              <RequestCoaching coach={coach} />
            ) : (
              <Badge tone="warning">{t('card.notTaking')}</Badge>
            )}
            <Button
              size="sm"
              variant="outline"
              disabled={follow.isPending}
              onClick={() => follow.mutate({ coachId: coach.id, name: coach.displayName, follow: !following })}
              // the name starts with the visible text (speech control); aria-pressed says whether it is on
              aria-label={following ? t('card.followingLabel', { name: coach.displayName }) : t('card.followLabel', { name: coach.displayName })}
              aria-pressed={following}
            >
              {following ? t('card.following') : t('card.follow')}
            </Button>
          </>
        )}
      </div>
    </Card>
  );
}

/** Coaching requests a coach received, and the members they coach. */
function CoachDesk({ relationships }: { relationships: Relationship[] }) {
  const answer = useAnswerRequest();
  const remove = useRemoveRelationship();
  const { t, language } = useCoachFinderT();
  const incoming = relationships.filter((r) => r.type === 'coach' && r.direction === 'incoming');
  const waiting = incoming.filter((r) => r.status === 'pending');
  const pupils = incoming.filter((r) => r.status === 'accepted');
  return (
    <>
      <section className="nw-section" aria-labelledby="coaching-requests-title">
        <h2 id="coaching-requests-title">{t('desk.requests')}</h2>
        {waiting.length ? (
          <ul className="nw-list" aria-label={t('desk.requests')}>
            {waiting.map((r) => (
              <PersonRow key={r.id} person={someone(r)} meta={t('desk.askedOn', { date: dateText(r.createdAt, language) })} note={r.notes || undefined}>
                <AnswerButtons
                  kind="coaching"
                  name={r.otherUser.displayName}
                  onAnswer={(a) => answer.mutate({ id: r.id, name: r.otherUser.displayName, answer: a })}
                />
              </PersonRow>
            ))}
          </ul>
        ) : (
          <p className="pr-muted">{t('desk.noRequests')}</p>
        )}
      </section>
      <section className="nw-section" aria-labelledby="pupils-title">
        <h2 id="pupils-title">{t('desk.pupils')}</h2>
        {pupils.length ? (
          <ul className="nw-list" aria-label={t('desk.pupils')}>
            {pupils.map((r) => (
              <PersonRow key={r.id} person={someone(r)} meta={t('desk.since', { date: dateText(r.since, language) })}>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => remove.mutate({ id: r.id, done: t('desk.stopped', { name: r.otherUser.displayName }) })}
                  aria-label={t('desk.stopLabel', { name: r.otherUser.displayName })}
                >
                  {t('desk.stop')}
                </Button>
              </PersonRow>
            ))}
          </ul>
        ) : (
          <p className="pr-muted">{t('desk.noPupils')}</p>
        )}
      </section>
    </>
  );
}

function MyCoaches({ relationships }: { relationships: Relationship[] }) {
  const remove = useRemoveRelationship();
  const { t, language } = useCoachFinderT();
  const mine = relationships.filter((r) => r.type === 'coach' && r.direction === 'outgoing' && r.status === 'accepted');
  if (!mine.length) return null;
  return (
    <section className="nw-section" aria-labelledby="my-coaches-title">
      <h2 id="my-coaches-title">{t('mine.title')}</h2>
      <ul className="nw-list" aria-label={t('mine.title')}>
        {mine.map((r) => (
          <PersonRow
            key={r.id}
            person={someone(r)}
            meta={t('mine.since', { date: dateText(r.since, language) })}
          >
            <Button
              size="sm"
              variant="ghost"
              onClick={() => remove.mutate({ id: r.id, done: t('mine.ended', { name: r.otherUser.displayName }) })}
              aria-label={t('mine.endLabel', { name: r.otherUser.displayName })}
            >
              {t('mine.end')}
            </Button>
          </PersonRow>
        ))}
      </ul>
    </section>
  );
}

/** The other member of a relationship, as a row shows them (name, picture; no level or club line). */
const someone = (r: Relationship) => ({ id: r.otherUser.id, displayName: r.otherUser.displayName, avatarUrl: r.otherUser.avatarUrl });

const numberOrUndefined = (v: string) => (v === '' ? undefined : Number(v));

/**
 * /coach-finder: members who coach, with speciality, city, experience and rate, filtered; a
 * request for coaching creates a coach relationship the coach accepts or declines here. A coach
 * also sees their requests, the members they coach and their own coach profile.
 */
export default function CoachFinderPage() {
  const { user, can } = useAuth();
  const { t, language } = useCoachFinderT();
  const isCoach = can('coach.profile');
  const [draft, setDraft] = useState('');
  const [filters, setFilters] = useState<CoachFilters>({ page: 1 });
  const coaches = useCoaches(filters);
  const relationships = useRelationships();
  const following = useFollowing();
  const mine = useMemo(
    () =>
      new Map(
        (relationships.data?.items ?? [])
          .filter((r) => r.type === 'coach' && r.direction === 'outgoing' && r.status !== 'declined')
          .map((r) => [r.otherUser.id, r]),
      ),
    [relationships.data],
  );
  const followed = useMemo(() => new Set((following.data?.items ?? []).map((f) => f.user.id)), [following.data]);
  const set = (patch: Partial<CoachFilters>) => setFilters((f) => ({ ...f, ...patch, page: 1 }));
  const pages = Math.max(1, Math.ceil((coaches.data?.total ?? 0) / COACH_PAGE_SIZE));
  const filtered = Boolean(
    filters.q || filters.speciality || filters.city || filters.maxRate !== undefined || filters.minExperience !== undefined,
  );

  return (
    <Container>
      <div className="pr-page">
        <header>
          <h1 className="pr-h1">{t('title')}</h1>
          <p className="pr-muted">{t('lead')}</p>
        </header>

        {isCoach && user ? (
          <>
            <CoachProfilePanel coachId={user.id} />
            {relationships.data ? <CoachDesk relationships={relationships.data.items} /> : null}
          </>
        ) : null}
        {relationships.data ? <MyCoaches relationships={relationships.data.items} /> : null}
        {/* who reads my practice: Pro Lane's "Sharing with a coach" (locked with its upgrade link below it) */}
        <TierGate feature="coach_sharing" compact>
          <PracticeSharingPanel />
        </TierGate>

        <section className="nw-section" aria-labelledby="find-coach-title">
          <h2 id="find-coach-title">{t('find.title')}</h2>
          <form
            className="nw-filters"
            role="search"
            aria-label={t('find.filters')}
            onSubmit={(e: FormEvent) => {
              e.preventDefault();
              set({ q: draft.trim() || undefined });
            }}
          >
            <FormField label={t('find.search')} hint={t('find.searchHint')}>
              <Input
                type="search"
                value={draft}
                maxLength={100}
                onChange={(e) => setDraft(e.target.value)}
                placeholder={t('find.placeholder')}
              />
            </FormField>
            <FormField label={t('find.speciality')}>
              <Select
                value={filters.speciality ?? ''}
                onChange={(e) => set({ speciality: (e.target.value || undefined) as CoachSpeciality | undefined })}
              >
                <option value="">{t('find.anySpeciality')}</option>
                {COACH_SPECIALITIES.map((s) => (
                  <option key={s} value={s}>
                    {specialityText(t, s)}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField label={t('find.city')}>
              <Select value={filters.city ?? ''} onChange={(e) => set({ city: e.target.value || undefined })}>
                <option value="">{t('find.anyCity')}</option>
                {(coaches.data?.cities ?? []).map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField label={t('find.rate')}>
              <Select value={filters.maxRate ?? ''} onChange={(e) => set({ maxRate: numberOrUndefined(e.target.value) })}>
                <option value="">{t('find.anyRate')}</option>
                {RATES.map((r) => (
                  <option key={r} value={r}>
                    {t('find.upTo', { rate: formatRupees(r, language) })}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField label={t('find.experience')}>
              <Select value={filters.minExperience ?? ''} onChange={(e) => set({ minExperience: numberOrUndefined(e.target.value) })}>
                <option value="">{t('find.anyExperience')}</option>
                {EXPERIENCE.map((y) => (
                  <option key={y} value={y}>
                    {t('find.years', { n: formatNumber(y, language) })}
                  </option>
                ))}
              </Select>
            </FormField>
            <div className="nw-person__actions" style={{ gridColumn: 'auto' }}>
              <Button type="submit">{t('find.submit')}</Button>
              {filtered ? (
                <Button
                  type="button"
                  variant="ghost"
                  onClick={() => {
                    setDraft('');
                    setFilters({ page: 1 });
                  }}
                >
                  {t('find.clear')}
                </Button>
              ) : null}
            </div>
          </form>

          {coaches.isPending ? (
            <Spinner label={t('find.loading')} />
          ) : coaches.isError ? (
            <div role="alert">
              <p className="pr-error">{t('find.failed')}</p>
              <Button variant="outline" size="sm" onClick={() => void coaches.refetch()}>
                {t('find.tryAgain')}
              </Button>
            </div>
          ) : coaches.data.items.length === 0 ? (
            <p className="pr-muted">{filtered ? t('find.noMatch') : t('find.none')}</p>
          ) : (
            <>
              <p className="pr-muted" aria-live="polite">
                {t('find.count', { count: coaches.data.total, n: formatNumber(coaches.data.total, language) })}
              </p>
              <div className="nw-grid" aria-label={t('find.listLabel')}>
                {coaches.data.items.map((c) => (
                  <CoachCard key={c.id} coach={c} mine={mine.get(c.id)} following={followed.has(c.id)} self={c.id === user?.id} />
                ))}
              </div>
              {pages > 1 ? (
                <nav className="nw-pager" aria-label={t('find.pages')}>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={filters.page <= 1}
                    onClick={() => setFilters((f) => ({ ...f, page: f.page - 1 }))}
                  >
                    {t('find.previous')}
                  </Button>
                  <span>{t('find.page', { page: formatNumber(filters.page, language), pages: formatNumber(pages, language) })}</span>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={filters.page >= pages}
                    onClick={() => setFilters((f) => ({ ...f, page: f.page + 1 }))}
                  >
                    {t('find.next')}
                  </Button>
                </nav>
              ) : null}
            </>
          )}
        </section>
      </div>
    </Container>
  );
}
