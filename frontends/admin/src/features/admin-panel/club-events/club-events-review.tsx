import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClubEvent, ClubEventList } from '@trap/contracts';
import { Badge, Button, Card, Spinner, api, errorMessage, toast } from '@trap/ui';
import { istDateTime } from '../content/form-values.ts';
import { RejectEventDialog } from './reject-event-dialog.tsx';

const PENDING_URL = '/api/club-events?approval=pending';

/** Members' proposed club events waiting for an admin: read them, approve them so everyone sees them, or reject them with a reason. */
export function ClubEventsReview() {
  const qc = useQueryClient();
  const [rejecting, setRejecting] = useState<ClubEvent | null>(null);
  const pending = useQuery({
    queryKey: ['admin-panel', 'club-events', PENDING_URL],
    queryFn: ({ signal }) => api.get<ClubEventList>(PENDING_URL, { signal }),
  });
  const approve = useMutation({
    mutationFn: (event: ClubEvent) => api.post<ClubEvent>(`/api/club-events/${event.id}/approve`),
    onSuccess: (event) => {
      toast({ title: 'Event approved', description: `“${event.title}” is on the calendar for everyone.`, variant: 'success' });
      void qc.invalidateQueries({ queryKey: ['admin-panel', 'club-events'] });
    },
    onError: (err) => toast({ title: 'Not approved', description: errorMessage(err), variant: 'destructive' }),
  });
  const items = pending.data?.items.filter((e) => e.status === 'pending') ?? [];
  return (
    <section aria-labelledby="ap-club-events" className="ap-section">
      <header className="ap-section__head">
        <h2 id="ap-club-events" className="ap-h2">
          Club events awaiting approval
        </h2>
      </header>
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
          <p className="ap-muted">No events are waiting for approval.</p>
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
                  <Badge>{event.eventType}</Badge>
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
      <RejectEventDialog
        event={rejecting}
        onClose={() => setRejecting(null)}
        onRejected={(event) => {
          toast({ title: 'Event rejected', description: `The organiser of “${event.title}” is told why.`, variant: 'success' });
          void qc.invalidateQueries({ queryKey: ['admin-panel', 'club-events'] });
        }}
      />
    </section>
  );
}
