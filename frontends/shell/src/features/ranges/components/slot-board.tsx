import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { RangeSlot } from '@trap/contracts';
import { Badge, Button, errorMessage, LoadFailed, Spinner, toast, useAuth, useConfirm } from '@trap/ui';
import { addDays, dayLabel, indiaDay, rupees, useBookingActions, useMyRangeBookings, useSlotBoard } from '../api/slot-queries.ts';
import { useRangesT } from '../texts/texts.ts';

function SlotRow({ rangeId, slot }: { rangeId: string; slot: RangeSlot }) {
  const { user, can } = useAuth();
  const location = useLocation();
  const { book, cancel } = useBookingActions(rangeId);
  const [confirm, confirmDialog] = useConfirm();
  const { t, language } = useRangesT();
  const day = dayLabel(slot.date, language);
  const label = `${slot.time} ${slot.layoutName}`;
  const full = slot.placesLeft === 0;
  async function cancelIt() {
    const ok = await confirm({
      title: t('slots.cancelTitle'),
      description: t('slots.cancelText', { time: slot.time, day, layout: slot.layoutName }),
      confirmLabel: t('slots.cancelConfirm'),
      cancelLabel: t('slots.keep'),
    });
    if (ok)
      cancel.mutate(slot.id, {
        onSuccess: () => toast({ title: t('slots.cancelled'), variant: 'success' }),
        onError: (err) =>
          toast({ title: t('slots.error'), description: t('slots.cancelFailed', { reason: errorMessage(err) }), variant: 'destructive' }),
      });
  }
  return (
    <li className={`slot${slot.bookedByMe ? ' slot--mine' : ''}`} aria-label={label}>
      <span className="slot__time">{slot.time}</span>
      <span className="slot__what">
        <strong>{slot.layoutName}</strong> · {rupees(slot.pricePaise, language)}
      </span>
      <span className="slot__places">
        {slot.bookedByMe ? <Badge tone="success">{t('slots.booked')}</Badge> : null}{' '}
        {full ? t('slots.full') : t('slots.placesLeft', { count: slot.placesLeft, capacity: slot.capacity })}
      </span>
      <span className="slot__action">
        {slot.started ? (
          <span className="page__muted">{t('slots.started')}</span>
        ) : !user ? (
          <Link to={`/auth?returnTo=${encodeURIComponent(location.pathname)}`}>{t('slots.login')}</Link>
        ) : slot.bookedByMe ? (
          <Button size="sm" variant="outline" disabled={cancel.isPending} onClick={() => void cancelIt()}>
            {t('slots.cancel')}
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
                      title: t('slots.bookedToast'),
                      description: t('slots.bookedText', { time: slot.time, day, layout: slot.layoutName }),
                      variant: 'success',
                    }),
                  onError: (err) => toast({ title: t('slots.bookFailed'), description: errorMessage(err), variant: 'destructive' }),
                },
              )
            }
          >
            {t('slots.book')}
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
  const { t, language } = useRangesT();
  return (
    <section className="slot-board__mine" aria-labelledby="my-range-bookings">
      <h3 id="my-range-bookings">{t('mine.title')}</h3>
      {mine.isPending ? (
        <Spinner label={t('mine.loading')} />
      ) : mine.isError ? (
        <LoadFailed what={t('mine.what')} error={mine.error} retry={() => void mine.refetch()} />
      ) : here.length ? (
        <ul className="slot-board__mine-list">
          {here.map((s) => (
            <li key={s.id}>
              {dayLabel(s.date, language)}, {s.time} · {s.layoutName} · {rupees(s.pricePaise, language)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="page__muted">{t('mine.none')}</p>
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
  const { t, language } = useRangesT();
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
          {t('slots.previous')}
        </Button>
        <p className="slot-board__week" aria-live="polite">
          {dayLabel(days[0]!, language)} – {dayLabel(days[6]!, language)}
        </p>
        <Button size="sm" variant="outline" onClick={() => setFrom(addDays(from, 7))}>
          {t('slots.next')}
        </Button>
      </div>
      {board.data?.canManage ? (
        <p>
          <Link to={`/shooting-ranges/${rangeId}/manage`}>{t('slots.manage')}</Link>
        </p>
      ) : null}
      {board.isPending ? (
        <Spinner block label={t('slots.loading')} />
      ) : board.isError ? (
        <LoadFailed what={t('slots.what')} error={board.error} retry={() => void board.refetch()} />
      ) : !board.data.slots.length ? (
        <p className="page__muted">{t('slots.none')}</p>
      ) : (
        <div className="slot-board__days">
          {days.map((d) =>
            byDay.get(d)!.length ? (
              <section key={d} className="slot-day" aria-label={dayLabel(d, language)}>
                <h3 className="slot-day__title">{dayLabel(d, language)}</h3>
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
      <p className="page__muted slot-board__note">{t('slots.note')}</p>
      {user ? <MyBookings rangeId={rangeId} /> : null}
    </div>
  );
}
