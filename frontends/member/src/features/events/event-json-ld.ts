import type { ClubEvent } from './events-api.ts';

interface Site {
  origin: string;
}

const absolute = (origin: string, pathOrUrl: string) =>
  /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${origin.replace(/\/+$/, '')}/${pathOrUrl.replace(/^\/+/, '')}`;

/** An event's own page: the calendar opened on it. */
export const eventPath = (id: string) => `/community-events?event=${encodeURIComponent(id)}`;

/**
 * schema.org Event for a club event (what Google's event rich results read: name, start, and where,
 * a Place with its address; the organiser's registration page as the offer).
 */
export function clubEventJsonLd(e: ClubEvent, site: Site, withContext = true): Record<string, unknown> {
  return {
    ...(withContext ? { '@context': 'https://schema.org' } : {}),
    '@type': 'Event',
    name: e.title,
    description: e.description,
    url: absolute(site.origin, eventPath(e.id)),
    startDate: e.startDate,
    endDate: e.endDate,
    // an event taken off the calendar stays readable, marked cancelled
    eventStatus: e.isActive ? 'https://schema.org/EventScheduled' : 'https://schema.org/EventCancelled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: e.location,
      address: { '@type': 'PostalAddress', streetAddress: e.location, addressRegion: e.state, addressCountry: 'IN' },
    },
    image: [absolute(site.origin, e.imageUrl || '/images/placeholders/range.svg')],
    organizer: { '@type': 'Organization', name: e.organizer, ...(e.contactEmail ? { email: e.contactEmail } : {}) },
    ...(e.registrationUrl ? { offers: { '@type': 'Offer', url: e.registrationUrl, availability: 'https://schema.org/InStock' } } : {}),
    ...(e.maxParticipants !== null ? { maximumAttendeeCapacity: e.maxParticipants } : {}),
  };
}

/**
 * The calendar's events as an ItemList of Events (every event carried whole: they share one page).
 * Only approved ones: a pending event is shown to its creator and the admins, never described to others.
 */
export function clubEventListJsonLd(events: readonly ClubEvent[], site: Site): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: events
      .filter((e) => e.status === 'approved')
      .map((e, i) => ({ '@type': 'ListItem', position: i + 1, item: clubEventJsonLd(e, site, false) })),
  };
}
