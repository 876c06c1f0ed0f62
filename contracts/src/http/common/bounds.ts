import { z } from 'zod';

/*
 * The outer bounds of what any contract accepts: web addresses, dates, free-form JSON.
 * Every field that holds one of these uses a helper from here, so a rule is written once. The date
 * windows are documented as a table in docs/decisions.md ("Input bounds").
 */

// ---- web addresses ---------------------------------------------------------------------------------

/** Longest web address a field takes (browsers and CDNs handle about this much). */
export const URL_MAX = 2048;

/** Characters that never belong in a stored address: they break out of an HTML attribute or hide a scheme. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const UNSAFE_URL_CHARACTER = /[\s<>"`\\\u0000-\u001f\u007f]/;

/** An absolute http(s) address with a host, and none of the characters HTML or a hidden scheme needs. */
export function isHttpUrl(value: string): boolean {
  if (UNSAFE_URL_CHARACTER.test(value) || !/^https?:\/\/[^/]/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** A path on this site (`/images/x.svg`): one leading slash; `//host` or `/\host` would leave the site. */
export const isSitePath = (value: string): boolean => /^\/(?![/\\])/.test(value) && !UNSAFE_URL_CHARACTER.test(value);

export interface HttpUrlOptions {
  max?: number;
  /** also a path on this site, where the field is documented as taking one (images, audio, actionUrl) */
  sitePath?: boolean;
  /** '' stays '' (a cleared field) instead of being refused */
  allowEmpty?: boolean;
  /** the message when the address is not one; defaults to "<label> must be an http(s) URL" */
  message?: string;
  /** the message when the field is missing, null or empty (a required address) */
  required?: string;
}

/**
 * A web address: http or https only, never `javascript:`, `data:` or markup. The JSON Schema says
 * `format: uri`, so generated clients and the fuzzing suite treat it as one.
 */
export function httpUrl(label: string, { max = URL_MAX, sitePath = false, allowEmpty = false, message, required }: HttpUrlOptions = {}) {
  const refusal = message ?? (sitePath ? `${label} must be an http(s) URL or a site path` : `${label} must be an http(s) URL`);
  return z
    .string({ error: (issue) => (required && issue.input == null ? required : `${label} must be text`) })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((v) => !required || v !== '', { message: required, abort: true })
    .refine((v) => (allowEmpty && v === '') || isHttpUrl(v) || (sitePath && isSitePath(v)), refusal)
    // a site path ("/uploads/logo.png") or "" is a URI reference, not an absolute URI: the document must accept its own defaults
    .meta({ format: sitePath || allowEmpty ? 'uri-reference' : 'uri' });
}

// ---- dates -----------------------------------------------------------------------------------------

const DAY_MS = 86_400_000;
const YEAR_MS = 365.25 * DAY_MS;
/** The widest time zone is 14 hours ahead of UTC: "today" anywhere is never later than this. */
const TODAY_ANYWHERE_MS = 14 * 3600_000;

type Edge = (now: number) => number;
const on =
  (isoDay: string): Edge =>
  () =>
    Date.parse(isoDay);
const fromNow =
  (ms: number): Edge =>
  (now) =>
    now + ms;

export interface DateWindow {
  earliest: Edge;
  latest: Edge;
  /** the earliest instant itself is refused (a snooze must be later than now) */
  earliestExclusive?: boolean;
  tooEarly: (label: string) => string;
  tooLate: (label: string) => string;
}

const notBefore = (year: number) => (label: string) => `${label} cannot be before ${year}`;
const notInFuture = () => 'The date cannot be in the future';

/**
 * The sane window of each kind of date, in one place (docs/decisions.md has the same table). Anything
 * outside is a typing slip or an attack, never data: a practice round in the year 0, a snooze until 275760.
 */
export const DATE_WINDOWS = {
  /** practice sessions and the member's logs (mental, nutrition, fitness, journal): the day it happened */
  loggedDay: { earliest: on('1900-01-01'), latest: fromNow(TODAY_ANYWHERE_MS), tooEarly: notBefore(1900), tooLate: notInFuture },
  /** a competition is logged after it or entered ahead of it */
  competition: {
    earliest: on('1900-01-01'),
    latest: fromNow(2 * YEAR_MS),
    tooEarly: notBefore(1900),
    tooLate: (l) => `${l} must be within 2 years from now`,
  },
  /** when a member started shooting, a purchase: in the past */
  pastDay: {
    earliest: on('1900-01-01'),
    latest: fromNow(TODAY_ANYWHERE_MS),
    tooEarly: notBefore(1900),
    tooLate: (l) => `${l} cannot be in the future`,
  },
  /** an arms licence's expiry: past (expired) or up to 30 years ahead */
  licenceExpiry: {
    earliest: on('1900-01-01'),
    latest: fromNow(30 * YEAR_MS),
    tooEarly: notBefore(1900),
    tooLate: (l) => `${l} must be within 30 years from now`,
  },
  /** an equipment item's next service (maintenance intervals are at most 10 years) */
  maintenanceDue: {
    earliest: on('1900-01-01'),
    latest: fromNow(10 * YEAR_MS),
    tooEarly: notBefore(1900),
    tooLate: (l) => `${l} must be within 10 years from now`,
  },
  /** a training goal's deadline: from today (anywhere) up to 5 years */
  goalDeadline: {
    earliest: fromNow(-TODAY_ANYWHERE_MS - DAY_MS),
    latest: fromNow(5 * YEAR_MS),
    tooEarly: () => 'The deadline cannot be in the past',
    tooLate: () => 'The deadline must be within 5 years',
  },
  /** a notification snooze: later than now, at most a year ahead */
  snooze: {
    earliest: fromNow(0),
    earliestExclusive: true,
    latest: fromNow(YEAR_MS),
    tooEarly: () => 'Snooze date cannot be in the past',
    tooLate: () => 'Snooze date must be within a year',
  },
  /** an AMA's time: none before the site's era, none planned more than 2 years ahead */
  event: {
    earliest: on('2000-01-01'),
    latest: fromNow(2 * YEAR_MS),
    tooEarly: notBefore(2000),
    tooLate: (l) => `${l} must be within 2 years from now`,
  },
  /** an episode's or a post's publication: back catalogues from 1990, scheduled up to a year ahead */
  published: {
    earliest: on('1990-01-01'),
    latest: fromNow(YEAR_MS),
    tooEarly: notBefore(1990),
    tooLate: (l) => `${l} must be within a year from now`,
  },
  /** a promotion's validity (content tags) */
  validity: {
    earliest: on('2000-01-01'),
    latest: fromNow(10 * YEAR_MS),
    tooEarly: notBefore(2000),
    tooLate: (l) => `${l} must be within 10 years from now`,
  },
} satisfies Record<string, DateWindow>;
export type DateWindowName = keyof typeof DATE_WINDOWS;

/** The message when a date falls outside its window, or null (also null for what is no date: the format check reports that). */
export function dateWindowIssue(name: DateWindowName, value: string | Date, label = 'The date', now = Date.now()): string | null {
  const t = value instanceof Date ? value.getTime() : Date.parse(value);
  if (Number.isNaN(t)) return null;
  const w: DateWindow = DATE_WINDOWS[name];
  const earliest = w.earliest(now);
  if (t < earliest || (w.earliestExclusive && t === earliest)) return w.tooEarly(label);
  if (t > w.latest(now)) return w.tooLate(label);
  return null;
}

/** A refinement for any date field: `.superRefine(inDateWindow('loggedDay'))`. */
export const inDateWindow =
  (name: DateWindowName, label?: string) =>
  (value: string | Date | null | undefined, ctx: z.RefinementCtx): void => {
    if (value == null) return;
    const message = dateWindowIssue(name, value, label);
    if (message) ctx.addIssue({ code: 'custom', message, input: value });
  };

/** Longest date text a field takes ("2026-01-31T10:00:00.000+05:30" is 29). */
export const DATE_TEXT_MAX = 40;

/** A calendar day or a date-time with its offset, as text, inside its window. */
export const isoDateOrDateTime = (name: DateWindowName, label?: string) =>
  z.iso.datetime({ offset: true }).max(DATE_TEXT_MAX).or(z.iso.date()).superRefine(inDateWindow(name, label));

// ---- free-form JSON --------------------------------------------------------------------------------

/**
 * The deepest any request body may nest. No contract nests deeper than about 6 levels; this only
 * stops bodies built to exhaust a recursive walk (the kit refuses them before validation).
 */
export const MAX_BODY_DEPTH = 32;

export interface JsonLimits {
  /** levels of objects and lists inside the field (the field's own object is level 1) */
  maxDepth: number;
  /** keys of any one object */
  maxKeys: number;
  /** entries of any one list */
  maxItems: number;
  /** length of any text and of any key */
  maxText: number;
  maxKeyLength: number;
}

/** Bounds of a free-form JSON field (metaData): enough for any real promotion's rules. */
export const FREE_JSON_LIMITS: JsonLimits = { maxDepth: 5, maxKeys: 100, maxItems: 100, maxText: 2000, maxKeyLength: 60 };

/**
 * What breaks the limits first, walking the value without recursion (a 100,000-deep value cannot
 * overflow the stack), or null when it is within them. Keys starting with `$` or holding a dot are
 * database operators or paths, never data.
 */
export function jsonLimitIssue(value: unknown, limits: JsonLimits, label = 'The value'): string | null {
  const stack: { v: unknown; depth: number }[] = [{ v: value, depth: 1 }];
  while (stack.length) {
    const { v, depth } = stack.pop()!;
    if (typeof v === 'string') {
      if (v.length > limits.maxText) return `${label} texts must be at most ${limits.maxText} characters`;
      continue;
    }
    if (!v || typeof v !== 'object') continue;
    if (depth > limits.maxDepth) return `${label} may nest at most ${limits.maxDepth} levels`;
    if (Array.isArray(v)) {
      if (v.length > limits.maxItems) return `${label} lists may have at most ${limits.maxItems} entries`;
      for (const item of v) stack.push({ v: item, depth: depth + 1 });
      continue;
    }
    const keys = Object.keys(v);
    if (keys.length > limits.maxKeys) return `${label} objects may have at most ${limits.maxKeys} keys`;
    for (const k of keys) {
      if (k.startsWith('$') || k.includes('.')) return `${label} names may not start with $ or contain a dot`;
      if (k.length > limits.maxKeyLength) return `${label} names must be at most ${limits.maxKeyLength} characters`;
      stack.push({ v: (v as Record<string, unknown>)[k], depth: depth + 1 });
    }
  }
  return null;
}

/** How deep a value nests (objects and lists), counted without recursion and never past `stopAt`. */
export function jsonDepth(value: unknown, stopAt = Infinity): number {
  let deepest = 0;
  const stack: { v: unknown; depth: number }[] = [{ v: value, depth: 1 }];
  while (stack.length) {
    const { v, depth } = stack.pop()!;
    if (!v || typeof v !== 'object') continue;
    if (depth > deepest) deepest = depth;
    if (deepest >= stopAt) return deepest;
    for (const child of Array.isArray(v) ? v : Object.values(v))
      if (child && typeof child === 'object') stack.push({ v: child, depth: depth + 1 });
  }
  return deepest;
}

/** A free-form JSON object field (a tag's metaData): any JSON inside the limits, checked without recursion. */
export const jsonObject = (label: string, limits: JsonLimits = FREE_JSON_LIMITS) =>
  z
    .record(z.string().max(limits.maxKeyLength), z.unknown(), { error: `${label} must be an object` })
    .superRefine((v, ctx) => {
      const message = jsonLimitIssue(v, limits, label);
      if (message) ctx.addIssue({ code: 'custom', message, input: v });
    })
    .meta({ maxProperties: limits.maxKeys, 'x-max-depth': limits.maxDepth });

/** A map of names to values (social links, opening hours): plain names, a bounded number of them. */
export const boundedMap = <V extends z.ZodType>(
  label: string,
  key: z.ZodType<string>,
  value: V,
  maxKeys: number,
  typeError = `${label} must be an object`,
) =>
  z
    .record(key, value, { error: typeError })
    .refine((m) => Object.keys(m).length <= maxKeys, `${label} may have at most ${maxKeys} entries`)
    .meta({ maxProperties: maxKeys });
