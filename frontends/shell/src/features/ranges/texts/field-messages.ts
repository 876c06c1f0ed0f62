import type { MessageTable } from '@trap/ui';

/**
 * The contract's English messages the slot and layout forms can meet (their own check, the API's
 * fields), each with its key in the feature's texts, for `useMessageText`: looked up first, then
 * @trap/ui's catalogue of contracts' messages; English is always the message itself.
 */
export const RANGE_FORM_MESSAGES: MessageTable = [
  { message: 'Date must be a date (YYYY-MM-DD)', textKey: 'messages.date' },
  { message: 'Date must be within 2 years from now', textKey: 'messages.dateTooLate' },
  { message: 'Time is required', textKey: 'messages.timeRequired' },
  { message: 'Time must be HH:MM', textKey: 'messages.time' },
  { message: 'Layout is required', textKey: 'messages.layoutRequired' },
  { message: 'Price must be a number', textKey: 'messages.priceNumber' },
  { message: 'Price must be whole paise', textKey: 'messages.pricePaise' },
  { message: 'Price cannot be negative', textKey: 'messages.priceNegative' },
  { message: 'Price is too high', textKey: 'messages.priceHigh' },
  { message: 'Places must be a number', textKey: 'messages.placesNumber' },
  { message: 'Places must be a whole number', textKey: 'messages.placesWhole' },
  { message: 'Places must be at least 1', textKey: 'messages.placesMin' },
  { message: /^Places must be at most (?<max>\d+)$/, textKey: 'messages.placesMax' },
  { message: 'Layout name is required', textKey: 'messages.layoutName' },
  { message: /^Layout name must be at most (?<max>\d+) characters$/, textKey: 'messages.layoutNameLong' },
  { message: 'Add at least one layout', textKey: 'messages.layoutsMin' },
  { message: /^At most (?<max>\d+) layouts$/, textKey: 'messages.layoutsMax' },
];
