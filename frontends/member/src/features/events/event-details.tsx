import { ApiError, Badge, Button, Card, JsonLd, ReportButton, Spinner, errorMessage, useAppConfig, useAuth, useConfirm } from '@trap/ui';
import { dateTimeText, dayText, whenText } from './event-dates.ts';
import { eventTypeText, failureText, serviceMessageText } from './event-texts.ts';
import { useMemberT } from '../../shared/i18n/member-texts.ts';
import { clubEventJsonLd } from './event-json-ld.ts';
import { EventShoots } from './event-shoots.tsx';
import { EventEntries } from './event-entries.tsx';
import { icsPath, useEvent, useApprove, useCancelRegistration, useRegister, type ClubEvent } from './events-api.ts';

/** SPEC 9: a default placeholder image when imageUrl is missing (the shell serves the ranges' one; events happen at ranges). */
const PLACEHOLDER = '/images/placeholders/range.svg';

function Capacity({ event }: { event: ClubEvent }) {
  const { t } = useMemberT();
  if (event.registrationUrl) return null;
  if (event.maxParticipants === null)
    return <p className="ev-facts__value">{t('events.details.registeredNoLimit', { count: event.registeredCount })}</p>;
  return (
    <p className="ev-facts__value">
      {event.spotsLeft === 0
        ? t('events.details.full', { max: event.maxParticipants })
        : t('events.details.placesLeftOf', { left: event.spotsLeft, max: event.maxParticipants })}
    </p>
  );
}

function Registration({ event }: { event: ClubEvent }) {
  const { t, language } = useMemberT();
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
            {t('events.details.registerElsewhere')}
          </a>
        </Button>
      </div>
    );
  return (
    <div className="ev-actions">
      {event.isRegistered ? (
        <>
          <Badge tone="success">{t('events.details.youAreRegistered')}</Badge>
          {!started ? (
            <Button
              variant="outline"
              disabled={cancel.isPending}
              onClick={async () => {
                if (
                  await confirm({
                    title: t('events.details.cancelTitle'),
                    description: t('events.details.cancelText', { title: event.title }),
                    confirmLabel: t('events.details.cancelRegistration'),
                    cancelLabel: t('events.details.keepPlace'),
                  })
                )
                  cancel.mutate(event.id);
              }}
            >
              {cancel.isPending ? t('events.cancelling') : t('events.details.cancelRegistration')}
            </Button>
          ) : null}
        </>
      ) : event.registrationOpen ? (
        <Button disabled={register.isPending} onClick={() => register.mutate(event.id)}>
          {register.isPending ? t('events.details.registering') : t('events.details.register')}
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
  const { t, language } = useMemberT();
  const { can } = useAuth();
  const approve = useApprove();
  const { siteOrigin } = useAppConfig();
  const back = (
    <Button variant="link" onClick={onBack} className="ev-back">
      ‹ {backLabel}
    </Button>
  );
  if (query.isPending) return <Spinner label={t('events.details.loading')} block />;
  if (query.isError)
    return (
      <div role="alert" className="ev-state">
        {back}
        <p className="pr-error">
          {query.error instanceof ApiError && query.error.status === 404
            ? t('events.details.notFound')
            : t('events.details.failed', { error: errorMessage(query.error) })}
        </p>
        {!(query.error instanceof ApiError && query.error.status === 404) ? (
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            {t('events.tryAgain')}
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
          {e.status === 'pending' ? <Badge tone="warning">{t('events.page.pendingApproval')}</Badge> : null}
          {e.status === 'rejected' ? <Badge tone="warning">{t('events.details.notApproved')}</Badge> : null}
        </div>
      </header>
      {e.status === 'rejected' ? (
        <Card role="note" aria-label={t('events.details.whyNotApproved')}>
          <p>{t('events.details.rejected', { reason: e.rejectionReason ?? t('events.details.noReason') })}</p>
        </Card>
      ) : null}
      <Card className="ev-facts">
        <dl>
          <div>
            <dt>{t('events.details.when')}</dt>
            <dd>{whenText(e, language, t('events.allDay'))}</dd>
          </div>
          <div>
            <dt>{t('events.details.where')}</dt>
            <dd>
              {e.location}, {e.state}
            </dd>
          </div>
          <div>
            <dt>{t('events.details.organiser')}</dt>
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
              <dt>{t('events.details.places')}</dt>
              <dd>
                <Capacity event={e} />
              </dd>
            </div>
          ) : null}
          <div>
            <dt>{t('events.details.deadline')}</dt>
            <dd>
              {e.registrationDeadline
                ? dateTimeText(e.registrationDeadline, language)
                : t('events.details.untilStart', { day: dayText(e.startDate, language) })}
            </dd>
          </div>
        </dl>
      </Card>
      <section aria-label={t('events.details.registration')} className="ev-details__register">
        <Registration event={e} />
        <Button asChild variant="outline">
          <a href={icsPath(e.id)} download>
            {t('events.details.addToCalendar')}
          </a>
        </Button>
        <ReportButton
          targetType="club_event"
          targetId={e.id}
          targetPath={`/club-events?event=${e.id}`}
          label={t('events.details.report')}
          ariaLabel={t('events.details.reportEvent', { title: e.title })}
        />
        {e.status === 'pending' && can('events.approve') ? (
          <Button variant="secondary" disabled={approve.isPending} onClick={() => approve.mutate(e.id)}>
            {approve.isPending ? t('events.details.approving') : t('events.details.approve')}
          </Button>
        ) : null}
      </section>
      {e.description ? (
        <section aria-label={t('events.details.about')}>
          <h2 className="pr-h2">{t('events.details.about')}</h2>
          <p className="ev-details__text">{e.description}</p>
        </section>
      ) : null}
      {e.status === 'approved' ? <EventEntries event={e} /> : null}
      <EventShoots event={e} />
    </article>
  );
}
