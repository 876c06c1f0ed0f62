import { RANGE_SLOT_LIMITS } from '@trap/contracts';
import type { useRangesT } from './texts.ts';

/**
 * The contract's English messages the slot and layout forms can meet (from their own check or the
 * API's fields), each with its key, so a page in Hindi says them in Hindi; any other shows as it came.
 */
const MESSAGE_TEXTS: Record<string, { textKey: string; max?: number }> = {
  'Date must be a date (YYYY-MM-DD)': { textKey: 'messages.date' },
  'Date must be within 2 years from now': { textKey: 'messages.dateTooLate' },
  'Time is required': { textKey: 'messages.timeRequired' },
  'Time must be HH:MM': { textKey: 'messages.time' },
  'Layout is required': { textKey: 'messages.layoutRequired' },
  'Price must be a number': { textKey: 'messages.priceNumber' },
  'Price must be whole paise': { textKey: 'messages.pricePaise' },
  'Price cannot be negative': { textKey: 'messages.priceNegative' },
  'Price is too high': { textKey: 'messages.priceHigh' },
  'Places must be a number': { textKey: 'messages.placesNumber' },
  'Places must be a whole number': { textKey: 'messages.placesWhole' },
  'Places must be at least 1': { textKey: 'messages.placesMin' },
  [`Places must be at most ${RANGE_SLOT_LIMITS.capacity}`]: { textKey: 'messages.placesMax', max: RANGE_SLOT_LIMITS.capacity },
  'Layout name is required': { textKey: 'messages.layoutName' },
  [`Layout name must be at most ${RANGE_SLOT_LIMITS.layoutName} characters`]: { textKey: 'messages.layoutNameLong', max: RANGE_SLOT_LIMITS.layoutName },
  'Add at least one layout': { textKey: 'messages.layoutsMin' },
  [`At most ${RANGE_SLOT_LIMITS.layouts} layouts`]: { textKey: 'messages.layoutsMax', max: RANGE_SLOT_LIMITS.layouts },
};

export function fieldMessage(t: ReturnType<typeof useRangesT>['t'], message: string): string {
  const known = MESSAGE_TEXTS[message];
  return known ? t(known.textKey, { max: known.max }) : message;
}
