import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { RangeSlot } from '@trap/contracts';
import { Badge, Button, errorMessage, LoadFailed, Spinner, toast, useAuth, useConfirm } from '@trap/ui';
import { addDays, dayLabel, indiaDay, rupees, useBookingActions, useMyRangeBookings, useSlotBoard } from '../api/slot-queries.ts';

function SlotRow({ rangeId, slot }: { rangeId: string; slot: RangeSlot }) {
  const { user, can } = useAuth();
  const location = useLocation();
  const { book, cancel } = useBookingActions(rangeId);
  const [confirm, confirmDialog] = useConfirm();
  const label = `${slot.time} ${slot.layoutName}`;
  const full = slot.placesLeft === 0;
  async function cancelIt() {
    const ok = await confirm({
      title: 'Cancel this booking?',
      description: `Your place at ${slot.time} on ${dayLabel(slot.date)} (${slot.layoutName}) goes back to the board.`,
      confirmLabel: 'Cancel booking',
    });
    if (ok)
      cancel.mutate(slot.id, {
        onSuccess: () => toast({ title: 'Booking cancelled', variant: 'success' }),
        onError: (err) => toast({ title: 'Error', description: `Failed to cancel: ${errorMessage(err)}`, variant: 'destructive' }),
      });
  }
  return (
    <li className={`slot${slot.bookedByMe ? ' slot--mine' : ''}`} aria-label={label}>
      <span className="slot__time">{slot.time}</span>
      <span className="slot__what">
        <strong>{slot.layoutName}</strong> · {rupees(slot.pricePaise)}
      </span>
      <span className="slot__places">
        {slot.bookedByMe ? <Badge tone="success">Booked</Badge> : null}{' '}
        {full ? 'Full' : `${slot.placesLeft} of ${slot.capacity} ${slot.placesLeft === 1 ? 'place' : 'places'} left`}
      </span>
      <span className="slot__action">
        {slot.started ? (
          <span className="page__muted">Started</span>
        ) : !user ? (
          <Link to={`/auth?returnTo=${encodeURIComponent(location.pathname)}`}>Log in to book</Link>
        ) : slot.bookedByMe ? (
          <Button size="sm" variant="outline" disabled={cancel.isPending} onClick={() => void cancelIt()}>
            Cancel
          </Button>
        ) : can('member.tools') && !full ? (
          <Button
            size="sm"
            disabled={book.isPending}
            onClick={() =>
              book.mutate(
                { slotId: slot.id, name: user.displayName || user.username },
                {
                  onSuccess: () =>
                    toast({
                      title: 'Place booked',
                      description: `${slot.time} on ${dayLabel(slot.date)}, ${slot.layoutName}. Pay at the range.`,
                      variant: 'success',
                    }),
                  onError: (err) => toast({ title: 'Could not book', description: errorMessage(err), variant: 'destructive' }),
                },
              )
            }
          >
            Book
          </Button>
        ) : null}
      </span>
      {confirmDialog}
    </li>
  );
}

function MyBookings({ rangeId }: { rangeId: string }) {
  const mine = useMyRangeBookings();
  const here = mine.data?.items.filter((s) => s.rangeId === rangeId) ?? [];
  return (
    <section className="slot-board__mine" aria-labelledby="my-range-bookings">
      <h3 id="my-range-bookings">My bookings</h3>
      {mine.isPending ? (
        <Spinner label="Loading your bookings..." />
      ) : mine.isError ? (
        <LoadFailed what="Your bookings" error={mine.error} retry={() => void mine.refetch()} />
      ) : here.length ? (
        <ul className="slot-board__mine-list">
          {here.map((s) => (
            <li key={s.id}>
              {dayLabel(s.date)}, {s.time} · {s.layoutName} · {rupees(s.pricePaise)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="page__muted">You have no bookings at this range.</p>
      )}
    </section>
  );
}

/**
 * A range's slot board: a week of bookable slots by day, with places left and the
 * price; members book and cancel, visitors are asked to log in, range staff get a link to manage.
 */
export function SlotBoard({ rangeId }: { rangeId: string }) {
  const { user } = useAuth();
  const today = indiaDay();
  const [from, setFrom] = useState(today);
  const board = useSlotBoard(rangeId, from);
  const days = Array.from({ length: 7 }, (_, i) => addDays(from, i));
  const byDay = new Map(days.map((d) => [d, [] as RangeSlot[]]));
  for (const s of board.data?.slots ?? []) byDay.get(s.date)?.push(s);

  return (
    <div className="slot-board">
      <div className="slot-board__nav">
        <Button size="sm" variant="outline" disabled={from <= today} onClick={() => setFrom(addDays(from, -7))}>
          Previous week
        </Button>
        <p className="slot-board__week" aria-live="polite">
          {dayLabel(days[0]!)} – {dayLabel(days[6]!)}
        </p>
        <Button size="sm" variant="outline" onClick={() => setFrom(addDays(from, 7))}>
          Next week
        </Button>
      </div>
      {board.data?.canManage ? (
        <p>
          <Link to={`/shooting-ranges/${rangeId}/manage`}>Manage slots and bookings</Link>
        </p>
      ) : null}
      {board.isPending ? (
        <Spinner block label="Loading slots..." />
      ) : board.isError ? (
        <LoadFailed what="The slots" error={board.error} retry={() => void board.refetch()} />
      ) : !board.data.slots.length ? (
        <p className="page__muted">No slots open this week. Contact the range or try the next week.</p>
      ) : (
        <div className="slot-board__days">
          {days.map((d) =>
            byDay.get(d)!.length ? (
              <section key={d} className="slot-day" aria-label={dayLabel(d)}>
                <h3 className="slot-day__title">{dayLabel(d)}</h3>
                <ul className="slot-day__list">
                  {byDay.get(d)!.map((s) => (
                    <SlotRow key={s.id} rangeId={rangeId} slot={s} />
                  ))}
                </ul>
              </section>
            ) : null,
          )}
        </div>
      )}
      <p className="page__muted slot-board__note">Prices are per round, paid at the range. Times are IST.</p>
      {user ? <MyBookings rangeId={rangeId} /> : null}
    </div>
  );
}
