import type { z } from 'zod';
import { formatDateTime, type Language } from '@trap/ui';

type FieldType =
  | 'text'
  | 'textarea'
  | 'markdown'
  | 'url'
  | 'number'
  | 'checkbox'
  | 'select'
  | 'list'
  | 'datetime'
  | 'date'
  | 'color'
  /** several of `options`, as checkboxes (an array) */
  | 'multi';

/** One field of a kind's form; its rules come from the kind's input schema in contracts. */
export interface FieldDef {
  name: string;
  label: string;
  type: FieldType;
  options?: readonly string[];
  /** what each option reads as (its value otherwise) */
  optionLabels?: Readonly<Record<string, string>>;
  hint?: string;
  /** an empty value is sent as null (cleared); otherwise it is left out */
  nullable?: boolean;
  /** shown as required (the schema decides) */
  required?: boolean;
}

export type FormValues = Record<string, string | boolean>;
type Item = Record<string, unknown>;

const IST_MS = 330 * 60_000;
/** ISO instant -> the value of a datetime-local input, in IST. */
const toIstInput = (iso: string): string => new Date(Date.parse(iso) + IST_MS).toISOString().slice(0, 16);
/** A datetime-local value read as IST -> ISO instant ('' when it is not a date). */
const fromIstInput = (value: string): string => {
  const ms = Date.parse(`${value}:00+05:30`);
  return Number.isNaN(ms) ? value : new Date(ms).toISOString();
};
/**
 * A date and time in IST for lists, in the page's language. English keeps its two-digit hour (the lists
 * have always read "10 Jan 2027, 09:30 am"); Hindi reads as every screen's Hindi dates do.
 */
export const istDateTime = (iso: string | null | undefined, language: Language = 'en'): string =>
  !iso
    ? ''
    : language === 'en'
      ? new Date(iso).toLocaleString('en-IN', {
          timeZone: 'Asia/Kolkata',
          day: 'numeric',
          month: 'short',
          year: 'numeric',
          hour: '2-digit',
          minute: '2-digit',
        })
      : formatDateTime(iso, language);

/** An item (or nothing, for a new one) as form values. */
export function toForm(fields: FieldDef[], item?: Item): FormValues {
  const out: FormValues = {};
  for (const f of fields) {
    const v = item?.[f.name];
    if (f.type === 'checkbox') out[f.name] = Boolean(v);
    else if (f.type === 'list') out[f.name] = Array.isArray(v) ? v.join(', ') : '';
    else if (f.type === 'multi') out[f.name] = Array.isArray(v) ? v.join(',') : '';
    else if (f.type === 'date') out[f.name] = typeof v === 'string' ? v.slice(0, 10) : '';
    else if (f.type === 'datetime') out[f.name] = typeof v === 'string' && v ? toIstInput(v) : '';
    else if (f.type === 'select') out[f.name] = v == null ? (f.nullable || !f.options?.length ? '' : f.options[0]!) : String(v);
    else out[f.name] = v == null ? '' : String(v);
  }
  return out;
}

/** Form values -> the request body: lists split on commas, numbers as numbers, IST dates as instants, empties cleared or left out. */
export function toPayload(fields: FieldDef[], values: FormValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    const v = values[f.name];
    if (f.type === 'checkbox') {
      out[f.name] = Boolean(v);
      continue;
    }
    const text = typeof v === 'string' ? (f.type === 'markdown' || f.type === 'textarea' ? v : v.trim()) : '';
    if (f.type === 'list' || f.type === 'multi') {
      out[f.name] = text
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      continue;
    }
    if (!text.trim()) {
      if (f.nullable) out[f.name] = null;
      // a required text left empty is sent empty, so the schema answers with its own message for it
      else if (f.required && (f.type === 'text' || f.type === 'textarea' || f.type === 'markdown' || f.type === 'url')) out[f.name] = '';
      continue;
    }
    if (f.type === 'number') out[f.name] = Number(text);
    else if (f.type === 'datetime') out[f.name] = fromIstInput(text);
    else out[f.name] = text;
  }
  return out;
}

/** The schema's messages by field (first one each), or null when the body is valid. */
export function fieldErrors(schema: z.ZodType, body: unknown): Record<string, string> | null {
  const result = schema.safeParse(body);
  if (result.success) return null;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '_');
    errors[key] ??= issue.message;
  }
  return errors;
}
