import type { ShootingRange } from '@trap/contracts';
import { absoluteUrl } from '../../shared/lib/structured-data.ts';

const DAY_CODES: Record<string, string> = { mon: 'Mo', tue: 'Tu', wed: 'We', thu: 'Th', fri: 'Fr', sat: 'Sa', sun: 'Su' };
const dayCode = (day: string) => DAY_CODES[day.trim().slice(0, 3).toLowerCase()];

/** `{ 'Tue-Fri': '07:00-12:00' }` -> `['Tu-Fr 07:00-12:00']` (schema.org openingHours); closed days and free text are left out. */
function schemaOpeningHours(hours: Record<string, string>): string[] {
  const out: string[] = [];
  for (const [days, time] of Object.entries(hours)) {
    const span = days.split(/\s*[-–]\s*/).map(dayCode);
    const times = /^\s*(\d{1,2}:\d{2})\s*[-–]\s*(\d{1,2}:\d{2})\s*$/.exec(time);
    if (!times || span.some((d) => !d) || span.length > 2) continue;
    out.push(`${span.join('-')} ${times[1]!.padStart(5, '0')}-${times[2]!.padStart(5, '0')}`);
  }
  return out;
}

/** schema.org SportsActivityLocation for a range's page. */
export function rangeJsonLd(range: ShootingRange, origin: string): Record<string, unknown> {
  const url = absoluteUrl(origin, `/shooting-ranges/${range.id}`);
  const openingHours = schemaOpeningHours(range.openingHours);
  // an empty image list is a malformed property for search engines: left out instead
  const image = [range.imageUrl, ...range.galleryImages].filter((v): v is string => !!v).map((src) => absoluteUrl(origin, src));
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsActivityLocation',
    '@id': url,
    name: range.name,
    description: range.description,
    url: range.website || url,
    ...(image.length ? { image } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(range.fullAddress ? { streetAddress: range.fullAddress } : {}),
      addressLocality: range.city,
      addressRegion: range.state,
      addressCountry: 'IN',
    },
    ...(range.latitude != null && range.longitude != null
      ? { geo: { '@type': 'GeoCoordinates', latitude: range.latitude, longitude: range.longitude } }
      : {}),
    ...(range.contact ? { telephone: range.contact } : {}),
    ...(range.email ? { email: range.email } : {}),
    ...(openingHours.length ? { openingHours } : {}),
    ...(range.features.length || range.facilities.length
      ? {
          amenityFeature: [...range.features, ...range.facilities].map((name) => ({
            '@type': 'LocationFeatureSpecification',
            name,
            value: true,
          })),
        }
      : {}),
  };
}
