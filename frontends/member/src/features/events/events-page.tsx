import { useMemo, useState, useSyncExternalStore } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { CLUB_EVENT_TYPES, INDIAN_STATES, tierFeature, tierIncludes } from '@trap/contracts';
import {
  Badge,
  Button,
  Container,
  FormField,
  JsonLd,
  Label,
  LockedFeature,
  Spinner,
  errorMessage,
  useAppConfig,
  useAuth,
  useMemberTier,
  Select,
} from '@trap/ui';
import { eventFiltersFrom, useMonthEvents, type ClubEvent } from './events-api.ts';
import { calendarDayText, currentMonth, daysOf, monthLabel, shiftMonth, whenText } from './event-dates.ts';
import { clubEventListJsonLd } from './event-json-ld.ts';
import { MonthCalendar } from './month-calendar.tsx';
import { EventDetails } from './event-details.tsx';
import { ProposeEventDialog } from './event-form.tsx';
import { eventTypeText } from './event-texts.ts';
import { useEventsT } from './texts/texts.ts';
import '../../shared/styles/page.css';
import './events.css';

type View = 'calendar' | 'list';

/** Phones start on the list: a month grid of titles does not fit 390 px (the calendar still works there, by day). */
const PHONE = '(max-width: 640px)';
const subscribe = (cb: () => void) => {
  const mq = window.matchMedia(PHONE);
  mq.addEventListener('change', cb);
  return () => mq.removeEventListener('change', cb);
};
const usePhone = () =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE).matches,
    () => false,
  );

function EventRow({ event, onOpen }: { event: ClubEvent; onOpen: (id: string) => void }) {
  const { t, language } = useEventsT();
  return (
    <li className="ev-row">
      <div className="ev-row__main">
        <h3 className="pr-h3 ev-row__title">
          <a
            href={`?event=${event.id}`}
            onClick={(e) => {
              e.preventDefault();
              onOpen(event.id);
            }}
          >
            {event.title}
          </a>
        </h3>
        <span className="ev-row__meta">{whenText(event, language, t('allDay'))}</span>
        <span className="ev-row__meta">
          {event.location}, {event.state}
        </span>
      </div>
      <div className="ev-row__badges">
        <Badge tone="primary">{eventTypeText(t, event.eventType)}</Badge>
        {event.status === 'pending' ? <Badge tone="warning">{t('page.pendingApproval')}</Badge> : null}
        {event.isRegistered ? <Badge tone="success">{t('page.registered')}</Badge> : null}
        {event.spotsLeft !== null && event.registrationOpen ? (
          <Badge tone="neutral">{t('page.placesLeft', { count: event.spotsLeft })}</Badge>
        ) : null}
      </div>
    </li>
  );
}

/**
 * /community-events (Events Calendar) and /club-events (Club Events): the month's club events as a
 * calendar or a list, filtered by type and state; ?event=<id> opens an event's page with its
 * registration, capacity, deadline and .ics file.
 */
