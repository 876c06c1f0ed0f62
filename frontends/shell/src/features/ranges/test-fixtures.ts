/**
 * What the shooting ranges' component tests share (the range page, its slot board, and both in
 * Hindi): a range with its whole record and one with an empty record, a slot of this week and the
 * board of slots. Each test overrides what it is about. Test support: never imported by app code
 * (lint keeps it out of the bundles).
 */
import type { RangeSlot, RangeSlotBoard, ShootingRange } from '@trap/contracts';
import { indiaDay } from './api/slot-queries.ts';

/** A range with its whole record: features, programs, contact, hours and a map position. */
export const range: ShootingRange = {
  id: 'r1',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  name: 'Delhi Trap Club',
  city: 'New Delhi',
  state: 'Delhi',
  location: 'Tughlakabad, New Delhi',
  description: 'Two trap layouts under lights.\n\nCoaching every weekend.',
  fullAddress: 'Karni Singh Shooting Range, Tughlakabad',
  contact: '+91 11 2345 6789',
  email: 'desk@delhitrap.example',
  website: 'https://delhitrap.example',
  features: ['Trap', 'Skeet'],
  openingHours: { 'Mon-Fri': '07:00-18:00' },
  imageUrl: null,
  verified: true,
  programs: [{ name: 'Beginner course', description: 'Four Saturday mornings.' }],
  facilities: ['Gun rental'],
  membershipInfo: null,
  galleryImages: [],
  latitude: 28.5,
  longitude: 77.26,
  featured: false,
};

/** The same range with nothing listed beyond its name and place. */
export const bareRange: ShootingRange = {
  ...range,
  programs: [],
  facilities: [],
  openingHours: {},
  contact: null,
  email: null,
  website: null,
  latitude: null,
  longitude: null,
};

/** A slot at the range today (India's day), late enough not to have started; 4 of 6 places left. */
export const slot = (over: Partial<RangeSlot> = {}): RangeSlot => ({
  id: 's1',
  rangeId: 'r1',
  rangeName: 'Delhi Trap Club',
  date: indiaDay(),
  time: '23:59',
  layoutId: 'l1',
  layoutName: 'Trap 1',
  pricePaise: 150_000,
  capacity: 6,
  placesLeft: 4,
  bookedByMe: false,
  started: false,
  ...over,
});

/** The range's board for this week: `slots`, managed by the reader or not. */
export const slotBoard = (slots: RangeSlot[], canManage = false): RangeSlotBoard => ({
  rangeId: 'r1',
  from: indiaDay(),
  days: 7,
  layouts: [],
  slots,
  canManage,
});
