import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  amaInputSchema,
  announcementPublished,
  blogPostInputSchema,
  competitionInputSchema,
  contentTagInputSchema,
  contentTagUpdateSchema,
  createSessionSchema,
  equipmentItemInputSchema,
  fitnessEntryInputSchema,
  goalInputSchema,
  journalEntryInputSchema,
  licenceInputSchema,
  mentalAssessmentInputSchema,
  nutritionEntryInputSchema,
  podcastInputSchema,
  rangeInputSchema,
  registerRequestSchema,
  shooterInputSchema,
  siteSettingsUpdateSchema,
  snoozeRequestSchema,
  tipInputSchema,
  updateProfileRequestSchema,
  updateSessionSchema,
} from '../src/index.ts';
import { API_ROUTES } from '../src/openapi/index.ts';

/**
 * Security: what the contracts accept is bounded. URLs are http(s) (site paths only where
 * a field is documented as one), dates fall in a sane window per field, every string and list has a
 * maximum, and free-form JSON has a depth limit, so no input can reach a service as a 500.
 */

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
const isoDay = (ms: number) => iso(ms).slice(0, 10);

/** The field paths (dotted) a failed parse names; throws if the schema itself throws. */
function refusedFields(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((i) => i.path.join('.'));
}

/** An object nested `depth` levels deep: { a: { a: ... 1 } }. */
const nested = (depth: number): Record<string, unknown> => {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = { a: v };
  return v as Record<string, unknown>;
};

const set = (base: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> => {
  const [head, ...rest] = path.split('.');
  if (!rest.length) return { ...base, [head!]: value };
  const inner = (base[head!] ?? {}) as Record<string, unknown>;
  return { ...base, [head!]: Array.isArray(inner) ? [value] : set(inner, rest.join('.'), value) };
};

describe('free-form JSON (a content tag’s metaData)', () => {
  const tag = { name: 'Promo', slug: 'promo' };

  it('when metaData is nested 3,000 deep, then it is refused with a metaData message (no stack overflow)', () => {
    const deep = nested(3000);
    expect(() => contentTagInputSchema.safeParse({ ...tag, metaData: deep })).not.toThrow();
    expect(refusedFields(contentTagInputSchema, { ...tag, metaData: deep })).toEqual(['metaData']);
    expect(refusedFields(contentTagUpdateSchema, { metaData: nested(100_000) })).toEqual(['metaData']);
  });

  it('when metaData nests a few levels, then it is accepted; past the documented depth it is refused', () => {
    expect(
      contentTagInputSchema.safeParse({ ...tag, metaData: { discount: { kind: 'percent', value: 10, tiers: ['pro_lane'] } } }).success,
    ).toBe(true);
    expect(contentTagInputSchema.safeParse({ ...tag, metaData: nested(5) }).success).toBe(true);
    expect(refusedFields(contentTagInputSchema, { ...tag, metaData: nested(6) })).toEqual(['metaData']);
  });

  it('when metaData holds too many keys, an over-long text or a long list, then it is refused', () => {
    const many = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`k${i}`, i]));
    expect(refusedFields(contentTagInputSchema, { ...tag, metaData: many })).toEqual(['metaData']);
    expect(refusedFields(contentTagInputSchema, { ...tag, metaData: { note: 'x'.repeat(2001) } })).toEqual(['metaData']);
    expect(refusedFields(contentTagInputSchema, { ...tag, metaData: { list: Array.from({ length: 101 }, () => 1) } })).toEqual([
      'metaData',
    ]);
    expect(refusedFields(contentTagInputSchema, { ...tag, metaData: { deep: { $where: 'x' } } })).toEqual(['metaData']);
  });
});

const now = Date.now();
const session = { date: isoDay(now - DAY), scores: [{ total: 20 }] };

