import { describe, expect, it } from 'vitest';
import type { ShootingRange } from '@trap/contracts';
import { structuredDataProblems } from '@trap/ui/testing/structured-data-rules.ts';
import { rangeJsonLd } from './range-json-ld.ts';

const ORIGIN = 'https://trap.example';

// only the fields the page's structured data reads
const range = {
  id: 'g1',
  name: 'Delhi Trap Club',
  description: 'Two layouts.',
  website: null,
  imageUrl: null,
  galleryImages: [],
  fullAddress: 'Tughlakabad',
  city: 'New Delhi',
  state: 'Delhi',
  latitude: 28.5,
  longitude: 77.25,
  contact: null,
  email: null,
  openingHours: { 'Tue-Fri': '07:00-12:00', Mon: 'Closed' },
  features: [],
  facilities: ['Club house'],
} as unknown as ShootingRange;

describe('a range’s structured data, against what search engines require of a SportsActivityLocation', () => {
  it('a range is a SportsActivityLocation with its address and stored coordinates, and no telephone when none is stored', () => {
    const data = rangeJsonLd(range, ORIGIN);
    expect(structuredDataProblems(data)).toEqual([]);
    expect(data.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 28.5, longitude: 77.25 });
    expect(data).not.toHaveProperty('telephone');
    const without = rangeJsonLd({ ...range, latitude: null, longitude: null, contact: '+91 11 2345 6789' } as ShootingRange, ORIGIN);
    expect(without).not.toHaveProperty('geo');
    expect(without.telephone).toBe('+91 11 2345 6789');
    expect(structuredDataProblems(without)).toEqual([]);
  });

  it('the rules catch a range without its address', () => {
    expect(structuredDataProblems({ ...rangeJsonLd(range, ORIGIN), address: undefined })).toEqual(['SportsActivityLocation.address']);
  });
});
