/**
 * Whether a change of a JSON Schema (zod's z.toJSONSchema output) breaks the code on the other side
 * of a contract. Pure and deliberately small: it follows properties, array items, record values,
 * anyOf/oneOf members, types, enum/const values and `required`; bounds, formats and patterns are
 * left to the stale-snapshot check (any difference at all asks for a refresh).
 *
 * Who reads what decides which changes break:
 * - `output`: data shaped by `after` reaches readers built against `before` (HTTP responses: the
 *   clients of the previous build). A removed field, a field no longer always present, a retyped
 *   field or a new enum value breaks them; an added field does not (readers ignore unknown keys).
 * - `input`: readers built against `after` receive data shaped by `before` (HTTP request bodies,
 *   query and params: callers not yet updated). A new required field, a retyped field or a narrowed
 *   enum breaks them; a removed field does not (the reader strips it).
 * - `both`: each side may be older (events: a consumer of the previous build reads new events, a new
 *   consumer replays old events from the stream), so an existing version may only gain optional fields.
 */
export type JsonSchema = { readonly [key: string]: unknown };
export type Direction = 'output' | 'input' | 'both';

/** One message per break, `path: what changed (who it breaks)`; empty when compatible. */
export function breakingChanges(before: JsonSchema, after: JsonSchema, direction: Direction, path = '$'): string[] {
  const out: string[] = [];
  compare(before, after, { oldReaders: direction !== 'input', newReaders: direction !== 'output' }, path, out);
  return out;
}

interface Readers {
  /** readers of `before` get data shaped by `after` */
  oldReaders: boolean;
  /** readers of `after` get data shaped by `before` */
  newReaders: boolean;
}

type Kinds = Set<string> | 'any';

const isSchema = (v: unknown): v is JsonSchema => typeof v === 'object' && v !== null && !Array.isArray(v);

/** anyOf/oneOf flattened: the alternatives a value may take. */
function alternatives(s: JsonSchema): JsonSchema[] {
  const alts = (s.anyOf ?? s.oneOf) as unknown;
  if (Array.isArray(alts)) return alts.filter(isSchema).flatMap(alternatives);
  return [s];
}

const kindOfValue = (v: unknown): string =>
  v === null ? 'null' : typeof v === 'number' ? (Number.isInteger(v) ? 'integer' : 'number') : Array.isArray(v) ? 'array' : typeof v;

/** The JSON types a schema admits ('any' for `{}`, z.unknown() and the like). */
function kindsOf(s: JsonSchema): Kinds {
  const kinds = new Set<string>();
  for (const alt of alternatives(s)) {
    if (typeof alt.type === 'string') kinds.add(alt.type);
    else if (Array.isArray(alt.type)) for (const t of alt.type) kinds.add(String(t));
    else if ('const' in alt) kinds.add(kindOfValue(alt.const));
    else if (Array.isArray(alt.enum)) for (const v of alt.enum) kinds.add(kindOfValue(v));
    else if (isSchema(alt.properties)) kinds.add('object');
    else return 'any';
  }
  return kinds;
}

/** Every value `narrow` admits has a type `wide` admits (an integer is a number). */
function kindsCovered(narrow: Kinds, wide: Kinds): boolean {
  if (wide === 'any') return true;
  if (narrow === 'any') return false;
  return [...narrow].every((k) => wide.has(k) || (k === 'integer' && wide.has('number')));
}

const describeKinds = (k: Kinds) => (k === 'any' ? 'anything' : [...k].sort().join(' | '));

/** The finite set of values a schema admits (enum/const in every alternative), else undefined (open). */
function valuesOf(s: JsonSchema): Set<string> | undefined {
  const values = new Set<string>();
  for (const alt of alternatives(s)) {
    if ('const' in alt) values.add(JSON.stringify(alt.const));
    else if (Array.isArray(alt.enum)) for (const v of alt.enum) values.add(JSON.stringify(v));
    else if (alt.type === 'null') values.add('null');
    else return undefined;
  }
  return values;
}

