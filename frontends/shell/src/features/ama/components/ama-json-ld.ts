import type { Ama } from '@trap/contracts';
import { absoluteUrl } from '../../../shared/lib/structured-data.ts';

interface Site {
  origin: string;
  name: string;
}

/** schema.org Event for an AMA: an online session with its speaker; no startDate while it is TBD. */
export function amaEventJsonLd(ama: Ama, site: Site, withContext = true): Record<string, unknown> {
  const url = absoluteUrl(site.origin, `/ama/${ama.id}`);
  const start = ama.scheduledFor && !Number.isNaN(Date.parse(ama.scheduledFor)) ? ama.scheduledFor : null;
  return {
    ...(withContext ? { '@context': 'https://schema.org' } : {}),
    '@type': 'Event',
    name: ama.title,
    description: ama.description,
    url,
    ...(start ? { startDate: start } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    location: { '@type': 'VirtualLocation', url },
    image: absoluteUrl(site.origin, ama.imageUrl || '/images/placeholders/ama.svg'),
    organizer: { '@type': 'Organization', name: site.name, url: site.origin },
    ...(ama.shooterName ? { performer: { '@type': 'Person', name: ama.shooterName } } : {}),
    isAccessibleForFree: true,
  };
}
