import { CLUB_EVENT_TYPE_LABELS } from '@trap/contracts';
import { ApiError, Badge, Button, Card, JsonLd, ReportButton, Spinner, errorMessage, useAppConfig, useAuth, useConfirm } from '@trap/ui';
import { dayText, whenText } from './event-dates.ts';
import { clubEventJsonLd } from './event-json-ld.ts';
import { EventShoots } from './event-shoots.tsx';
import { EventEntries } from './event-entries.tsx';
import { icsPath, useEvent, useApprove, useCancelRegistration, useRegister, type ClubEvent } from './events-api.ts';

/** SPEC 9: a default placeholder image when imageUrl is missing (the shell serves the ranges' one; events happen at ranges). */
const PLACEHOLDER = '/images/placeholders/range.svg';

const deadlineText = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));

function Capacity({ event }: { event: ClubEvent }) {
  if (event.registrationUrl) return null;
  if (event.maxParticipants === null)
    return (
      <p className="ev-facts__value">
        {event.registeredCount === 1 ? '1 member registered' : `${event.registeredCount} members registered`}; no limit
      </p>
    );
  return (
    <p className="ev-facts__value">
      {event.spotsLeft === 0 ? `Full (${event.maxParticipants} places)` : `${event.spotsLeft} of ${event.maxParticipants} places left`}
    </p>
  );
}

function Registration({ event }: { event: ClubEvent }) {
  const register = useRegister();
  const cancel = useCancelRegistration();
  const [confirm, confirmDialog] = useConfirm();
  const started = Date.now() >= Date.parse(event.startDate);
  const failure = register.error ?? cancel.error;
  if (event.registrationUrl)
    return (
      <div className="ev-actions">
        <Button asChild>
          <a href={event.registrationUrl} target="_blank" rel="noopener noreferrer nofollow">
            Register on the organiser’s site
          </a>
        </Button>
      </div>
    );
  return (
    <div className="ev-actions">
      {event.isRegistered ? (
        <>
          <Badge tone="success">You are registered</Badge>
          {!started ? (
            <Button
              variant="outline"
              disabled={cancel.isPending}
              onClick={async () => {
                if (
                  await confirm({
                    title: 'Cancel your registration?',
                    description: `Your place at ${event.title} goes to someone else.`,
                    confirmLabel: 'Cancel registration',
                    cancelLabel: 'Keep my place',
                  })
                )
                  cancel.mutate(event.id);
              }}
            >
              {cancel.isPending ? 'Cancelling…' : 'Cancel registration'}
            </Button>
          ) : null}
        </>
      ) : event.registrationOpen ? (
        <Button disabled={register.isPending} onClick={() => register.mutate(event.id)}>
          {register.isPending ? 'Registering…' : 'Register'}
        </Button>
      ) : (
        <p className="pr-muted">{event.registrationNote}</p>
      )}
      {failure ? (
        <p className="pr-error" role="alert">
          {failure instanceof ApiError && failure.body ? failure.body.message : errorMessage(failure)}
        </p>
      ) : null}
      {confirmDialog}
    </div>
  );
}

/** An event's page: what, when, where, who organises it, places left, the deadline, registration and the .ics file. */
export function EventDetails({ id, onBack, backLabel }: { id: string; onBack: () => void; backLabel: string }) {
  const query = useEvent(id);
  const { can } = useAuth();
  const approve = useApprove();
  const { siteOrigin } = useAppConfig();
  const back = (
    <Button variant="link" onClick={onBack} className="ev-back">
      ‹ {backLabel}
    </Button>
  );
  if (query.isPending) return <Spinner label="Loading the event…" block />;
  if (query.isError)
    return (
      <div role="alert" className="ev-state">
        {back}
        <p className="pr-error">
          {query.error instanceof ApiError && query.error.status === 404
            ? 'This event does not exist or is not public yet.'
            : `The event could not be loaded: ${errorMessage(query.error)}`}
        </p>
        {!(query.error instanceof ApiError && query.error.status === 404) ? (
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            Try again
          </Button>
        ) : null}
      </div>
    );
  const e = query.data;
  return (
    <article className="ev-details" aria-labelledby="ev-title">
      {e.status === 'approved' ? <JsonLd data={clubEventJsonLd(e, { origin: siteOrigin })} /> : null}
      {back}
      <img
        className="ev-details__image"
        src={e.imageUrl || PLACEHOLDER}
        alt=""
        decoding="async"
        onError={(ev) => {
          // SPEC 9: the placeholder when the image is missing or fails, once (a missing placeholder must not loop)
          if (!ev.currentTarget.src.endsWith(PLACEHOLDER)) ev.currentTarget.src = PLACEHOLDER;
        }}
      />
      <header className="ev-details__head">
        <h1 className="pr-h1" id="ev-title">
          {e.title}
        </h1>
        <div className="ev-row__badges">
          <Badge tone="primary">{CLUB_EVENT_TYPE_LABELS[e.eventType]}</Badge>
          {e.status === 'pending' ? <Badge tone="warning">Pending approval</Badge> : null}
          {e.status === 'rejected' ? <Badge tone="warning">Not approved</Badge> : null}
        </div>
      </header>
      {e.status === 'rejected' ? (
        <Card role="note" aria-label="Why this event was not approved">
          <p>An admin did not approve this event, so it is not on the calendar. Reason: {e.rejectionReason ?? 'none given'}</p>
        </Card>
      ) : null}
      <Card className="ev-facts">
        <dl>
          <div>
            <dt>When</dt>
            <dd>{whenText(e)}</dd>
          </div>
          <div>
            <dt>Where</dt>
            <dd>
              {e.location}, {e.state}
            </dd>
          </div>
          <div>
            <dt>Organiser</dt>
            <dd>
              {e.organizer}
              {e.contactEmail ? (
                <>
                  <br />
                  <a href={`mailto:${e.contactEmail}`}>{e.contactEmail}</a>
                </>
              ) : null}
              {e.contactPhone ? (
                <>
                  <br />
                  <a href={`tel:${e.contactPhone.replace(/[^+0-9]/g, '')}`}>{e.contactPhone}</a>
                </>
              ) : null}
            </dd>
          </div>
          {!e.registrationUrl ? (
            <div>
              <dt>Places</dt>
              <dd>
                <Capacity event={e} />
              </dd>
            </div>
          ) : null}
          <div>
            <dt>Registration deadline</dt>
            <dd>{e.registrationDeadline ? deadlineText(e.registrationDeadline) : `Until the start (${dayText(e.startDate)})`}</dd>
          </div>
        </dl>
      </Card>
      <section aria-label="Registration" className="ev-details__register">
        <Registration event={e} />
        <Button asChild variant="outline">
          <a href={icsPath(e.id)} download>
            Add to calendar (.ics)
          </a>
        </Button>
        <ReportButton
          targetType="club_event"
          targetId={e.id}
          targetPath={`/club-events?event=${e.id}`}
          ariaLabel={`Report the event ${e.title}`}
        />
        {e.status === 'pending' && can('events.approve') ? (
          <Button variant="secondary" disabled={approve.isPending} onClick={() => approve.mutate(e.id)}>
            {approve.isPending ? 'Approving…' : 'Approve event'}
          </Button>
        ) : null}
      </section>
      {e.description ? (
        <section aria-label="About this event">
          <h2 className="pr-h2">About this event</h2>
          <p className="ev-details__text">{e.description}</p>
        </section>
      ) : null}
      {e.status === 'approved' ? <EventEntries event={e} /> : null}
      <EventShoots event={e} />
    </article>
  );
}
