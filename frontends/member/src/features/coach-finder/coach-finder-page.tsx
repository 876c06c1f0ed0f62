import { useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { COACH_SPECIALITIES, type Coach, type CoachSpeciality, type Relationship } from '@trap/contracts';
import { Avatar, Badge, Button, Card, Container, FormField, Input, Spinner, Textarea, TierGate, useAuth, Select } from '@trap/ui';
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
import '../../shared/network/network.css';

const RATES = [1000, 2000, 3000, 5000];
const EXPERIENCE = [5, 10, 15, 20];
const dateText = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' }) : '';

function RequestCoaching({ coach }: { coach: Coach }) {
  const send = useSendRequest();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  if (!open)
    return (
      <Button size="sm" onClick={() => setOpen(true)} aria-label={`Request coaching from ${coach.displayName}`}>
        Request coaching
      </Button>
    );
  return (
    <form
      className="nw-section"
      aria-label={`Coaching request to ${coach.displayName}`}
      onSubmit={(e) => {
        e.preventDefault();
        send.mutate({ userId: coach.id, name: coach.displayName, type: 'coach', notes: note.trim() }, { onSuccess: () => setOpen(false) });
      }}
    >
      <FormField
        label="Message to the coach"
        labelSuffix="(optional)"
        hint="Accepting lets the coach see the practice you share with coaches."
      >
        <Textarea
          rows={2}
          maxLength={500}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          placeholder="What would you like to work on?"
        />
      </FormField>
      <div className="nw-person__actions">
        <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={send.isPending}>
          Send request
        </Button>
      </div>
    </form>
  );
}

function CoachCard({ coach, mine, following, self }: { coach: Coach; mine?: Relationship; following: boolean; self: boolean }) {
  const follow = useFollow();
  const remove = useRemoveRelationship();
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
        {coach.speciality ? <Badge tone="primary">{coach.speciality}</Badge> : <Badge tone="neutral">Profile not filled in yet</Badge>}
        <ul className="nw-facts">
          {coach.experienceYears !== null ? <li>{coach.experienceYears} years&apos; experience</li> : null}
          {coach.ratePerSession !== null ? <li>₹{coach.ratePerSession.toLocaleString('en-IN')} a session</li> : null}
          <li>
            {coach.followersCount} {coach.followersCount === 1 ? 'follower' : 'followers'}
          </li>
        </ul>
        {coach.about ? <p className="nw-person__note">{coach.about}</p> : null}
      </div>
      <div className="nw-person__actions">
        {self ? (
          <Badge tone="secondary">You</Badge>
        ) : (
          <>
            {mine?.status === 'accepted' ? (
              <Badge tone="success">Your coach</Badge>
            ) : mine?.status === 'pending' ? (
              <>
                <Badge tone="neutral">Request sent</Badge>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => remove.mutate({ id: mine.id, done: `Coaching request to ${coach.displayName} cancelled` })}
                  aria-label={`Cancel request for coaching from ${coach.displayName}`}
                >
                  Cancel request
                </Button>
              </>
            ) : coach.acceptingRequests ? (
              <RequestCoaching coach={coach} />
            ) : (
              <Badge tone="warning">Not taking new requests</Badge>
            )}
            <Button
              size="sm"
              variant="outline"
              disabled={follow.isPending}
              onClick={() => follow.mutate({ coachId: coach.id, name: coach.displayName, follow: !following })}
              // the name starts with the visible text (speech control); aria-pressed says whether it is on
              aria-label={`${following ? 'Following' : 'Follow'} ${coach.displayName}`}
              aria-pressed={following}
            >
              {following ? 'Following' : 'Follow'}
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
  const incoming = relationships.filter((r) => r.type === 'coach' && r.direction === 'incoming');
  const waiting = incoming.filter((r) => r.status === 'pending');
  const pupils = incoming.filter((r) => r.status === 'accepted');
  return (
    <>
      <section className="nw-section" aria-labelledby="coaching-requests-title">
        <h2 id="coaching-requests-title">Coaching requests</h2>
        {waiting.length ? (
          <ul className="nw-list" aria-label="Coaching requests">
            {waiting.map((r) => (
              <PersonRow key={r.id} person={someone(r)} meta={`Asked on ${dateText(r.createdAt)}`} note={r.notes || undefined}>
                <AnswerButtons
                  kind="coaching"
                  name={r.otherUser.displayName}
                  onAnswer={(a) => answer.mutate({ id: r.id, name: r.otherUser.displayName, answer: a })}
                />
              </PersonRow>
            ))}
          </ul>
        ) : (
          <p className="pr-muted">No coaching requests waiting for you.</p>
        )}
      </section>
      <section className="nw-section" aria-labelledby="pupils-title">
        <h2 id="pupils-title">Members you coach</h2>
        {pupils.length ? (
          <ul className="nw-list" aria-label="Members you coach">
            {pupils.map((r) => (
              <PersonRow key={r.id} person={someone(r)} meta={`Coaching since ${dateText(r.since)}`}>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => remove.mutate({ id: r.id, done: `You no longer coach ${r.otherUser.displayName}` })}
                  aria-label={`Stop coaching ${r.otherUser.displayName}`}
                >
                  Stop coaching
                </Button>
              </PersonRow>
            ))}
          </ul>
        ) : (
          <p className="pr-muted">You do not coach anyone on the platform yet.</p>
        )}
      </section>
    </>
  );
}

function MyCoaches({ relationships }: { relationships: Relationship[] }) {
  const remove = useRemoveRelationship();
  const mine = relationships.filter((r) => r.type === 'coach' && r.direction === 'outgoing' && r.status === 'accepted');
  if (!mine.length) return null;
  return (
    <section className="nw-section" aria-labelledby="my-coaches-title">
      <h2 id="my-coaches-title">My coaches</h2>
      <ul className="nw-list" aria-label="My coaches">
        {mine.map((r) => (
          <PersonRow
            key={r.id}
            person={someone(r)}
            meta={`Your coach since ${dateText(r.since)}. They see the practice you share with coaches.`}
          >
            <Button
              size="sm"
              variant="ghost"
              onClick={() => remove.mutate({ id: r.id, done: `${r.otherUser.displayName} is no longer your coach` })}
              aria-label={`End coaching with ${r.otherUser.displayName}`}
            >
              End coaching
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
          <h1 className="pr-h1">Coach Finder</h1>
          <p className="pr-muted">Find a coach by speciality, city, experience and rate, follow the ones you like and ask for coaching.</p>
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
          <h2 id="find-coach-title">Find a coach</h2>
          <form
            className="nw-filters"
            role="search"
            aria-label="Filter coaches"
            onSubmit={(e: FormEvent) => {
              e.preventDefault();
              set({ q: draft.trim() || undefined });
            }}
          >
            <FormField label="Search coaches" hint="Name, club or city">
              <Input type="search" value={draft} maxLength={100} onChange={(e) => setDraft(e.target.value)} placeholder="e.g. Pune" />
            </FormField>
            <FormField label="Speciality">
              <Select
                value={filters.speciality ?? ''}
                onChange={(e) => set({ speciality: (e.target.value || undefined) as CoachSpeciality | undefined })}
              >
                <option value="">Any speciality</option>
                {COACH_SPECIALITIES.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField label="City">
              <Select value={filters.city ?? ''} onChange={(e) => set({ city: e.target.value || undefined })}>
                <option value="">Any city</option>
                {(coaches.data?.cities ?? []).map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField label="Rate per session">
              <Select value={filters.maxRate ?? ''} onChange={(e) => set({ maxRate: numberOrUndefined(e.target.value) })}>
                <option value="">Any rate</option>
                {RATES.map((r) => (
                  <option key={r} value={r}>
                    Up to ₹{r.toLocaleString('en-IN')}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField label="Experience">
              <Select value={filters.minExperience ?? ''} onChange={(e) => set({ minExperience: numberOrUndefined(e.target.value) })}>
                <option value="">Any experience</option>
                {EXPERIENCE.map((y) => (
                  <option key={y} value={y}>
                    {y}+ years
                  </option>
                ))}
              </Select>
            </FormField>
            <div className="nw-person__actions" style={{ gridColumn: 'auto' }}>
              <Button type="submit">Search</Button>
              {filtered ? (
                <Button
                  type="button"
                  variant="ghost"
                  onClick={() => {
                    setDraft('');
                    setFilters({ page: 1 });
                  }}
                >
                  Clear filters
                </Button>
              ) : null}
            </div>
          </form>

          {coaches.isPending ? (
            <Spinner label="Loading coaches..." />
          ) : coaches.isError ? (
            <div role="alert">
              <p className="pr-error">Could not load the coaches.</p>
              <Button variant="outline" size="sm" onClick={() => void coaches.refetch()}>
                Try again
              </Button>
            </div>
          ) : coaches.data.items.length === 0 ? (
            <p className="pr-muted">{filtered ? 'No coaches match these filters.' : 'No coaches have joined yet.'}</p>
          ) : (
            <>
              <p className="pr-muted" aria-live="polite">
                {coaches.data.total} {coaches.data.total === 1 ? 'coach' : 'coaches'}
              </p>
              <div className="nw-grid" aria-label="Coaches">
                {coaches.data.items.map((c) => (
                  <CoachCard key={c.id} coach={c} mine={mine.get(c.id)} following={followed.has(c.id)} self={c.id === user?.id} />
                ))}
              </div>
              {pages > 1 ? (
                <nav className="nw-pager" aria-label="Pages of coaches">
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={filters.page <= 1}
                    onClick={() => setFilters((f) => ({ ...f, page: f.page - 1 }))}
                  >
                    Previous
                  </Button>
                  <span>
                    Page {filters.page} of {pages}
                  </span>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={filters.page >= pages}
                    onClick={() => setFilters((f) => ({ ...f, page: f.page + 1 }))}
                  >
                    Next
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
