import { describe, expect, it } from 'vitest';
import { structuredDataProblems } from '@trap/ui/testing/structured-data-rules.ts';
import { clubEventJsonLd, clubEventListJsonLd } from './event-json-ld.ts';
import type { ClubEvent } from './events-api.ts';

const ORIGIN = 'https://trap.example';

const event = (over: Partial<ClubEvent> = {}): ClubEvent => ({
  id: 'ev1',
  title: 'North Zone Trap Championship',
  description: 'Two days, 125 targets.',
  eventType: 'championship',
  location: 'Dr. Karni Singh Shooting Range, Tughlakabad',
  state: 'Delhi',
  startDate: '2026-12-12T03:30:00.000Z',
  endDate: '2026-12-13T12:30:00.000Z',
  allDay: false,
  organizer: 'Delhi State Rifle Association',
  contactEmail: 'events@dsra.example',
  contactPhone: null,
  registrationUrl: null,
  registrationDeadline: null,
  maxParticipants: 60,
  imageUrl: null,
  createdBy: null,
  isActive: true,
  status: 'approved',
  approvedAt: '2026-11-01T00:00:00.000Z',
  rejectionReason: null,
  createdAt: '2026-10-30T00:00:00.000Z',
  registeredCount: 4,
  spotsLeft: 56,
  registrationOpen: true,
  registrationNote: null,
  isRegistered: false,
  ...over,
});

describe('a club event as schema.org Event', () => {
  it('carries its name, start and end, and a Place with the address, at the calendar opened on it', () => {
    const data = clubEventJsonLd(event(), { origin: ORIGIN });
    expect(structuredDataProblems(data)).toEqual([]);
    expect(data.url).toBe(`${ORIGIN}/community-events?event=ev1`);
    expect(data.location).toMatchObject({ '@type': 'Place', address: { addressRegion: 'Delhi', addressCountry: 'IN' } });
    expect(data).not.toHaveProperty('offers');
  });

  it('an event registering on the organiser’s site offers that page; one taken off the calendar is marked cancelled', () => {
    const data = clubEventJsonLd(event({ registrationUrl: 'https://dsra.example/register', isActive: false }), { origin: ORIGIN });
    expect(data.offers).toMatchObject({ '@type': 'Offer', url: 'https://dsra.example/register' });
    expect(data.eventStatus).toBe('https://schema.org/EventCancelled');
  });

  it('the calendar lists its approved events as an ItemList of Events, never a pending one', () => {
    const data = clubEventListJsonLd([event(), event({ id: 'ev2', status: 'pending' }), event({ id: 'ev3' })], { origin: ORIGIN });
    expect(structuredDataProblems(data)).toEqual([]);
    const items = data.itemListElement as { position: number; item: { url: string } }[];
    expect(items.map((i) => [i.position, i.item.url])).toEqual([
      [1, `${ORIGIN}/community-events?event=ev1`],
      [2, `${ORIGIN}/community-events?event=ev3`],
    ]);
  });
});
