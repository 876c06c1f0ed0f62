import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CLUB_EVENT_TYPE_LABELS, CLUB_EVENT_TYPES, clubEventRejectionSchema, INDIAN_STATES, type ClubEvent } from '@trap/contracts';
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
  invalidateRoute,
  queryOptions,
  toast,
  Select,
} from '@trap/ui';
import { fieldErrors, istDateTime } from '../content/form-values.ts';

const PAGE = 20;

/** Members' proposed club events waiting for an admin: read them, approve them so everyone sees them, or reject them with a reason. */
export function ClubEventsReview() {
  const qc = useQueryClient();
  const [rejecting, setRejecting] = useState<ClubEvent | null>(null);
  const pending = useQuery(queryOptions(clubEventsApi.listClubEvents, { query: { approval: 'pending' } }));
  const approve = useMutation({
    mutationFn: (event: ClubEvent) => call(clubEventsApi.approveClubEvent, { params: { id: event.id } }),
    onSuccess: (event) => {
      toast({ title: 'Event approved', description: `“${event.title}” is on the calendar for everyone.`, variant: 'success' });
      void invalidateRoute(qc, clubEventsApi.listClubEvents);
    },
    onError: (err) => toast({ title: 'Not approved', description: errorMessage(err), variant: 'destructive' }),
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
          Club events awaiting approval
        </h2>
      </header>
      <div className="ap-toolbar" role="search">
        <Input
          type="search"
          aria-label="Search events awaiting approval"
          placeholder="Search titles, organisers, places"
          value={search}
          onChange={(e) => filter(setSearch)(e.target.value)}
        />
        <Select aria-label="Event type" value={type} onChange={(e) => filter(setType)(e.target.value)}>
          <option value="">Any event type</option>
          {CLUB_EVENT_TYPES.map((t) => (
            <option key={t} value={t}>
              {CLUB_EVENT_TYPE_LABELS[t]}
            </option>
          ))}
        </Select>
        <Select aria-label="State" value={state} onChange={(e) => filter(setState)(e.target.value)}>
          <option value="">Any state</option>
          {INDIAN_STATES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </Select>
      </div>
      {pending.isPending ? <Spinner label="Loading club events..." /> : null}
      {pending.isError ? (
        <Card role="alert">
          <p className="ap-error">Club events could not be loaded: {errorMessage(pending.error)}</p>
          <Button variant="outline" onClick={() => void pending.refetch()}>
            Try again
          </Button>
        </Card>
      ) : null}
      {pending.data && !items.length ? (
        <Card>
          <p className="ap-muted">{all.length ? 'No waiting event matches these filters.' : 'No events are waiting for approval.'}</p>
        </Card>
      ) : null}
      {items.length ? (
        <ul className="ap-list" aria-label="Events awaiting approval">
          {items.map((event) => (
            <li key={event.id} className="ap-row">
              <div className="ap-row__main">
                <p className="ap-row__title">{event.title}</p>
                <p className="ap-row__meta">
                  <Badge tone="warning">Pending</Badge>
                  <Badge>{CLUB_EVENT_TYPE_LABELS[event.eventType]}</Badge>
                  <Badge>{istDateTime(event.startDate)}</Badge>
                  <Badge>
                    {event.location}, {event.state}
                  </Badge>
                </p>
                <p className="ap-muted">
                  Organised by {event.organizer}.{' '}
                  {event.description.length > 240 ? `${event.description.slice(0, 240)}…` : event.description}
                </p>
              </div>
              <div className="ap-row__actions">
                <Button size="sm" disabled={approve.isPending} onClick={() => approve.mutate(event)} aria-label={`Approve ${event.title}`}>
                  Approve
                </Button>
                <Button size="sm" variant="destructive" onClick={() => setRejecting(event)} aria-label={`Reject ${event.title}`}>
                  Reject
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {pages > 1 ? (
        <nav className="ap-pager" aria-label="Events awaiting approval pages">
          <Button size="sm" variant="outline" disabled={shown === 0} onClick={() => setPage(shown - 1)}>
            Previous
          </Button>
          <span>
            Page {shown + 1} of {pages}
          </span>
          <Button size="sm" variant="outline" disabled={shown >= pages - 1} onClick={() => setPage(shown + 1)}>
            Next
          </Button>
        </nav>
      ) : null}
      <ReasonDialog
        open={rejecting !== null}
        onOpenChange={(open) => (open ? undefined : setRejecting(null))}
        title="Reject this event?"
        description={<>“{rejecting?.title}” stays off the calendar. Its organiser is sent the reason you give here.</>}
        formLabel="Reject event"
        confirmLabel="Reject event"
        busyLabel="Rejecting..."
        destructive
        validate={(reason) => fieldErrors(clubEventRejectionSchema, { reason })?.reason}
        onConfirm={async (reason) => {
          const event = await call(clubEventsApi.rejectClubEvent, { params: { id: rejecting!.id }, body: { reason } });
          toast({ title: 'Event rejected', description: `The organiser of “${event.title}” is told why.`, variant: 'success' });
          void invalidateRoute(qc, clubEventsApi.listClubEvents);
        }}
      />
    </section>
  );
}
