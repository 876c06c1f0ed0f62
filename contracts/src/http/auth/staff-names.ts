/**
 * Names that pass for staff: a member may not register as `admin.`, `superadmin_` or `moderator-1`,
 * nor call themselves "Site Admin" or "F0rum M0derator", because other members would take their word
 * for an official one. One rule for the auth service and the forms' live validation. Staff accounts
 * (the demo ones included) are made by staff, not through registration, and keep their names.
 */

/** SPEC 5's style: what the field must be. */
export const STAFF_NAME_MESSAGES = {
  username: 'Username must not look like a staff account (admin, moderator)',
  displayName: 'Display name must not look like a staff account (admin, moderator)',
} as const;

/** Whole words that name staff. */
const STAFF_WORDS = new Set([
  'admin',
  'admins',
  'administrator',
  'superadmin',
  'sysadmin',
  'moderator',
  'moderators',
  'mod',
  'mods',
  'staff',
  'webmaster',
]);
/** Staff words that also count inside a run of letters ("siteadmin", "forummoderator", "admin2024"). */
const STAFF_STEMS = ['admin', 'moderator'];

/** Digits and signs written for letters: 4dm1n, m0der4t0r, @dmin. */
const FOR_LETTERS: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'i',
};

/** The name's words, lower case, accents dropped, digits read as letters; separators are `.`, `_`, `-` and spaces. */
function wordsOf(name: string): string[] {
  const plain = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    // "SiteAdmin" and "superAdmin" are two words
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .toLowerCase()
    .replace(/[013457@$!|]/g, (c) => FOR_LETTERS[c] ?? c);
  return plain.split(/[\s._-]+/u).filter(Boolean);
}

/** Whether a text has a staff word in it (whole or run together with other letters, separators and digits aside). */
export function looksLikeStaffName(name: string): boolean {
  const words = wordsOf(name);
  // a number after the word counts with it ("staff2"); digits inside a word do not vanish, so "5874ff26" stays no word
  if (words.some((w) => STAFF_WORDS.has(w.replace(/\d+$/, '')))) return true;
  // spelt apart ("a.d.m.i.n", "Site Ad Min") or run together ("siteadmin"): the letters in one run
  const run = words.join('').replace(/[^a-z]/g, '');
  return STAFF_STEMS.some(
    (stem) => run.startsWith(stem) || run.endsWith(stem) || words.some((w) => w.startsWith(stem) || w.endsWith(stem)),
  );
}
