import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CLUB_EVENT_TYPES, clubEventRejectionSchema, INDIAN_STATES, type ClubEvent, type ClubEventType } from '@trap/contracts';
import { clubEventsApi } from '@trap/contracts/api/route-paths';
import {
  Badge,
  Button,
  Card,
  Input,
  ReasonDialog,
  Spinner,
  call,
  errorMessage,
  formatNumber,
  invalidateRoute,
  queryOptions,
  toast,
  Select,
  useMessageText,
} from '@trap/ui';
import { fieldErrors, istDateTime } from '../content/form-values.ts';
import { useClubEventsT } from './texts/texts.ts';

const PAGE = 20;

/** contracts' CLUB_EVENT_TYPE_LABELS in the page's language (the English word for word). */
const TYPES: Record<ClubEventType, { labelKey: string }> = {
  championship: { labelKey: 'types.championship' },
  club_shoot: { labelKey: 'types.club_shoot' },
  coaching_camp: { labelKey: 'types.coaching_camp' },
  clinic: { labelKey: 'types.clinic' },
  social: { labelKey: 'types.social' },
  other: { labelKey: 'types.other' },
};

/** Members' proposed club events waiting for an admin: read them, approve them so everyone sees them, or reject them with a reason. */
export function ClubEventsReview() {
  const qc = useQueryClient();
  const { t, language } = useClubEventsT();
  // the rejection schema's messages (contracts' English) in the page's language: @trap/ui's shared catalogue
  const messageText = useMessageText();
  const [rejecting, setRejecting] = useState<ClubEvent | null>(null);
  const pending = useQuery(queryOptions(clubEventsApi.listClubEvents, { query: { approval: 'pending' } }));
  const approve = useMutation({
    mutationFn: (event: ClubEvent) => call(clubEventsApi.approveClubEvent, { params: { id: event.id } }),
    onSuccess: (event) => {
      toast({ title: t('approved'), description: t('approvedDescription', { title: event.title }), variant: 'success' });
      void invalidateRoute(qc, clubEventsApi.listClubEvents);
    },
    onError: (err) => toast({ title: t('notApproved'), description: errorMessage(err), variant: 'destructive' }),
  });
  const [search, setSearch] = useState('');
  const [type, setType] = useState('');
  const [state, setState] = useState('');
  const [page, setPage] = useState(0);
  const all = pending.data?.items.filter((e) => e.status === 'pending') ?? [];
  // the queue is read whole (the API lists every pending event at once): searched, filtered and paged here
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const matching = all.filter(
    (e) =>
      (!type || e.eventType === type) &&
      (!state || e.state === state) &&
      words.every((w) => `${e.title} ${e.organizer} ${e.location}`.toLowerCase().includes(w)),
  );
  const pages = Math.max(1, Math.ceil(matching.length / PAGE));
  const shown = Math.min(page, pages - 1);
  const items = matching.slice(shown * PAGE, shown * PAGE + PAGE);
  const filter = (set: (v: string) => void) => (value: string) => {
    set(value);
    setPage(0);
  };
  return (
    <section aria-labelledby="ap-club-events" className="ap-section">
      <header className="ap-section__head">
        <h2 id="ap-club-events" className="ap-h2">
          {t('title')}
        </h2>
      </header>
      <div className="ap-toolbar" role="search">
        <Input
          type="search"
          aria-label={t('search')}
          placeholder={t('searchPlaceholder')}
          value={search}
          onChange={(e) => filter(setSearch)(e.target.value)}
        />
        <Select aria-label={t('eventType')} value={type} onChange={(e) => filter(setType)(e.target.value)}>
          <option value="">{t('anyType')}</option>
          {CLUB_EVENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(TYPES[type].labelKey)}
            </option>
          ))}
        </Select>
        <Select aria-label={t('state')} value={state} onChange={(e) => filter(setState)(e.target.value)}>
          <option value="">{t('anyState')}</option>
          {INDIAN_STATES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </Select>
      </div>
      {pending.isPending ? <Spinner label={t('loading')} /> : null}
      {pending.isError ? (
        <Card role="alert">
          <p className="ap-error">{t('loadFailed', { error: errorMessage(pending.error) })}</p>
          <Button variant="outline" onClick={() => void pending.refetch()}>
            {t('tryAgain')}
          </Button>
        </Card>
      ) : null}
      {pending.data && !items.length ? (
        <Card>
          <p className="ap-muted">{all.length ? t('noMatch') : t('noneWaiting')}</p>
        </Card>
      ) : null}
      {items.length ? (
        <ul className="ap-list" aria-label={t('list')}>
          {items.map((event) => (
            <li key={event.id} className="ap-row">
              <div className="ap-row__main">
                <p className="ap-row__title">{event.title}</p>
                <p className="ap-row__meta">
                  <Badge tone="warning">{t('pending')}</Badge>
                  <Badge>{t(TYPES[event.eventType].labelKey)}</Badge>
                  <Badge>{istDateTime(event.startDate, language)}</Badge>
                  <Badge>
                    {event.location}, {event.state}
                  </Badge>
                </p>
                <p className="ap-muted">
                  {t('organisedBy', { organiser: event.organizer })}{' '}
                  {event.description.length > 240 ? `${event.description.slice(0, 240)}…` : event.description}
                </p>
              </div>
              <div className="ap-row__actions">
                <Button size="sm" disabled={approve.isPending} onClick={() => approve.mutate(event)} aria-label={t('approveLabel', { title: event.title })}>
                  {t('approve')}
                </Button>
                <Button size="sm" variant="destructive" onClick={() => setRejecting(event)} aria-label={t('rejectLabel', { title: event.title })}>
                  {t('reject')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {pages > 1 ? (
        <nav className="ap-pager" aria-label={t('pages')}>
          <Button size="sm" variant="outline" disabled={shown === 0} onClick={() => setPage(shown - 1)}>
            {t('previous')}
          </Button>
          <span>{t('pageOf', { page: formatNumber(shown + 1, language), pages: formatNumber(pages, language) })}</span>
          <Button size="sm" variant="outline" disabled={shown >= pages - 1} onClick={() => setPage(shown + 1)}>
            {t('next')}
          </Button>
        </nav>
      ) : null}
      <ReasonDialog
        open={rejecting !== null}
        onOpenChange={(open) => (open ? undefined : setRejecting(null))}
        title={t('rejectTitle')}
        description={t('rejectDescription', { title: rejecting?.title ?? '' })}
        formLabel={t('rejectEvent')}
        confirmLabel={t('rejectEvent')}
        busyLabel={t('rejecting')}
        destructive
        validate={(reason) => messageText(fieldErrors(clubEventRejectionSchema, { reason })?.reason)}
        onConfirm={async (reason) => {
          const event = await call(clubEventsApi.rejectClubEvent, { params: { id: rejecting!.id }, body: { reason } });
          toast({ title: t('rejected'), description: t('rejectedDescription', { title: event.title }), variant: 'success' });
          void invalidateRoute(qc, clubEventsApi.listClubEvents);
        }}
      />
    </section>
  );
}
