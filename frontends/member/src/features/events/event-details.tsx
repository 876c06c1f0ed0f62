import { ApiError, Badge, Button, Card, JsonLd, ReportButton, Spinner, errorMessage, useAppConfig, useAuth, useConfirm } from '@trap/ui';
import { dateTimeText, dayText, whenText } from './event-dates.ts';
import { eventTypeText, failureText, serviceMessageText } from './event-texts.ts';
import { useEventsT } from './texts/texts.ts';
import { clubEventJsonLd } from './event-json-ld.ts';
import { EventShoots } from './event-shoots.tsx';
import { EventEntries } from './event-entries.tsx';
import { icsPath, useEvent, useApprove, useCancelRegistration, useRegister, type ClubEvent } from './events-api.ts';

/** SPEC 9: a default placeholder image when imageUrl is missing (the shell serves the ranges' one; events happen at ranges). */
const PLACEHOLDER = '/images/placeholders/range.svg';

function Capacity({ event }: { event: ClubEvent }) {
  const { t } = useEventsT();
  if (event.registrationUrl) return null;
  if (event.maxParticipants === null)
    return <p className="ev-facts__value">{t('details.registeredNoLimit', { count: event.registeredCount })}</p>;
  return (
    <p className="ev-facts__value">
      {event.spotsLeft === 0
        ? t('details.full', { max: event.maxParticipants })
        : t('details.placesLeftOf', { left: event.spotsLeft, max: event.maxParticipants })}
    </p>
  );
}

function Registration({ event }: { event: ClubEvent }) {
  const { t, language } = useEventsT();
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
            {t('details.registerElsewhere')}
          </a>
        </Button>
      </div>
    );
  return (
    <div className="ev-actions">
      {event.isRegistered ? (
        <>
          <Badge tone="success">{t('details.youAreRegistered')}</Badge>
          {!started ? (
            <Button
              variant="outline"
              disabled={cancel.isPending}
              onClick={async () => {
                if (
                  await confirm({
                    title: t('details.cancelTitle'),
                    description: t('details.cancelText', { title: event.title }),
                    confirmLabel: t('details.cancelRegistration'),
                    cancelLabel: t('details.keepPlace'),
                  })
                )
                  cancel.mutate(event.id);
              }}
            >
              {cancel.isPending ? t('cancelling') : t('details.cancelRegistration')}
            </Button>
          ) : null}
        </>
      ) : event.registrationOpen ? (
        <Button disabled={register.isPending} onClick={() => register.mutate(event.id)}>
          {register.isPending ? t('details.registering') : t('details.register')}
        </Button>
      ) : (
        <p className="pr-muted">{event.registrationNote ? serviceMessageText(t, language, event.registrationNote) : null}</p>
      )}
      {failure ? (
        <p className="pr-error" role="alert">
          {failureText(t, language, failure)}
        </p>
      ) : null}
      {confirmDialog}
    </div>
  );
}

/** An event's page: what, when, where, who organises it, places left, the deadline, registration and the .ics file. */
export function EventDetails({ id, onBack, backLabel }: { id: string; onBack: () => void; backLabel: string }) {
  const query = useEvent(id);
  const { t, language } = useEventsT();
  const { can } = useAuth();
  const approve = useApprove();
  const { siteOrigin } = useAppConfig();
  const back = (
    <Button variant="link" onClick={onBack} className="ev-back">
      ‹ {backLabel}
    </Button>
  );
  if (query.isPending) return <Spinner label={t('details.loading')} block />;
  if (query.isError)
    return (
      <div role="alert" className="ev-state">
        {back}
        <p className="pr-error">
          {query.error instanceof ApiError && query.error.status === 404
            ? t('details.notFound')
            : t('details.failed', { error: errorMessage(query.error) })}
        </p>
        {!(query.error instanceof ApiError && query.error.status === 404) ? (
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            {t('tryAgain')}
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
          <Badge tone="primary">{eventTypeText(t, e.eventType)}</Badge>
          {e.status === 'pending' ? <Badge tone="warning">{t('page.pendingApproval')}</Badge> : null}
          {e.status === 'rejected' ? <Badge tone="warning">{t('details.notApproved')}</Badge> : null}
        </div>
      </header>
      {e.status === 'rejected' ? (
        <Card role="note" aria-label={t('details.whyNotApproved')}>
          <p>{t('details.rejected', { reason: e.rejectionReason ?? t('details.noReason') })}</p>
        </Card>
      ) : null}
      <Card className="ev-facts">
        <dl>
          <div>
            <dt>{t('details.when')}</dt>
            <dd>{whenText(e, language, t('allDay'))}</dd>
          </div>
          <div>
            <dt>{t('details.where')}</dt>
            <dd>
              {e.location}, {e.state}
            </dd>
          </div>
          <div>
            <dt>{t('details.organiser')}</dt>
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
              <dt>{t('details.places')}</dt>
              <dd>
                <Capacity event={e} />
              </dd>
            </div>
          ) : null}
          <div>
            <dt>{t('details.deadline')}</dt>
            <dd>
              {e.registrationDeadline
                ? dateTimeText(e.registrationDeadline, language)
                : t('details.untilStart', { day: dayText(e.startDate, language) })}
            </dd>
          </div>
        </dl>
      </Card>
      <section aria-label={t('details.registration')} className="ev-details__register">
        <Registration event={e} />
        <Button asChild variant="outline">
          <a href={icsPath(e.id)} download>
            {t('details.addToCalendar')}
          </a>
        </Button>
        <ReportButton
          targetType="club_event"
          targetId={e.id}
          targetPath={`/club-events?event=${e.id}`}
          label={t('details.report')}
          ariaLabel={t('details.reportEvent', { title: e.title })}
        />
        {e.status === 'pending' && can('events.approve') ? (
          <Button variant="secondary" disabled={approve.isPending} onClick={() => approve.mutate(e.id)}>
            {approve.isPending ? t('details.approving') : t('details.approve')}
          </Button>
        ) : null}
      </section>
      {e.description ? (
        <section aria-label={t('details.about')}>
          <h2 className="pr-h2">{t('details.about')}</h2>
          <p className="ev-details__text">{e.description}</p>
        </section>
      ) : null}
      {e.status === 'approved' ? <EventEntries event={e} /> : null}
      <EventShoots event={e} />
    </article>
  );
}