interface ObjectPart {
  properties: Record<string, JsonSchema>;
  required: Set<string>;
  /** the schema of a record's values (`z.record`), when there is one */
  values?: JsonSchema;
}

/**
 * The object alternatives merged into one: every property any of them declares, required only when
 * every one of them requires it (a discriminated union is compared as the union of its variants).
 */
function objectPart(s: JsonSchema): ObjectPart | undefined {
  const objects = alternatives(s).filter((a) => a.type === 'object' || isSchema(a.properties));
  if (!objects.length) return undefined;
  const properties: Record<string, JsonSchema> = {};
  let required: Set<string> | undefined;
  let values: JsonSchema | undefined;
  for (const o of objects) {
    for (const [name, p] of Object.entries(isSchema(o.properties) ? o.properties : {})) {
      if (!isSchema(p)) continue;
      const seen = properties[name];
      properties[name] = seen && JSON.stringify(seen) !== JSON.stringify(p) ? { anyOf: [seen, p] } : p;
    }
    const own = new Set(Array.isArray(o.required) ? o.required.map(String) : []);
    required = required ? new Set([...required].filter((r) => own.has(r))) : own;
    if (isSchema(o.additionalProperties) && Object.keys(o.additionalProperties).length) values ??= o.additionalProperties;
  }
  return { properties, required: required ?? new Set(), ...(values ? { values } : {}) };
}

/** The item schema of the array alternatives, when there is one. */
function itemsOf(s: JsonSchema): JsonSchema | undefined {
  const items = alternatives(s)
    .filter((a) => a.type === 'array' && isSchema(a.items))
    .map((a) => a.items as JsonSchema);
  return items.length > 1 ? { anyOf: items } : items[0];
}

function compare(before: JsonSchema, after: JsonSchema, readers: Readers, path: string, out: string[]): void {
  const kb = kindsOf(before);
  const ka = kindsOf(after);
  if ((readers.oldReaders && !kindsCovered(ka, kb)) || (readers.newReaders && !kindsCovered(kb, ka))) {
    out.push(`${path}: type changed from ${describeKinds(kb)} to ${describeKinds(ka)}`);
    return;
  }

  const vb = valuesOf(before);
  const va = valuesOf(after);
  if (readers.oldReaders && vb) {
    const added = va ? [...va].filter((v) => !vb.has(v)) : ['any value'];
    if (added.length) out.push(`${path}: now also ${added.join(', ')}, which readers of the previous schema reject`);
  }
  if (readers.newReaders && va) {
    const removed = vb ? [...vb].filter((v) => !va.has(v)) : ['values outside the enum'];
    if (removed.length) out.push(`${path}: enum narrowed, no longer accepts ${removed.join(', ')}`);
  }

  const ob = objectPart(before);
  const oa = objectPart(after);
  if (ob && oa) {
    for (const name of [...new Set([...Object.keys(ob.properties), ...Object.keys(oa.properties)])].sort()) {
      const pb = ob.properties[name];
      const pa = oa.properties[name];
      const at = `${path}.${name}`;
      if (pb && !pa) {
        if (readers.oldReaders) out.push(`${at}: removed`);
      } else if (!pb && pa) {
        if (readers.newReaders && oa.required.has(name)) out.push(`${at}: new required field`);
      } else if (pb && pa) {
        if (readers.oldReaders && ob.required.has(name) && !oa.required.has(name)) out.push(`${at}: no longer always present`);
        if (readers.newReaders && oa.required.has(name) && !ob.required.has(name)) out.push(`${at}: made required`);
        compare(pb, pa, readers, at, out);
      }
    }
    if (ob.values && oa.values) compare(ob.values, oa.values, readers, `${path}[*]`, out);
  }

  const ib = itemsOf(before);
  const ia = itemsOf(after);
  if (ib && ia) compare(ib, ia, readers, `${path}[]`, out);
}
