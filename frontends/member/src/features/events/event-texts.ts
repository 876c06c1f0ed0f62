import { EVENT_CHECK_IN_MESSAGES, EVENT_ENTRY_MESSAGES, type ClubEventType, type EventEntryStatus, type ShootCategory } from '@trap/contracts';
import { ApiError, errorMessage, formatRupees, messageText, type Language, type MessageTable, type TFunction } from '@trap/ui';

/**
 * The events screens' words from contracts' label tables (CLUB_EVENT_TYPE_LABELS,
 * EVENT_ENTRY_STATUS_LABELS, SHOOT_CATEGORY_LABELS) in the page's language: the English texts are
 * those tables word for word (event-texts.test.ts checks it), the Hindi by the glossary.
 */
const TYPE_TEXTS: Record<ClubEventType, { textKey: string }> = {
  championship: { textKey: 'types.championship' },
  club_shoot: { textKey: 'types.club_shoot' },
  coaching_camp: { textKey: 'types.coaching_camp' },
  clinic: { textKey: 'types.clinic' },
  social: { textKey: 'types.social' },
  other: { textKey: 'types.other' },
};
const STATUS_TEXTS: Record<EventEntryStatus, { textKey: string }> = {
  pending: { textKey: 'statuses.pending' },
  paid: { textKey: 'statuses.paid' },
  refunding: { textKey: 'statuses.refunding' },
  refunded: { textKey: 'statuses.refunded' },
  refund_due: { textKey: 'statuses.refund_due' },
  comp: { textKey: 'statuses.comp' },
  cash: { textKey: 'statuses.cash' },
  waiting: { textKey: 'statuses.waiting' },
  offered: { textKey: 'statuses.offered' },
  expired: { textKey: 'statuses.expired' },
  cancelled: { textKey: 'statuses.cancelled' },
};
const CATEGORY_TEXTS: Record<ShootCategory, { textKey: string }> = {
  open: { textKey: 'categories.open' },
  women: { textKey: 'categories.women' },
  junior: { textKey: 'categories.junior' },
  veteran: { textKey: 'categories.veteran' },
};

export const eventTypeText = (t: TFunction, type: ClubEventType) => t(TYPE_TEXTS[type].textKey);
export const entryStatusText = (t: TFunction, status: EventEntryStatus) => t(STATUS_TEXTS[status].textKey);
export const shootCategoryText = (t: TFunction, category: ShootCategory) => t(CATEGORY_TEXTS[category].textKey);

/** Rupees and paise with Indian grouping (₹1,500.00), as contracts' formatPaise writes them in English. */
export const money = (paise: number, language: Language) => formatRupees(paise / 100, language, { paise: 'always' });

/**
 * The community service's messages on these screens (SPEC's English: a refused entry or check-in, why
 * registration is closed), shown in the page's language; one not listed shows as it came.
 */
const MESSAGE_TEXTS: MessageTable = [
  { message: EVENT_ENTRY_MESSAGES.noFees, textKey: 'messages.noFees' },
  { message: EVENT_ENTRY_MESSAGES.closed, textKey: 'messages.closed' },
  { message: EVENT_ENTRY_MESSAGES.alreadyEntered, textKey: 'messages.alreadyEntered' },
  { message: EVENT_ENTRY_MESSAGES.notCancellable, textKey: 'messages.notCancellable' },
  { message: EVENT_ENTRY_MESSAGES.notPayable, textKey: 'messages.notPayable' },
  { message: EVENT_ENTRY_MESSAGES.disciplineNotOffered, textKey: 'messages.disciplineNotOffered' },
  { message: EVENT_ENTRY_MESSAGES.notOrganiser, textKey: 'messages.notOrganiser' },
  { message: EVENT_ENTRY_MESSAGES.started, textKey: 'messages.started' },
  { message: EVENT_CHECK_IN_MESSAGES.notCheckable, textKey: 'messages.notCheckable' },
  { message: EVENT_CHECK_IN_MESSAGES.notPaid, textKey: 'messages.notPaid' },
  { message: EVENT_CHECK_IN_MESSAGES.cancelled, textKey: 'messages.entryCancelled' },
  { message: EVENT_CHECK_IN_MESSAGES.eventCancelled, textKey: 'messages.eventCancelled' },
  { message: EVENT_CHECK_IN_MESSAGES.badCode, textKey: 'messages.badCode' },
  { message: EVENT_CHECK_IN_MESSAGES.otherEvent, textKey: 'messages.otherEvent' },
  { message: EVENT_CHECK_IN_MESSAGES.checkedIn, textKey: 'messages.checkedIn' },
  // why nobody can register (the event's registrationNote)
  { message: 'This event takes paid entries: enter under Entries', textKey: 'messages.paidEntries' },
  { message: 'This event was not approved', textKey: 'messages.notApproved' },
  { message: 'This event is not approved yet', textKey: 'messages.notApprovedYet' },
  { message: 'Registration is on the organiser’s site', textKey: 'messages.registerElsewhere' },
  { message: 'Registration has closed', textKey: 'messages.registrationClosed' },
  { message: 'This event is full', textKey: 'messages.full' },
];
export const serviceMessageText = (t: TFunction, language: Language, message: string): string => messageText(t, language, message, MESSAGE_TEXTS);

/** What went wrong, for a failed call: the service's message in the page's language, else the error's own text. */
export const failureText = (t: TFunction, language: Language, err: unknown): string =>
  err instanceof ApiError && err.body ? serviceMessageText(t, language, err.body.message) : errorMessage(err);
