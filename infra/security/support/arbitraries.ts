import fc from 'fast-check';
import { z } from 'zod';
import { barrelsPerTarget, DEFAULT_DISCIPLINE, DISCIPLINE_RULES, type Discipline } from '@trap/contracts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

/** Strings people actually type, beside fast-check's random ones: quotes, markup, accents, emoji, new lines. */
const HUMAN_TEXT = ["O'Brien", '"quoted" & <b>bold</b>', 'Café Ñandú — 10 m', 'पुणे रेंज', '🎯 25/25', 'line one\nline two', 'x'];

/** JSON Schema (zod's input view) of a contract. */
export const jsonSchemaOf = (schema: z.ZodType): Json => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;

function resolve(node: Json, root: Json): Json {
  if (typeof node.$ref === 'string' && node.$ref.startsWith('#')) {
    const target = node.$ref
      .slice(2)
      .split('/')
      .filter(Boolean)
      .reduce((o: Json | undefined, k: string) => o?.[k], root);
    return resolve(target ?? {}, root);
  }
  return node;
}

const typesOf = (s: Json): string[] =>
  Array.isArray(s.type) ? s.type : s.type ? [s.type] : s.properties ? ['object'] : s.items ? ['array'] : [];

const YEAR = 365 * 86_400_000;
const dateArb = () => fc.date({ min: new Date(Date.now() - 3 * YEAR), max: new Date(Date.now() + 3 * YEAR), noInvalidDate: true });

/** zod drops formats behind pipes and refinements; the property name tells what the string holds. */
function hintedFormat(s: Json, name: string): string | undefined {
  if (s.format || s.pattern || s.enum) return s.format;
  if (/e-?mail/i.test(name)) return 'email';
  if (/(^date$|Date$|Until$|At$|^deadline$)/.test(name)) return 'date-time';
  if (/(url|Url|URL)$/.test(name)) return 'uri';
  if (/(^id$|Id$)/.test(name) && (s.maxLength ?? 64) >= 24) return 'objectid';
  return undefined;
}

function stringArb(s: Json, name = ''): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  // Small strings keep runs fast; limits themselves are probed by the invalid cases.
  const max = Math.max(min, Math.min(s.maxLength ?? 40, min + 40));
  switch (hintedFormat(s, name)) {
    case 'objectid':
      return fc.stringMatching(/^[0-9a-f]{24}$/);
    case 'email':
      return fc
        .tuple(fc.stringMatching(/^[a-z][a-z0-9]{1,10}$/), fc.stringMatching(/^[a-z]{2,10}$/), fc.constantFrom('com', 'in', 'org'))
        .map(([a, b, c]) => `${a}@${b}.${c}`);
    // Three years either side of today: logs want the past, deadlines and reminders the future.
    case 'date-time':
      return dateArb().map((d) => d.toISOString());
    case 'date':
      return dateArb().map((d) => d.toISOString().slice(0, 10));
    // a field that also takes a site path or "" (uri-reference): an absolute https URL is valid there too
    case 'uri':
    case 'url':
    case 'uri-reference':
      return fc.webUrl({ validSchemes: ['https'] });
    case 'uuid':
      return fc.uuid();
  }
  if (typeof s.pattern === 'string') {
    return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length >= min && v.length <= (s.maxLength ?? Infinity));
  }
  const human = HUMAN_TEXT.filter((t) => t.length >= min && t.length <= (s.maxLength ?? Infinity));
  const random = fc.string({ minLength: min, maxLength: max });
  return human.length ? fc.oneof({ arbitrary: random, weight: 3 }, { arbitrary: fc.constantFrom(...human), weight: 1 }) : random;
}