export default function EventsPage() {
  const { pathname } = useLocation();
  const { t, language } = useEventsT();
  const { user, can } = useAuth();
  const { siteOrigin } = useAppConfig();
  const tier = useMemberTier();
  // staff propose by their role; any other member by organising shoots (Elite Trigger, tier-features match_day)
  const proposes = can('events.create') || (!!user && tierIncludes(tier, tierFeature('match_day').tier));
  const phone = usePhone();
  const [params, setParams] = useSearchParams();
  const [chosenView, setView] = useState<View | null>(null);
  const view: View = chosenView ?? (phone ? 'list' : 'calendar');
  const [day, setDay] = useState<string | null>(null);
  const filters = eventFiltersFrom(params);
  const eventId = params.get('event');
  const query = useMonthEvents(filters);
  const title = pathname.startsWith('/club-events') ? t('page.titleClub') : t('page.titleCalendar');

  const set = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes))
      if (v) next.set(k, v);
      else next.delete(k);
    setParams(next, { replace: !('event' in changes) });
  };
  const open = (id: string) => set({ event: id });
  const goMonth = (month: string | null) => {
    setDay(null);
    set({ month });
  };

  const items = useMemo(() => query.data?.items ?? [], [query.data]);
  const dayItems = day ? items.filter((e) => daysOf(e).includes(day)) : [];

  if (eventId) {
    return (
      <Container>
        <div className="pr-page">
          <EventDetails id={eventId} onBack={() => set({ event: null })} backLabel={t('page.backTo', { title })} />
        </div>
      </Container>
    );
  }

  return (
    <Container>
      <div className="pr-page ev-page">
        {items.some((e) => e.status === 'approved') ? <JsonLd data={clubEventListJsonLd(items, { origin: siteOrigin })} /> : null}
        <header className="pr-header">
          <div>
            <h1 className="pr-h1">{title}</h1>
            <p className="pr-muted">{t('page.lead')}</p>
          </div>
          {proposes ? <ProposeEventDialog approvesOwn={can('events.approve')} /> : null}
        </header>
        {/* below Elite Trigger: what organising does and the upgrade link */}
        {user && !proposes ? <LockedFeature feature="match_day" compact headingLevel={2} /> : null}

        <div className="ev-toolbar">
          <div className="ev-month" role="group" aria-label={t('page.month')}>
            <Button variant="outline" size="sm" aria-label={t('page.previousMonth')} onClick={() => goMonth(shiftMonth(filters.month, -1))}>
              ‹
            </Button>
            <h2 className="pr-h2 ev-month__label" aria-live="polite">
              {monthLabel(filters.month, language)}
            </h2>
            <Button variant="outline" size="sm" aria-label={t('page.nextMonth')} onClick={() => goMonth(shiftMonth(filters.month, 1))}>
              ›
            </Button>
            {filters.month !== currentMonth() ? (
              <Button variant="ghost" size="sm" onClick={() => goMonth(null)}>
                {t('page.today')}
              </Button>
            ) : null}
          </div>
          <div className="ev-views" role="group" aria-label={t('page.view')}>
            <Button
              variant={view === 'calendar' ? 'primary' : 'outline'}
              size="sm"
              aria-pressed={view === 'calendar'}
              onClick={() => setView('calendar')}
            >
              {t('page.calendar')}
            </Button>
            <Button
              variant={view === 'list' ? 'primary' : 'outline'}
              size="sm"
              aria-pressed={view === 'list'}
              onClick={() => setView('list')}
            >
              {t('page.list')}
            </Button>
          </div>
          <div className="ev-filters">
            <FormField label={t('page.type')}>
              <Select value={filters.type} onChange={(e) => set({ type: e.target.value })}>
                <option value="">{t('page.allTypes')}</option>
                {CLUB_EVENT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {eventTypeText(t, type)}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField label={t('page.state')}>
              <Select value={filters.state} onChange={(e) => set({ state: e.target.value })}>
                <option value="">{t('page.allStates')}</option>
                {INDIAN_STATES.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </Select>
            </FormField>
            <div className="ev-check ev-filters__mine">
              <input id="ev-mine" type="checkbox" checked={filters.mine} onChange={(e) => set({ mine: e.target.checked ? '1' : null })} />
              <Label htmlFor="ev-mine">{t('page.mine')}</Label>
            </div>
          </div>
        </div>

        {query.isPending ? (
          <Spinner label={t('page.loading')} block />
        ) : query.isError ? (
          <div role="alert" className="ev-state">
            <p className="pr-error">{t('page.failed', { error: errorMessage(query.error) })}</p>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              {t('tryAgain')}
            </Button>
          </div>
        ) : view === 'calendar' ? (
          <>
            <MonthCalendar month={filters.month} events={items} selectedDay={day} onSelectDay={setDay} onOpen={open} />
            {items.length === 0 ? <p className="pr-muted ev-state">{t('page.noneInMonth', { month: monthLabel(filters.month, language) })}</p> : null}
            {day ? (
              <section aria-label={t('page.eventsOn', { day: calendarDayText(day, language) })} className="ev-day">
                <h3 className="pr-h3">{calendarDayText(day, language)}</h3>
                {dayItems.length ? (
                  <ul className="pr-list">
                    {dayItems.map((e) => (
                      <EventRow key={e.id} event={e} onOpen={open} />
                    ))}
                  </ul>
                ) : (
                  <p className="pr-muted">{t('page.noneOnDay')}</p>
                )}
              </section>
            ) : null}
          </>
        ) : items.length ? (
          <ul className="pr-list" aria-label={t('page.eventsIn', { month: monthLabel(filters.month, language) })}>
            {items.map((e) => (
              <EventRow key={e.id} event={e} onOpen={open} />
            ))}
          </ul>
        ) : (
          <p className="pr-muted ev-state">
            {filters.type || filters.state || filters.mine
              ? t('page.noneFiltered', { month: monthLabel(filters.month, language) })
              : t('page.noneTryNext', { month: monthLabel(filters.month, language) })}
          </p>
        )}
        {query.isFetching && !query.isPending ? <span className="pr-muted">{t('page.updating')}</span> : null}
      </div>
    </Container>
  );
}
