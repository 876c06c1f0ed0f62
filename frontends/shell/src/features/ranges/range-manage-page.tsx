import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { rangeSlotInputSchema, type RangeLayout } from '@trap/contracts';
import {
  ApiError,
  Button,
  Card,
  errorMessage,
  FormField,
  Input,
  LoadFailed,
  PageHead,
  Spinner,
  toast,
  useAuth,
  useMessageText,
  Select,
} from '@trap/ui';
import { useRange } from './api/ranges-queries.ts';
import { addDays, dayLabel, indiaDay, rupees, useBoardSettings, useManageActions, useRangeBookings } from './api/slot-queries.ts';
import { RANGE_FORM_MESSAGES } from './texts/field-messages.ts';
import { useRangesT } from './texts/texts.ts';
import './ranges.css';

function LayoutsForm({ rangeId, layouts }: { rangeId: string; layouts: RangeLayout[] }) {
  const { setLayouts } = useManageActions(rangeId);
  const [rows, setRows] = useState<{ id?: string; name: string }[]>(layouts.length ? layouts : [{ name: 'Trap 1' }]);
  const [error, setError] = useState<string | null>(null);
  const { t } = useRangesT();
  const messageText = useMessageText({ t, table: RANGE_FORM_MESSAGES });
  function save(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setLayouts.mutate(
      rows.filter((r) => r.name.trim()),
      {
        onSuccess: (saved) => {
          setRows(saved.layouts);
          toast({ title: t('manage.layoutsSaved'), variant: 'success' });
        },
        onError: (err) =>
          setError(err instanceof ApiError && err.fields ? messageText(Object.values(err.fields)[0]!) : errorMessage(err)),
      },
    );
  }
  return (
    <form onSubmit={save} noValidate aria-label={t('manage.layouts')} className="manage-layouts">
      {rows.map((row, i) => (
        <FormField key={row.id ?? `new-${i}`} id={`layout-${i}`} label={t('manage.layoutN', { n: i + 1 })}>
          <Input
            value={row.name}
            maxLength={60}
            onChange={(e) => setRows(rows.map((r, j) => (j === i ? { ...r, name: e.target.value } : r)))}
          />
        </FormField>
      ))}
      {error ? (
        <p role="alert" className="form-error">
          {error}
        </p>
      ) : null}
      <div className="manage-actions">
        <Button type="button" variant="outline" size="sm" disabled={rows.length >= 12} onClick={() => setRows([...rows, { name: '' }])}>
          {t('manage.addLayout')}
        </Button>
        <Button type="submit" size="sm" disabled={setLayouts.isPending}>
          {setLayouts.isPending ? t('manage.saving') : t('manage.saveLayouts')}
        </Button>
      </div>
    </form>
  );
}

function OpenSlotForm({ rangeId, layouts }: { rangeId: string; layouts: RangeLayout[] }) {
  const { openSlot } = useManageActions(rangeId);
  const [form, setForm] = useState({ date: indiaDay(1), time: '09:00', layoutId: layouts[0]?.id ?? '', price: '1200', capacity: '6' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { t, language } = useRangesT();
  const messageText = useMessageText({ t, table: RANGE_FORM_MESSAGES });
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [k]: e.target.value });
  function submit(e: FormEvent) {
    e.preventDefault();
    const input = {
      date: form.date,
      time: form.time,
      layoutId: form.layoutId,
      pricePaise: Math.round(Number(form.price) * 100),
      capacity: Number(form.capacity),
    };
    const parsed = rangeSlotInputSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), messageText(i.message)])));
      return;
    }
    setErrors({});
    openSlot.mutate(parsed.data, {
      onSuccess: (slot) =>
        toast({ title: t('manage.slotOpened'), description: `${dayLabel(slot.date, language)} ${slot.time}, ${slot.layoutName}`, variant: 'success' }),
      onError: (err) =>
        setErrors(
          err instanceof ApiError && err.fields
            ? Object.fromEntries(Object.entries(err.fields).map(([field, message]) => [field, messageText(message)]))
            : { form: errorMessage(err) },
        ),
    });
  }
  if (!layouts.length) return <p className="page__muted">{t('manage.layoutFirst')}</p>;
  return (
    <form onSubmit={submit} noValidate aria-label={t('manage.openSlot')} className="manage-slot-form">
      <FormField id="slot-date" label={t('manage.date')} error={errors.date}>
        <Input type="date" value={form.date} min={indiaDay()} onChange={set('date')} />
      </FormField>
      <FormField id="slot-time" label={t('manage.startTime')} error={errors.time}>
        <Input type="time" value={form.time} onChange={set('time')} />
      </FormField>
      <FormField id="slot-layout" label={t('manage.layout')} error={errors.layoutId}>
        <Select id="slot-layout" value={form.layoutId} onChange={set('layoutId')}>
          {layouts.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField id="slot-price" label={t('manage.price')} error={errors.pricePaise}>
        <Input type="number" inputMode="decimal" min={0} step="0.01" value={form.price} onChange={set('price')} />
      </FormField>
      <FormField id="slot-capacity" label={t('manage.places')} error={errors.capacity}>
        <Input type="number" inputMode="numeric" min={1} max={60} value={form.capacity} onChange={set('capacity')} />
      </FormField>
      {errors.form ? (
        <p role="alert" className="form-error">
          {errors.form}
        </p>
      ) : null}
      <Button type="submit" disabled={openSlot.isPending}>
        {openSlot.isPending ? t('manage.opening') : t('manage.open')}
      </Button>
    </form>
  );
}