function numberArb(s: Json, integer: boolean): fc.Arbitrary<number> {
  // zod writes the safe-integer range for a bare int(): that is no real bound.
  const bound = (n: number | undefined) => (n === undefined || Math.abs(n) >= 1e12 ? undefined : n);
  const lo = bound(s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + (integer ? 1 : 1e-6) : undefined));
  const hi = bound(s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - (integer ? 1 : 1e-6) : undefined));
  // Unbounded sides stay near the bound given (counts, stations, totals are small numbers).
  const min = lo ?? (hi !== undefined ? hi - 10 : 0);
  const max = hi ?? min + 10;
  if (integer || s.multipleOf === 1) {
    const small = fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
    // unbounded above: mostly small, sometimes large, so unique numbers (episode numbers) rarely clash
    return hi === undefined ? fc.oneof(small, fc.integer({ min: Math.ceil(min), max: Math.ceil(min) + 1_000_000 })) : small;
  }
  return fc.oneof(
    fc.integer({ min: Math.ceil(min), max: Math.floor(max) }),
    fc
      .double({ min, max, noNaN: true, noDefaultInfinity: true })
      .map((n) => Math.round(n * 100) / 100)
      .filter((n) => n >= min && n <= max),
  );
}

/** A fast-check arbitrary for a JSON Schema (the subset zod 4 emits). */
export function fromJsonSchema(node: Json, root: Json = node, depth = 0, name = ''): fc.Arbitrary<unknown> {
  const s = resolve(node, root);
  if ('const' in s) return fc.constant(s.const);
  if (Array.isArray(s.enum)) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (Array.isArray(alternatives)) return fc.oneof(...alternatives.map((a: Json) => fromJsonSchema(a, root, depth, name)));
  if (Array.isArray(s.allOf)) {
    const parts = s.allOf.map((a: Json) => resolve(a, root));
    if (parts.every((p: Json) => typesOf(p).includes('object')))
      return fromJsonSchema(
        {
          type: 'object',
          properties: Object.assign({}, ...parts.map((p: Json) => p.properties ?? {})),
          required: parts.flatMap((p: Json) => p.required ?? []),
        },
        root,
        depth,
      );
    return fromJsonSchema(parts[0] ?? {}, root, depth, name);
  }
  const types = typesOf(s);
  if (types.length > 1) return fc.oneof(...types.map((t) => fromJsonSchema({ ...s, type: t }, root, depth, name)));
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return numberArb(s, true);
    case 'number':
      return numberArb(s, false);
    case 'string':
      return stringArb(s, name);
    case 'array': {
      const minLength = s.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(s.maxItems ?? 3, minLength + 3));
      if (Array.isArray(s.prefixItems)) return fc.tuple(...s.prefixItems.map((p: Json) => fromJsonSchema(p, root, depth + 1)));
      return fc.array(fromJsonSchema(s.items ?? {}, root, depth + 1, name), { minLength, maxLength });
    }
    case 'object': {
      const props = (s.properties ?? {}) as Record<string, Json>;
      const keys = Object.keys(props);
      if (!keys.length && s.additionalProperties && typeof s.additionalProperties === 'object') {
        const keyArb = s.propertyNames
          ? (fromJsonSchema(s.propertyNames, root) as fc.Arbitrary<string>)
          : fc.stringMatching(/^[a-z][a-zA-Z]{0,11}$/);
        return fc.dictionary(keyArb, fromJsonSchema(s.additionalProperties, root, depth + 1), { maxKeys: 3 });
      }
      const model = Object.fromEntries(keys.map((k) => [k, fromJsonSchema(props[k]!, root, depth + 1, k)]));
      return fc.record(model, { requiredKeys: (s.required ?? []).filter((k: string) => keys.includes(k)) });
    }
    default:
      // `{}` (anything): a plain value
      return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.boolean());
  }
}

/**
 * Candidate payloads generated from the contract's JSON Schema. Whether one is valid is for the zod
 * contract itself (with its refinements) to say: properties check `schema.safeParse` with fc.pre,
 * which fast-check bounds (maxSkipsPerRun), so a contract the generator cannot satisfy fails loudly
 * instead of looping.
 */
export function candidateArbitrary(schema: z.ZodType): fc.Arbitrary<Json> {
  const json = jsonSchemaOf(schema);
  return (fromJsonSchema(json, json) as fc.Arbitrary<Json>).map(fitRounds);
}

/**
 * Scoring rules live in refinements JSON Schema cannot carry (stations, machines, directions and
 * barrels per discipline): random shots almost never meet them, so shots are fitted to the
 * discipline drawn. Everything else about the payload stays random.
 */
