/** One changed field of an audit entry, as the log shows it: 'General › Enable maintenance: false → true'. */
export interface ChangeLine {
  field: string;
  before: string;
  after: string;
}

type Fields = Record<string, unknown>;

const isPlainObject = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);

/** 'enableMaintenance' → 'Enable maintenance', 'membership_tier' → 'Membership tier'. */
export const fieldName = (key: string): string => {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const istDateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** A value as a person reads it: '—' for nothing, instants in IST, lists with commas, anything nested as compact JSON. */
export const valueText = (v: unknown): string => {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'string') return ISO_INSTANT.test(v) && !Number.isNaN(Date.parse(v)) ? istDateTime.format(new Date(v)) : v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (Array.isArray(v) && v.every((x) => x === null || ['string', 'number', 'boolean'].includes(typeof x)))
    return v.length ? v.map(valueText).join(', ') : '—';
  return JSON.stringify(v);
};

/** Nested settings ({ general: { enableMaintenance } }) as one level of paths: 'General › Enable maintenance'. */
function flatten(fields: Fields | null, into: Map<string, unknown>, path: string[] = []): Map<string, unknown> {
  for (const [key, value] of Object.entries(fields ?? {})) {
    const at = [...path, key];
    if (isPlainObject(value) && Object.keys(value).length) flatten(value, into, at);
    else into.set(at.map(fieldName).join(' › '), value);
  }
  return into;
}

/**
 * An entry's before and after as one line per field that either names (the audit trail stores only
 * what changed). A field only one side has reads '—' on the other.
 */
export function changeLines(before: Fields | null, after: Fields | null): ChangeLine[] {
  const b = flatten(before, new Map());
  const a = flatten(after, new Map());
  const fields = [...new Set([...b.keys(), ...a.keys()])];
  return fields.map((field) => ({ field, before: valueText(b.get(field)), after: valueText(a.get(field)) }));
}
