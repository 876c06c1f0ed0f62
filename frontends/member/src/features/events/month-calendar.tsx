import { istDayOf } from '@trap/contracts';
import type { ClubEvent } from './events-api.ts';
import { calendarDayText, daysOf, monthGrid, monthLabel, weekdayNames } from './event-dates.ts';
import { useEventsT } from './texts/texts.ts';

interface Props {
  month: string;
  events: ClubEvent[];
  selectedDay: string | null;
  onSelectDay: (day: string | null) => void;
  onOpen: (id: string) => void;
}

/** How many titles a day shows before "+N more" (wide screens; phones show a count). */
const TITLES_PER_DAY = 3;

/**
 * A Monday-first month grid (CSS grid with table semantics: a static layout, reached by Tab through its day buttons; IST days). A day with events is a button that lists them under
 * the grid; wide screens also show their titles in the cell (each opens its event), phones a count.
 */
export function MonthCalendar({ month, events, selectedDay, onSelectDay, onOpen }: Props) {
  const byDay = new Map<string, ClubEvent[]>();
  for (const e of events) for (const d of daysOf(e)) byDay.set(d, [...(byDay.get(d) ?? []), e]);
  const today = istDayOf(new Date());
  const { t, language } = useEventsT();
  return (
    <div className="ev-cal" role="table" aria-label={t('calendar.label', { month: monthLabel(month, language) })}>
      <div className="ev-cal__row" role="row">
        {weekdayNames(language).map((d) => (
          <div key={d} className="ev-cal__weekday" role="columnheader">
            {d}
          </div>
        ))}
      </div>
      {monthGrid(month).map((week, w) => (
        <div key={w} className="ev-cal__row" role="row">
          {week.map((day, i) => {
            if (!day) return <div key={i} className="ev-cal__cell ev-cal__cell--out" role="cell" />;
            const list = byDay.get(day) ?? [];
            const dayName = calendarDayText(day, language);
            const label =
              list.length === 0 ? t('calendar.noEvents', { day: dayName }) : t('calendar.dayEvents', { day: dayName, count: list.length });
            const classes = [
              'ev-cal__cell',
              day === today ? 'ev-cal__cell--today' : '',
              day === selectedDay ? 'ev-cal__cell--selected' : '',
              list.length ? 'ev-cal__cell--busy' : '',
            ].join(' ');
            return (
              <div key={day} className={classes} role="cell">
                {list.length ? (
                  <button
                    type="button"
                    className="ev-cal__day"
                    aria-label={label}
                    aria-pressed={day === selectedDay}
                    onClick={() => onSelectDay(day === selectedDay ? null : day)}
                  >
                    <span aria-hidden="true">{Number(day.slice(8))}</span>
                    <span className="ev-cal__count" aria-hidden="true">
                      {list.length}
                    </span>
                  </button>
                ) : (
                  <span className="ev-cal__day ev-cal__day--plain" aria-label={label}>
                    {Number(day.slice(8))}
                  </span>
                )}
                <ul className="ev-cal__titles">
                  {list.slice(0, TITLES_PER_DAY).map((e) => (
                    <li key={e.id}>
                      <a
                        href={`?event=${e.id}`}
                        className={`ev-chip ev-chip--${e.eventType}${e.status === 'pending' ? ' ev-chip--pending' : ''}`}
                        tabIndex={-1}
                        onClick={(ev) => {
                          ev.preventDefault();
                          onOpen(e.id);
                        }}
                      >
                        {e.title}
                      </a>
                    </li>
                  ))}
                  {list.length > TITLES_PER_DAY ? <li className="ev-cal__more">{t('calendar.more', { count: list.length - TITLES_PER_DAY })}</li> : null}
                </ul>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