/** [label, schema, a valid payload, the dotted path of the URL field, whether a site path is documented there] */
const URL_FIELDS: [string, z.ZodType, Record<string, unknown>, string, boolean][] = [
  [
    'register avatarUrl',
    registerRequestSchema,
    { username: 'ann', password: 'secret1', email: 'a@b.in', displayName: 'Ann', membershipTier: 'range_pass' },
    'avatarUrl',
    false,
  ],
  ['profile avatarUrl', updateProfileRequestSchema, {}, 'avatarUrl', false],
  ['profile socialLinks.website', updateProfileRequestSchema, {}, 'socialLinks.website', false],
  ['profile socialLinks.instagram', updateProfileRequestSchema, {}, 'socialLinks.instagram', false],
  ['shooter imageUrl', shooterInputSchema, { name: 'N', type: 'Trap', bio: 'B' }, 'imageUrl', true],
  ['shooter socialLinks', shooterInputSchema, { name: 'N', type: 'Trap', bio: 'B' }, 'socialLinks.x', false],
  [
    'podcast imageUrl',
    podcastInputSchema,
    { title: 'T', description: 'D', audioUrl: '/a.mp3', duration: 60, episodeNumber: 1 },
    'imageUrl',
    true,
  ],
  [
    'podcast audioUrl',
    podcastInputSchema,
    { title: 'T', description: 'D', audioUrl: '/a.mp3', duration: 60, episodeNumber: 1 },
    'audioUrl',
    true,
  ],
  ['AMA imageUrl', amaInputSchema, { title: 'T', description: 'D', status: 'upcoming' }, 'imageUrl', true],
  ['blog imageUrl', blogPostInputSchema, { title: 'T', content: 'C', category: 'Technique' }, 'imageUrl', true],
  ['range imageUrl', rangeInputSchema, { name: 'R', city: 'C', state: 'S', description: 'D' }, 'imageUrl', true],
  ['range website', rangeInputSchema, { name: 'R', city: 'C', state: 'S', description: 'D' }, 'website', false],
  ['range galleryImages', rangeInputSchema, { name: 'R', city: 'C', state: 'S', description: 'D' }, 'galleryImages.0', true],
  ['tip imageUrl', tipInputSchema, { category: 'Focus', difficulty: 'beginner', tipText: 'T' }, 'imageUrl', true],
  ['tip sourceUrl', tipInputSchema, { category: 'Focus', difficulty: 'beginner', tipText: 'T' }, 'sourceUrl', false],
  ['equipment imageUrl', equipmentItemInputSchema, { name: 'Gun' }, 'imageUrl', false],
  ['journal audioNoteUrl', journalEntryInputSchema, { title: 'T', content: 'C', date: isoDay(now) }, 'audioNoteUrl', false],
  ['settings logoUrl', siteSettingsUpdateSchema, {}, 'appearance.logoUrl', true],
  ['settings faviconUrl', siteSettingsUpdateSchema, {}, 'appearance.faviconUrl', true],
  [
    'announcement actionUrl (event)',
    announcementPublished.schema,
    { announcementId: 'a1', userIds: ['u1'], title: 'T', message: 'M' },
    'actionUrl',
    true,
  ],
];

const HOSTILE_URLS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(document.cookie)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'https://example.com/"><script>alert(1)</script>',
  "https://example.com/x' onerror='alert(1)",
  'https://example.com/<img src=x onerror=alert(1)>',
  '//evil.example/pic.png',
  '/\\evil.example/pic.png',
  'https:evil.example',
  'ftp://example.com/file',
];

