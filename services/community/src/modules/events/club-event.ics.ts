import { istDayOf } from '@trap/contracts';
import type { ClubEventRecord } from './club-event.repository.ts';

/*
 * One event as an iCalendar file (RFC 5545), written by hand: a VCALENDAR with one VEVENT is a dozen
 * lines, and a library would add more than it saves. What the RFC asks and calendars check:
 * CRLF line ends, text values escaped (3.3.11), lines folded at 75 octets without splitting a
 * UTF-8 character (3.1), UTC date-times, and all-day events as DATE values with an exclusive end.
 */

/** TEXT value escaping (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks. */
function escapeText(value: string): string {
  return (
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // other control characters are not allowed in a TEXT value
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
  );
}

/** A parameter value (CN="..."): no double quotes or control characters inside the quotes (RFC 5545 3.1). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const paramValue = (value: string) => `"${value.replace(/["\\]/g, '').replace(/[\u0000-\u001f\u007f]/g, '')}"`;

/** Folds a content line into lines of at most 75 octets, continuation lines starting with a space (RFC 5545 3.1). */
function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    // the first line holds 75 octets; a continuation line 74 after its leading space
    if (octets + size > (out.length ? 74 : 75)) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** 20261201T033000Z */
const utc = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
/** 20261201 */
const day = (isoDay: string) => isoDay.replace(/-/g, '');
const nextDay = (isoDay: string) => new Date(Date.parse(`${isoDay}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The .ics file of one event; `now` stamps it (DTSTAMP). */
export function clubEventIcs(e: ClubEventRecord, now: Date): string {
  const details = [
    e.description,
    `Organiser: ${e.organizer}`,
    e.contactEmail ? `Email: ${e.contactEmail}` : '',
    e.contactPhone ? `Phone: ${e.contactPhone}` : '',
    e.registrationUrl ? `Registration: ${e.registrationUrl}` : '',
  ].filter(Boolean);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Trap India//Events Calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:club-event-${e._id}@trap-india`,
    `DTSTAMP:${utc(now)}`,
    ...(e.allDay
      ? [`DTSTART;VALUE=DATE:${day(istDayOf(e.startsAt))}`, `DTEND;VALUE=DATE:${day(nextDay(istDayOf(e.endsAt)))}`]
      : [`DTSTART:${utc(e.startsAt)}`, ...(e.endsAt > e.startsAt ? [`DTEND:${utc(e.endsAt)}`] : [])]),
    `SUMMARY:${escapeText(e.title)}`,
    `DESCRIPTION:${escapeText(details.join('\n\n'))}`,
    `LOCATION:${escapeText(`${e.location}, ${e.state}`)}`,
    ...(e.contactEmail ? [`ORGANIZER;CN=${paramValue(e.organizer)}:mailto:${e.contactEmail}`] : []),
    ...(e.registrationUrl ? [`URL:${e.registrationUrl}`] : []),
    `STATUS:${e.status === 'approved' ? 'CONFIRMED' : 'TENTATIVE'}`,
    `LAST-MODIFIED:${utc(e.updatedAt)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** A file name from the title: letters, digits and dashes. */
export const icsFileName = (e: Pick<ClubEventRecord, 'title' | '_id'>) =>
  `${
    e.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || `event-${e._id}`
  }.ics`;
