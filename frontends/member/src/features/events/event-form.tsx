import { useState, type FormEvent } from 'react';
import { CLUB_EVENT_TYPES, INDIAN_STATES } from '@trap/contracts';
import {
  ApiError,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
  FormField,
  Input,
  Label,
  Textarea,
  errorMessage,
  Select,
  useMessageText,
} from '@trap/ui';
import { useProposeEvent, type ClubEventBody } from './events-api.ts';
import { eventTypeText } from './event-texts.ts';
import { useEventsT } from './texts/texts.ts';

type Fields = Record<
  | 'title'
  | 'eventType'
  | 'location'
  | 'state'
  | 'start'
  | 'end'
  | 'organizer'
  | 'contactEmail'
  | 'contactPhone'
  | 'registrationUrl'
  | 'registrationDeadline'
  | 'maxParticipants'
  | 'imageUrl'
  | 'description',
  string
>;
const EMPTY: Fields = {
  title: '',
  eventType: 'club_shoot',
  location: '',
  state: '',
  start: '',
  end: '',
  organizer: '',
  contactEmail: '',
  contactPhone: '',
  registrationUrl: '',
  registrationDeadline: '',
  maxParticipants: '',
  imageUrl: '',
  description: '',
};

/**
 * What is typed on the form is India's time: "2026-12-12T09:30" -> "2026-12-12T09:30:00+05:30"; a day
 * (all-day events, the deadline) is that day's first moment, or its last for `end`.
 */
const ist = (v: string, end = false) => (v.length === 16 ? `${v}:00+05:30` : `${v}T${end ? '23:59:59' : '00:00:00'}+05:30`);

/** Where each API field's message shows on the form. */
const FIELD_OF: Record<string, keyof Fields> = { startDate: 'start', endDate: 'end' };

/** Propose an event (events.create): pending until an admin approves it, unless the proposer approves events. */
export function ProposeEventDialog({ approvesOwn }: { approvesOwn: boolean }) {
  const { t } = useEventsT();
  // the server's messages (contracts' checks) in the page's language
  const messageText = useMessageText();
  const [open, setOpen] = useState(false);
  const [f, setF] = useState<Fields>(EMPTY);
  const [allDay, setAllDay] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const propose = useProposeEvent();
  const optional = t('optional');
  const bind = (k: keyof Fields) => ({ value: f[k], onChange: (e: { target: { value: string } }) => setF({ ...f, [k]: e.target.value }) });

  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    setErrors({});
    setMessage(null);
    const body = {
      title: f.title,
      description: f.description,
      eventType: f.eventType,
      location: f.location,
      state: f.state,
      startDate: f.start ? ist(f.start) : '',
      endDate: f.end ? ist(f.end) : null,
      allDay,
      organizer: f.organizer,
      contactEmail: f.contactEmail || null,
      contactPhone: f.contactPhone || null,
      registrationUrl: f.registrationUrl || null,
      registrationDeadline: f.registrationDeadline ? ist(f.registrationDeadline, true) : null,
      maxParticipants: f.maxParticipants ? Number(f.maxParticipants) : null,
      imageUrl: f.imageUrl || null,
    } as ClubEventBody;
    propose.mutate(body, {
      onSuccess: () => {
        setOpen(false);
        setF(EMPTY);
      },
      onError: (e) => {
        const fields = e instanceof ApiError ? e.fields : undefined;
        if (fields) setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [FIELD_OF[k] ?? k, v])));
        setMessage(fields ? t('propose.checkFields') : errorMessage(e));
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>{t('propose.open')}</Button>
      </DialogTrigger>
      <DialogContent className="ev-form-dialog">
        <DialogTitle>{t('propose.open')}</DialogTitle>
        <DialogDescription>{approvesOwn ? t('propose.approvesOwn') : t('propose.needsApproval')}</DialogDescription>
        <form className="ev-form" onSubmit={submit} noValidate aria-label={t('propose.open')}>
          <FormField label={t('propose.title')} error={messageText(errors.title)}>
            <Input maxLength={160} {...bind('title')} />
          </FormField>
          <div className="pr-grid">
            <FormField label={t('propose.type')} error={messageText(errors.eventType)}>
              <Select {...bind('eventType')}>
                {CLUB_EVENT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {eventTypeText(t, type)}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField label={t('propose.state')} error={messageText(errors.state)}>
              <Select {...bind('state')}>
                <option value="">{t('propose.choose')}</option>
                {INDIAN_STATES.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </Select>
            </FormField>
          </div>
          <FormField label={t('propose.location')} hint={t('propose.locationHint')} error={messageText(errors.location)}>
            <Input maxLength={200} {...bind('location')} />
          </FormField>
          <div className="ev-check">
            <input id="ev-all-day" type="checkbox" checked={allDay} onChange={(e) => setAllDay(e.target.checked)} />
            <Label htmlFor="ev-all-day">{t('propose.allDay')}</Label>
          </div>
          <div className="pr-grid">
            <FormField label={allDay ? t('propose.firstDay') : t('propose.starts')} error={messageText(errors.start)}>
              <Input type={allDay ? 'date' : 'datetime-local'} {...bind('start')} />
            </FormField>
            <FormField label={allDay ? t('propose.lastDay') : t('propose.ends')} labelSuffix={optional} error={messageText(errors.end)}>
              <Input type={allDay ? 'date' : 'datetime-local'} {...bind('end')} />
            </FormField>
          </div>
          <FormField label={t('propose.organiser')} error={messageText(errors.organizer)}>
            <Input maxLength={160} {...bind('organizer')} />
          </FormField>
          <div className="pr-grid">
            <FormField label={t('propose.contactEmail')} labelSuffix={optional} error={messageText(errors.contactEmail)}>
              <Input type="email" maxLength={254} {...bind('contactEmail')} />
            </FormField>
            <FormField label={t('propose.contactPhone')} labelSuffix={optional} error={messageText(errors.contactPhone)}>
              <Input type="tel" maxLength={20} {...bind('contactPhone')} />
            </FormField>
          </div>
          <FormField
            label={t('propose.registrationUrl')}
            labelSuffix={optional}
            hint={t('propose.registrationUrlHint')}
            error={messageText(errors.registrationUrl)}
          >
            <Input type="url" inputMode="url" placeholder="https://…" {...bind('registrationUrl')} />
          </FormField>
          <div className="pr-grid">
            <FormField label={t('propose.deadline')} labelSuffix={optional} error={messageText(errors.registrationDeadline)}>
              <Input type="date" {...bind('registrationDeadline')} />
            </FormField>
            <FormField label={t('propose.maxParticipants')} labelSuffix={optional} error={messageText(errors.maxParticipants)}>
              <Input type="number" min={1} max={2000} inputMode="numeric" {...bind('maxParticipants')} />
            </FormField>
          </div>
          <FormField label={t('propose.imageUrl')} labelSuffix={optional} error={messageText(errors.imageUrl)}>
            <Input type="url" inputMode="url" {...bind('imageUrl')} />
          </FormField>
          <FormField label={t('propose.description')} labelSuffix={optional} error={messageText(errors.description)}>
            <Textarea rows={4} maxLength={5000} {...bind('description')} />
          </FormField>
          {message ? (
            <p className="pr-error" role="alert">
              {messageText(message)}
            </p>
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              {t('cancel')}
            </Button>
            <Button type="submit" disabled={propose.isPending}>
              {propose.isPending ? t('propose.sending') : approvesOwn ? t('propose.addToCalendar') : t('propose.send')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