describe('URL fields are http(s) only', () => {
  it.each(URL_FIELDS)('%s: a plain https URL is accepted', (_l, schema, valid, path) => {
    const value = path.endsWith('.0') ? 'https://cdn.example.com/range/1.jpg' : 'https://www.example.com/a/b?c=1#d';
    const result = schema.safeParse(set(valid, path.replace(/\.0$/, ''), path.endsWith('.0') ? [value] : value));
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it.each(URL_FIELDS)('%s: javascript:, data:, HTML and other hosts are refused on that field', (_l, schema, valid, path) => {
    for (const bad of HOSTILE_URLS) {
      const payload = set(valid, path.replace(/\.0$/, ''), path.endsWith('.0') ? [bad] : bad);
      const fields = refusedFields(schema, payload);
      expect(fields, `${bad} was accepted`).not.toEqual([]);
      expect(
        fields.every((f) => f.startsWith(path.replace(/\.0$/, ''))),
        `${bad}: ${fields.join()}`,
      ).toBe(true);
    }
  });

  it.each(URL_FIELDS)('%s: a site path is accepted only where the field documents one', (_l, schema, valid, path, sitePath) => {
    const value = '/images/placeholders/shooter.svg';
    const payload = set(valid, path.replace(/\.0$/, ''), path.endsWith('.0') ? [value] : value);
    expect(schema.safeParse(payload).success).toBe(sitePath);
  });
});

/** [label, schema, a valid payload without the date, the date field, dates refused, a date accepted] */
const DATE_FIELDS: [string, z.ZodType, Record<string, unknown>, string, string[], string][] = [
  ['practice session date', createSessionSchema, session, 'date', ['0000-01-01', '1899-12-31', isoDay(now + 3 * DAY)], '1900-01-01'],
  ['practice session date (update)', updateSessionSchema, session, 'date', ['0001-01-01T00:00:00Z'], isoDay(now)],
  [
    'snooze',
    snoozeRequestSchema,
    {},
    'snoozeUntil',
    ['+275760-09-13T00:00:00.000Z', iso(now + 400 * DAY), iso(now - DAY)],
    iso(now + 30 * DAY),
  ],
  [
    'AMA scheduledFor',
    amaInputSchema,
    { title: 'T', description: 'D', status: 'upcoming' },
    'scheduledFor',
    ['0001-01-01T10:00:00Z', '9999-12-31T10:00:00Z', iso(now + 3 * 366 * DAY)],
    iso(now + 7 * DAY),
  ],
  [
    'podcast publishedAt',
    podcastInputSchema,
    { title: 'T', description: 'D', audioUrl: '/a.mp3', duration: 60, episodeNumber: 1 },
    'publishedAt',
    ['0001-01-01', '9999-01-01'],
    isoDay(now - 30 * DAY),
  ],
  [
    'blog publishedAt',
    blogPostInputSchema,
    { title: 'T', content: 'C', category: 'Technique' },
    'publishedAt',
    ['1000-01-01', '+275760-09-13T00:00:00.000Z'],
    iso(now),
  ],
  ['tag validFrom', contentTagInputSchema, { name: 'N', slug: 'n' }, 'validFrom', ['0001-01-01', '9999-01-01'], isoDay(now)],
  ['tag validUntil', contentTagInputSchema, { name: 'N', slug: 'n' }, 'validUntil', ['0001-01-01', '9999-01-01'], isoDay(now + 90 * DAY)],
  [
    'profile shootingSince',
    updateProfileRequestSchema,
    {},
    'shootingSince',
    ['0000-01-01', isoDay(now + 30 * DAY), '+275760-09-13T00:00:00.000Z'],
    '2008-06-01',
  ],
  [
    'arms licence validUntil',
    licenceInputSchema,
    { number: 'DL/2019/ARM/1', issuingAuthority: 'Delhi Police' },
    'validUntil',
    ['0000-01-01', '9999-12-31'],
    isoDay(now + 2 * 365 * DAY),
  ],
  ['competition date', competitionInputSchema, { name: 'Nationals' }, 'date', ['0001-06-01', '9999-06-01'], isoDay(now + 200 * DAY)],
  [
    'mental assessment date',
    mentalAssessmentInputSchema,
    { confidenceLevel: 5, focusLevel: 5, stressLevel: 5, anxietyLevel: 5 },
    'date',
    ['0001-01-01'],
    isoDay(now),
  ],
  ['nutrition entry date', nutritionEntryInputSchema, { mealType: 'lunch' }, 'date', ['0001-01-01'], isoDay(now)],
  ['fitness entry date', fitnessEntryInputSchema, { activityType: 'Running', duration: 30 }, 'date', ['1800-01-01T00:00:00Z'], isoDay(now)],
  ['journal entry date', journalEntryInputSchema, { title: 'T', content: 'C' }, 'date', ['0001-01-01'], isoDay(now)],
  [
    'goal deadline',
    goalInputSchema,
    { metric: 'hit-rate', target: 80 },
    'deadline',
    ['9999-12-31', isoDay(now + 6 * 366 * DAY)],
    isoDay(now + 60 * DAY),
  ],
  [
    'equipment purchaseDate',
    equipmentItemInputSchema,
    { name: 'Gun' },
    'purchaseDate',
    ['0001-01-01', isoDay(now + 30 * DAY)],
    isoDay(now - 400 * DAY),
  ],
  [
    'equipment nextMaintenance',
    equipmentItemInputSchema,
    { name: 'Gun' },
    'nextMaintenance',
    ['0001-01-01', '9999-12-31'],
    isoDay(now + 30 * DAY),
  ],
];

describe('dates stay within the documented window of their field', () => {
  it.each(DATE_FIELDS)('%s: far-out dates are refused on that field, a sane one accepted', (_l, schema, valid, path, refused, accepted) => {
    for (const bad of refused) expect(refusedFields(schema, set(valid, path, bad)), `${bad} was accepted`).toEqual([path]);
    const ok = schema.safeParse(set(valid, path, accepted));
    expect(ok.error?.issues ?? []).toEqual([]);
  });
});

type Json = Record<string, any>;

/** Where a JSON Schema lets a value grow without limit: strings without maxLength, lists without maxItems, maps without maxProperties. */
function unbounded(node: Json, root: Json, path: string, out: string[], seen = new Set<Json>()): string[] {
  if (!node || typeof node !== 'object' || seen.has(node)) return out;
  seen.add(node);
  if (typeof node.$ref === 'string') {
    const target = node.$ref
      .slice(2)
      .split('/')
      .reduce((o: Json | undefined, k: string) => o?.[k], root);
    return unbounded(target ?? {}, root, path, out, seen);
  }
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) for (const alt of node[key] ?? []) unbounded(alt, root, path, out, seen);
  const types: string[] = Array.isArray(node.type) ? node.type : node.type ? [node.type] : [];
  // a pattern without open-ended repeats (an object id, a calendar day) bounds the length by itself
  const boundedPattern = typeof node.pattern === 'string' && !/[*+]|\{\d+,\}/.test(node.pattern.replace(/\\./g, ''));
  if (types.includes('string') && node.maxLength === undefined && !node.enum && node.const === undefined && !boundedPattern)
    out.push(`${path}: text without a maximum length`);
  if (types.includes('array')) {
    if (node.maxItems === undefined && !node.prefixItems) out.push(`${path}: list without a maximum length`);
    unbounded(node.items ?? {}, root, `${path}[]`, out, seen);
  }
  for (const [k, v] of Object.entries((node.properties ?? {}) as Json)) unbounded(v, root, `${path}.${k}`, out, seen);
  if (node.additionalProperties && typeof node.additionalProperties === 'object') {
    if (node.maxProperties === undefined) out.push(`${path}: map without a maximum number of keys`);
    if (node.propertyNames) unbounded(node.propertyNames, root, `${path}{key}`, out, seen);
    unbounded(node.additionalProperties, root, `${path}{}`, out, seen);
  }
  return out;
}

describe('every input of the /api is bounded', () => {
  const inputs = API_ROUTES.flatMap((r) =>
    (['body', 'query', 'params'] as const).flatMap((part) => {
      const schema = r.request?.[part];
      return schema ? [[`${r.method.toUpperCase()} ${r.path} ${part}`, schema] as const] : [];
    }),
  );

  it('there are inputs to check', () => {
    expect(inputs.length).toBeGreaterThan(50);
  });

  it('no text, list or map in a body, query or path can grow without a limit', () => {
    const found = inputs.flatMap(([label, schema]) => {
      const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
      return unbounded(json, json, label, []);
    });
    expect(found).toEqual([]);
  });

  it('when a map (social links, opening hours) has thousands of keys, then it is refused on that field', () => {
    const many = (n: number, value: string) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, value]));
    const range = { name: 'R', city: 'C', state: 'S', description: 'D' };
    expect(refusedFields(rangeInputSchema, { ...range, openingHours: many(5000, '9-5') })).toEqual(['openingHours']);
    expect(refusedFields(shooterInputSchema, { name: 'N', type: 'T', bio: 'B', socialLinks: many(5000, 'https://x.example') })).toEqual([
      'socialLinks',
    ]);
  });
});
