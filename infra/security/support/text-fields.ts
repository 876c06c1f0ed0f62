import type { z } from 'zod';
import { jsonSchemaOf } from './arbitraries.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

/** Top-level properties a person writes freely (no format, pattern or enum): names, notes, bios, messages. */
export function textFields(schema: z.ZodType): string[] {
  const json = jsonSchemaOf(schema);
  const props = (json.properties ?? {}) as Record<string, Json>;
  return Object.entries(props)
    .filter(([name, p]) => {
      const alternatives: Json[] = p.anyOf ?? p.oneOf ?? [p];
      const text = alternatives.find((a) => a.type === 'string');
      if (!text || text.format || text.pattern || text.enum) return false;
      if ((text.maxLength ?? Infinity) < 30) return false;
      return !/(e-?mail|url|Url|date|Date|At$|Id$|^id$|token|[Pp]assword|username|slug|key|Key|color|Color|Until)/.test(name);
    })
    .map(([name]) => name);
}

/** The payload with `value` in every free-text field the contract lets take it. */
export function withText(
  schema: z.ZodType,
  base: Record<string, unknown>,
  value: (field: string) => string,
): { body: Record<string, unknown>; fields: string[] } {
  let body = { ...base };
  const fields: string[] = [];
  for (const field of textFields(schema)) {
    const next = { ...body, [field]: value(field) };
    if (schema.safeParse(next).success) {
      body = next;
      fields.push(field);
    }
  }
  return { body, fields };
}
