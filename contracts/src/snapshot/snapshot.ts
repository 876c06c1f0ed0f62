import { z } from 'zod';
import type { EventDefinition } from '../events/define.ts';
import type { ApiRoute } from '../api/define.ts';
import { breakingChanges, type JsonSchema } from './compat.ts';

/**
 * The committed snapshot of the contracts (contracts/snapshots, README "Contract snapshots"): the
 * JSON Schema of every event version and of every route's params, query, body and response. The
 * contracts test compares it with the current schemas: a break fails, anything else asks for a
 * refresh (`make contracts-snapshot`).
 */
export interface RouteSnapshot {
  auth: ApiRoute['auth'];
  status: number;
  params?: JsonSchema;
  query?: JsonSchema;
  body?: JsonSchema;
  response?: JsonSchema;
  contentType?: string;
}

export interface ContractSnapshot {
  /** `auth.user.registered.v1` -> the schema of its `data` as consumers parse it */
  events: Record<string, JsonSchema>;
  /** route group (the first path segment after /api) -> `GET /api/...` -> its schemas */
  routes: Record<string, Record<string, RouteSnapshot>>;
}

/** Keywords that document rather than constrain: changing them is neither a break nor a refresh. */
const DOC_KEYWORDS = new Set(['$schema', '$id', 'description', 'title', 'examples']);
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
const SCHEMA_LISTS = new Set(['anyOf', 'oneOf', 'allOf', 'prefixItems']);
const SCHEMA_ONE = new Set([
  'items',
  'additionalProperties',
  'propertyNames',
  'not',
  'contains',
  'unevaluatedProperties',
  'if',
  'then',
  'else',
]);
const SETS = new Set(['required', 'enum']);

const byJson = (a: unknown, b: unknown) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : JSON.stringify(a) > JSON.stringify(b) ? 1 : 0);

/** Drops documentation keywords and sorts keys and sets, so that only real changes show in a diff. */
export function normalizeSchema(schema: unknown): unknown {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return schema;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(schema).sort()) {
    const v = (schema as Record<string, unknown>)[key];
    if (DOC_KEYWORDS.has(key)) continue;
    if (SCHEMA_MAPS.has(key) && typeof v === 'object' && v !== null)
      out[key] = Object.fromEntries(
        Object.keys(v)
          .sort()
          .map((k) => [k, normalizeSchema((v as Record<string, unknown>)[k])]),
      );
    else if (SCHEMA_LISTS.has(key) && Array.isArray(v)) out[key] = v.map(normalizeSchema);
    else if (SCHEMA_ONE.has(key)) out[key] = normalizeSchema(v);
    else if (SETS.has(key) && Array.isArray(v)) out[key] = [...v].sort(byJson);
    else out[key] = v;
  }
  return out;
}

const jsonSchemaOf = (schema: z.ZodType, io: 'input' | 'output') =>
  normalizeSchema(z.toJSONSchema(schema, { io, unrepresentable: 'any' })) as JsonSchema;

export const eventKey = (e: Pick<EventDefinition, 'subject' | 'version'>) => `${e.subject}.v${e.version}`;
export const routeKey = (r: Pick<ApiRoute, 'method' | 'path'>) => `${r.method.toUpperCase()} ${r.path}`;
export const routeGroup = (r: Pick<ApiRoute, 'path'>) => r.path.split('/')[2] || 'root';

/**
 * Events as their consumers parse them (zod input); requests as the service parses them (input),
 * responses as the service sends them (output).
 */
export function contractSnapshot(events: readonly EventDefinition[], routes: readonly ApiRoute[]): ContractSnapshot {
  const snapshot: ContractSnapshot = { events: {}, routes: {} };
  for (const e of events) snapshot.events[eventKey(e)] = jsonSchemaOf(e.schema, 'input');
  for (const r of routes) {
    const entry: RouteSnapshot = { auth: r.auth, status: r.response.status ?? 200 };
    for (const part of ['params', 'query', 'body'] as const) {
      const s = r.request?.[part];
      if (s) entry[part] = jsonSchemaOf(s, 'input');
    }
    if (r.response.schema) entry.response = jsonSchemaOf(r.response.schema, 'output');
    if (r.response.contentType) entry.contentType = r.response.contentType;
    (snapshot.routes[routeGroup(r)] ??= {})[routeKey(r)] = entry;
  }
  return snapshot;
}

