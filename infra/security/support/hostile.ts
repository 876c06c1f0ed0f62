import type { z } from 'zod';
import { jsonSchemaOf } from './arbitraries.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

/**
 * Values past the outer bounds of a contract, by what the JSON Schema says a field is:
 * URL fields (`format: uri`) get `javascript:`, `data:`, markup and other hosts; date fields get
 * years 0, 1800, 9999 and 275760; every text with a maximum gets one character more; every field
 * gets a value nested 3,000 deep, and free-form JSON one level past its documented depth.
 */
export interface HostileCase {
  /** dotted path of the field (`appearance.logoUrl`) */
  path: string;
  kind: 'url' | 'date' | 'length' | 'depth';
  /** the value to put there; `raw` instead when JSON.stringify cannot write it */
  value?: unknown;
  raw?: string;
}

export const HOSTILE_URLS = [
  'javascript:alert(document.cookie)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'https://example.com/"><script>alert(1)</script>',
  '//evil.example/pixel.png',
];
export const OUT_OF_RANGE_DATES = ['0000-01-01', '1800-06-01T00:00:00.000Z', '9999-12-31', '+275760-09-13T00:00:00.000Z'];
const DATE_NAME = /(^date$|Date$|Until$|At$|^deadline$|For$|Since$|From$)/;
/** Longer texts than this would make the body exceed the services' 100 kB limit (a 413, the injection suite's case). */
const LONGEST_PROBE = 60_000;
export const DEEP = 3000;

const resolve = (s: Json, root: Json): Json =>
  typeof s.$ref === 'string'
    ? resolve(
        s.$ref
          .slice(2)
          .split('/')
          .reduce((o: Json | undefined, k: string) => o?.[k], root) ?? {},
        root,
      )
    : s;

const alternativesOf = (s: Json, root: Json): Json[] => {
  const r = resolve(s, root);
  const alts: Json[] | undefined = r.anyOf ?? r.oneOf;
  return alts ? alts.flatMap((a) => alternativesOf(a, root)) : [r];
};

/** `{"a":{"a":...1}}` as text, `depth` levels. */
export const nestedText = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const nested = (depth: number): unknown => JSON.parse(nestedText(depth));

/** The hostile cases of a body contract: its top-level fields and the fields of its object sections (settings). */
export function hostileCases(schema: z.ZodType): HostileCase[] {
  const root = jsonSchemaOf(schema);
  const out: HostileCase[] = [];
  const visit = (props: Record<string, Json>, prefix: string, level: number) => {
    for (const [name, raw] of Object.entries(props)) {
      const path = prefix + name;
      const alts = alternativesOf(raw, root);
      if (level === 0) out.push({ path, kind: 'depth', raw: nestedText(DEEP) });
      for (const a of alts) {
        // a URL field, absolute (uri) or also taking a site path (uri-reference): javascript: and the like are refused
        if (a.type === 'string' && (a.format === 'uri' || a.format === 'uri-reference'))
          for (const value of HOSTILE_URLS) out.push({ path, kind: 'url', value });
        if (a.type === 'string' && typeof a.maxLength === 'number' && a.maxLength < LONGEST_PROBE)
          out.push({ path, kind: 'length', value: 'x'.repeat(a.maxLength + 1) });
        if (typeof a['x-max-depth'] === 'number') out.push({ path, kind: 'depth', value: { v: nested(a['x-max-depth']) } });
        if (a.type === 'object' && a.properties && level === 0) visit(a.properties, `${path}.`, level + 1);
      }
      if (DATE_NAME.test(name) || alts.some((a) => a.format === 'date' || a.format === 'date-time'))
        for (const value of OUT_OF_RANGE_DATES) out.push({ path, kind: 'date', value });
    }
  };
  visit((resolve(root, root).properties ?? {}) as Record<string, Json>, '', 0);
  // one case per path, kind and value
  const seen = new Set<string>();
  return out.filter((c) => {
    const key = `${c.path} ${c.kind} ${c.raw ? 'raw' : JSON.stringify(c.value)}`;
    return !seen.has(key) && !!seen.add(key);
  });
}

/** The payload with the case's value at its path; `raw` cases give the JSON text. */
export function withHostile(base: Record<string, unknown>, c: HostileCase): { json?: Record<string, unknown>; raw?: string } {
  const PLACEHOLDER = '__hostile_value__';
  const place = (o: Record<string, unknown>, [head, ...rest]: string[], value: unknown): Record<string, unknown> => {
    const inner = o[head!];
    return {
      ...o,
      [head!]: rest.length
        ? place(inner && typeof inner === 'object' && !Array.isArray(inner) ? (inner as Record<string, unknown>) : {}, rest, value)
        : value,
    };
  };
  const json = place(base, c.path.split('.'), c.raw !== undefined ? PLACEHOLDER : c.value);
  return c.raw !== undefined ? { raw: JSON.stringify(json).replace(`"${PLACEHOLDER}"`, c.raw), json } : { json };
}

/** Whether an error's field messages name the case's field (or a field inside it). */
export const namesField = (fields: Record<string, string> | undefined, path: string) =>
  Object.keys(fields ?? {}).some((k) => k === path || k.startsWith(`${path}.`) || path.startsWith(`${k}.`));