function fitRounds(v: Json): Json {
  if (!v || typeof v !== 'object' || !Array.isArray(v.scores)) return v;
  const discipline = (v.discipline ?? DEFAULT_DISCIPLINE) as Discipline;
  const rules = DISCIPLINE_RULES[discipline];
  if (!rules) return v;
  return {
    ...v,
    scores: v.scores.map((round: Json) => {
      if (!round || typeof round !== 'object' || !Array.isArray(round.shots)) return round;
      const barrels = barrelsPerTarget(discipline, round);
      return {
        ...round,
        shots: round.shots.map((shot: Json) => {
          const { machine, direction, ...rest } = shot;
          return {
            ...rest,
            ...(rest.station !== undefined ? { station: ((rest.station - 1) % rules.stations) + 1 } : {}),
            ...(machine !== undefined && rules.machines ? { machine: ((machine - 1) % rules.machines) + 1 } : {}),
            ...(direction !== undefined && rules.hasDirection ? { direction } : {}),
            outcome: rest.outcome === 'second' && barrels < 2 ? 'first' : rest.outcome,
          };
        }),
      };
    }),
  };
}

/** One valid value (deterministic for a seed), e.g. to create a resource another test needs. */
export function sampleValid(schema: z.ZodType, seed = 42): Json {
  const found = fc.sample(candidateArbitrary(schema), { numRuns: 500, seed }).find((v) => schema.safeParse(v).success);
  if (!found) throw new Error(`no valid payload generated in 500 tries for ${JSON.stringify(jsonSchemaOf(schema)).slice(0, 200)}`);
  return found;
}

/** A value of the wrong kind for a property schema: what a careless or hostile client sends. */
function wrongValueFor(s: Json, root: Json): fc.Arbitrary<unknown> {
  const types = typesOf(resolve(s, root));
  const candidates: unknown[] = [{ $gt: '' }, { $ne: null }, ['x'], 'not-a-valid-value-\u0000', 123456789, true, null, 'x'.repeat(20_000)];
  return fc.constantFrom(...candidates).filter((v) => {
    if (v === null) return !types.includes('null');
    if (Array.isArray(v)) return !types.includes('array');
    if (typeof v === 'object') return !types.includes('object') && Object.keys(resolve(s, root)).length > 0;
    if (typeof v === 'number') return !types.includes('number') && !types.includes('integer');
    if (typeof v === 'boolean') return !types.includes('boolean');
    return true; // strings: enums, patterns, lengths and formats usually refuse them; zod decides below
  });
}

export interface InvalidCase {
  body: unknown;
  /** the property made invalid ('' when the whole body is) */
  field: string;
}

/**
 * Payloads the contract refuses: a valid one with one property of the wrong kind, a required one
 * missing, or a body that is not an object at all. Properties skip (fc.pre) the ones zod would still accept.
 */
export function invalidArbitrary(schema: z.ZodType): fc.Arbitrary<InvalidCase> {
  const json = jsonSchemaOf(schema);
  const root = resolve(json, json);
  const props = (root.properties ?? {}) as Record<string, Json>;
  const required: string[] = (root.required ?? []).filter((k: string) => k in props);
  const valid = candidateArbitrary(schema);
  const arbs: fc.Arbitrary<InvalidCase>[] = [
    fc.constantFrom<unknown>([], 'text', 42, null, [{ $where: 'sleep(1000)' }]).map((body) => ({ body, field: '' })),
  ];
  const keys = Object.keys(props);
  if (keys.length)
    arbs.push(
      fc
        .tuple(valid, fc.constantFrom(...keys))
        .chain(([v, key]) => wrongValueFor(props[key]!, json).map((wrong) => ({ body: { ...v, [key]: wrong }, field: key }))),
    );
  if (required.length)
    arbs.push(
      fc.tuple(valid, fc.constantFrom(...required)).map(([v, key]) => {
        const { [key]: _gone, ...rest } = v;
        return { body: rest, field: key };
      }),
    );
  return fc.oneof(...arbs);
}