/**
 * JSON with sorted keys, a node on one line when it fits in 100 columns, else one member a line:
 * short enough to review, stable enough to diff.
 */
export function formatJson(value: unknown, indent = ''): string {
  const flat = JSON.stringify(sortKeys(value));
  if (flat.length + indent.length <= 100 || typeof value !== 'object' || value === null) return flat;
  const inner = indent + '  ';
  if (Array.isArray(value)) return `[\n${value.map((v) => inner + formatJson(v, inner)).join(',\n')}\n${indent}]`;
  const entries = Object.keys(value)
    .sort()
    .map((k) => `${inner}${JSON.stringify(k)}: ${formatJson((value as Record<string, unknown>)[k], inner)}`);
  return `{\n${entries.join(',\n')}\n${indent}}`;
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
  );
}

/** The snapshot as files (path relative to contracts/snapshots -> text): one per event version, one per route group. */
export function snapshotFiles(snapshot: ContractSnapshot): Map<string, string> {
  const files = new Map<string, string>();
  for (const [key, schema] of Object.entries(snapshot.events)) files.set(`events/${key}.json`, formatJson(schema) + '\n');
  for (const [group, routes] of Object.entries(snapshot.routes)) files.set(`routes/${group}.json`, formatJson(routes) + '\n');
  return new Map([...files].sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** The inverse of snapshotFiles (the committed files back into a snapshot). */
export function parseSnapshotFiles(files: ReadonlyMap<string, string>): ContractSnapshot {
  const snapshot: ContractSnapshot = { events: {}, routes: {} };
  for (const [file, text] of files) {
    const m = /^(events|routes)\/(.+)\.json$/.exec(file);
    if (!m) continue;
    if (m[1] === 'events') snapshot.events[m[2]!] = JSON.parse(text) as JsonSchema;
    else snapshot.routes[m[2]!] = JSON.parse(text) as Record<string, RouteSnapshot>;
  }
  return snapshot;
}

const EMPTY_OBJECT: JsonSchema = { type: 'object', properties: {} };

/**
 * What in `current` breaks someone who relies on `committed`: events compared both ways (old and new
 * consumers of an existing version), requests as callers of the previous build send them, responses
 * as clients of the previous build read them. A removed event version or route breaks too.
 */
export function snapshotBreaks(committed: ContractSnapshot, current: ContractSnapshot): string[] {
  const out: string[] = [];
  for (const [key, before] of Object.entries(committed.events)) {
    const after = current.events[key];
    if (!after) out.push(`event ${key}: removed (its consumers and the events already in the stream)`);
    else out.push(...breakingChanges(before, after, 'both', 'data').map((m) => `event ${key}: ${m}`));
  }
  const currentRoutes = new Map(Object.values(current.routes).flatMap((group) => Object.entries(group)));
  for (const group of Object.values(committed.routes)) {
    for (const [key, before] of Object.entries(group)) {
      const after = currentRoutes.get(key);
      const at = (m: string) => `route ${key}: ${m}`;
      if (!after) {
        out.push(at('removed (its callers get 404)'));
        continue;
      }
      if (after.auth === 'required' && before.auth !== 'required') out.push(at('now needs a session (callers without one get 401)'));
      if (after.status !== before.status) out.push(at(`answers ${after.status} instead of ${before.status}`));
      for (const part of ['params', 'query', 'body'] as const)
        out.push(...breakingChanges(before[part] ?? EMPTY_OBJECT, after[part] ?? EMPTY_OBJECT, 'input', part).map(at));
      if (before.response && !after.response) out.push(at('response body removed'));
      else if (before.response && after.response)
        out.push(...breakingChanges(before.response, after.response, 'output', 'response').map(at));
      if (before.contentType !== after.contentType)
        out.push(at(`answers ${after.contentType ?? 'JSON'} instead of ${before.contentType ?? 'JSON'}`));
    }
  }
  return out;
}
