import { CONTACT_LIMITS } from '@trap/contracts';
import { featureTexts, type TFunction } from '@trap/ui';
import en from './en.json';

/** /contact's texts (English here, Hindi a chunk of its own). */
export const CONTACT_NS = 'shellContact';
export const useContactT = featureTexts(CONTACT_NS, en, () => import(/* webpackChunkName: "i18n-shell-contact-hi" */ './hi.json'));

const { name, email, subject, message, messageMin } = CONTACT_LIMITS;
/** The contact schema's English messages (SPEC's, from the form's check or the server's answer) and their texts. */
const KNOWN: readonly { message: string; textKey: string }[] = [
  { message: 'Name is required', textKey: 'errors.nameRequired' },
  { message: `Name must be at most ${name} characters`, textKey: 'errors.nameLong' },
  { message: 'Email is required', textKey: 'errors.emailRequired' },
  { message: `Email must be at most ${email} characters`, textKey: 'errors.emailLong' },
  { message: 'Please enter a valid email address', textKey: 'errors.emailInvalid' },
  { message: 'Subject is required', textKey: 'errors.subjectRequired' },
  { message: `Subject must be at most ${subject} characters`, textKey: 'errors.subjectLong' },
  { message: 'Message is required', textKey: 'errors.messageRequired' },
  { message: `Message must be at least ${messageMin} characters`, textKey: 'errors.messageShort' },
  { message: `Message must be at most ${message} characters`, textKey: 'errors.messageLong' },
];
const LIMIT_OF: Record<string, number> = {
  'errors.nameLong': name,
  'errors.emailLong': email,
  'errors.subjectLong': subject,
  'errors.messageLong': message,
};

/** A field's message in the page's language; one not listed shows as it came. */
export function contactFieldText(t: TFunction, text: string | undefined): string | undefined {
  const known = text === undefined ? undefined : KNOWN.find((k) => k.message === text);
  return known ? t(known.textKey, { max: LIMIT_OF[known.textKey], min: messageMin }) : text;
}