function Bookings({ rangeId }: { rangeId: string }) {
  const today = indiaDay();
  const [from, setFrom] = useState(today);
  const list = useRangeBookings(rangeId, from);
  const { withdraw } = useManageActions(rangeId);
  const { t, language } = useRangesT();
  return (
    <>
      <div className="slot-board__nav">
        <Button size="sm" variant="outline" disabled={from <= today} onClick={() => setFrom(addDays(from, -7))}>
          {t('slots.previous')}
        </Button>
        <p className="slot-board__week">
          {dayLabel(from, language)} – {dayLabel(addDays(from, 6), language)}
        </p>
        <Button size="sm" variant="outline" onClick={() => setFrom(addDays(from, 7))}>
          {t('slots.next')}
        </Button>
      </div>
      {list.isPending ? (
        <Spinner block label={t('manage.loadingBookings')} />
      ) : list.isError ? (
        <LoadFailed what={t('manage.bookingsWhat')} error={list.error} retry={() => void list.refetch()} />
      ) : !list.data.items.length ? (
        <p className="page__muted">{t('manage.noSlots')}</p>
      ) : (
        <ul className="manage-bookings">
          {list.data.items.map((s) => (
            <li key={s.id} className="manage-booking" aria-label={`${s.date} ${s.time} ${s.layoutName}`}>
              <p>
                <strong>
                  {dayLabel(s.date, language)}, {s.time}
                </strong>{' '}
                · {s.layoutName} · {rupees(s.pricePaise, language)} ·{' '}
                {t('manage.bookedOf', { booked: s.capacity - s.placesLeft, capacity: s.capacity })}
              </p>
              {s.bookings.length ? (
                <ul className="manage-booking__names">
                  {s.bookings.map((b, i) => (
                    <li key={i}>{b.name}</li>
                  ))}
                </ul>
              ) : !s.started ? (
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={withdraw.isPending}
                  onClick={() =>
                    withdraw.mutate(s.id, {
                      onError: (err) => toast({ title: t('slots.error'), description: errorMessage(err), variant: 'destructive' }),
                    })
                  }
                >
                  {t('manage.withdraw')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** /shooting-ranges/:id/manage: the range's staff keep its layouts, open slots and see who booked. */
export default function RangeManagePage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const { user, isLoading } = useAuth();
  const range = useRange(id);
  const settings = useBoardSettings(id);
  const { t } = useRangesT();

  if (isLoading) return <Spinner block label={t('manage.checking')} />;
  if (!user) return <Navigate to={`/auth?returnTo=${encodeURIComponent(location.pathname)}`} replace />;
  const name = range.data?.name ?? t('manage.rangeFallback');
  let body;
  if (settings.isPending || range.isPending) body = <Spinner block label={t('range.loading')} />;
  else if (settings.isError) {
    const denied = settings.error instanceof ApiError && settings.error.status === 403;
    body = denied ? (
      <div role="alert">
        <h2>{t('manage.denied')}</h2>
        <p>{t('manage.deniedText')}</p>
      </div>
    ) : (
      <LoadFailed what={t('manage.boardWhat')} error={settings.error} retry={() => void settings.refetch()} />
    );
  } else
    body = (
      <div className="manage-grid">
        <Card className="range-block" role="region" aria-labelledby="manage-layouts">
          <h2 id="manage-layouts" className="range-block__title">
            {t('manage.layouts')}
          </h2>
          <LayoutsForm key={settings.data.layouts.map((l) => l.id).join()} rangeId={id} layouts={settings.data.layouts} />
        </Card>
        <Card className="range-block" role="region" aria-labelledby="manage-open">
          <h2 id="manage-open" className="range-block__title">
            {t('manage.openSlot')}
          </h2>
          <OpenSlotForm key={settings.data.layouts.map((l) => l.id).join()} rangeId={id} layouts={settings.data.layouts} />
        </Card>
        <Card className="range-block manage-grid__wide" role="region" aria-labelledby="manage-bookings">
          <h2 id="manage-bookings" className="range-block__title">
            {t('manage.bookings')}
          </h2>
          <Bookings rangeId={id} />
        </Card>
      </div>
    );
  return (
    <div className="page range-manage">
      <PageHead title={t('manage.headTitle', { name })} noindex />
      <p className="range-back">
        <Link to={`/shooting-ranges/${id}`}>← {name}</Link>
      </p>
      <h1>{t('manage.title')}</h1>
      <p className="page__lead">{name}</p>
      {body}
    </div>
  );
}
