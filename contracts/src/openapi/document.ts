import { z } from 'zod';
import { BRAND } from '../settings/site-settings.ts';
import { operationIdOf, type ApiRoute, type NamedSchema } from '../api/define.ts';
import { API_ROUTES, NAMED_SCHEMAS } from '../api/index.ts';
import { declaredStatuses } from '../api/statuses.ts';
import { TAG_DESCRIPTIONS } from './tag-descriptions.ts';

export { operationIdOf };

type JsonSchema = Record<string, unknown>;
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string; description: string }[];
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, unknown>; responses: Record<string, unknown> };
}

const UNSAFE = new Set(['post', 'put', 'patch', 'delete']);
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const pascal = (s: string) => s.replace(/(^|[-_/{}]+)([a-z0-9])/gi, (_m, _sep, c: string) => c.toUpperCase()).replace(/[^A-Za-z0-9]/g, '');

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input; `error.fields` holds a message per field',
  401: 'Not logged in, or the session expired',
  403: "Not allowed: missing capability, a membership tier below the one needed (`code: TIER_REQUIRED`, `requiredTier`), refused account, someone else's item, or missing CSRF token",
  404: 'Not found',
  409: 'Conflict, e.g. the username is taken',
  413: 'Request body is too large',
  429: 'Too many attempts; see the Retry-After header',
  503: 'The service that owns this path is unavailable',
};

const strip = (schema: JsonSchema): JsonSchema => {
  const { $schema: _s, $id: _i, ...rest } = schema;
  return tidy(rest) as JsonSchema;
};

const isSchemaObject = (v: unknown): v is JsonSchema => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Two shapes of zod's JSON Schema said plainly: a record keyed by an enum (`required` names every
 * key, but only `additionalProperties` describes them) gets its keys as properties; and a union's
 * member that JSON cannot carry (a Date object, converted as `{}`) is left out of its `anyOf`.
 */
function tidy(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(tidy);
  if (!isSchemaObject(node)) return node;
  const out: JsonSchema = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, tidy(v)]));
  const required = out.required as string[] | undefined;
  const properties = (out.properties ?? {}) as Record<string, unknown>;
  if (Array.isArray(required) && isSchemaObject(out.additionalProperties) && required.some((k) => !(k in properties)))
    out.properties = {
      ...properties,
      ...Object.fromEntries(required.filter((k) => !(k in properties)).map((k) => [k, out.additionalProperties])),
    };
  if (Array.isArray(out.anyOf)) {
    const kept = (out.anyOf as unknown[]).filter((m) => !(isSchemaObject(m) && Object.keys(m).length === 0));
    if (kept.length && kept.length < (out.anyOf as unknown[]).length) out.anyOf = kept;
    // one member left: the schema is that member
    if (kept.length === 1 && isSchemaObject(kept[0])) {
      const { anyOf: _one, ...rest } = out;
      return { ...rest, ...kept[0] };
    }
  }
  return out;
}

/** Converts a set of named zod schemas to JSON Schema 2020-12, cross-referenced through components. */
function convert(entries: Map<z.ZodType, string>, io: 'input' | 'output'): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const [schema, id] of entries) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, { io, unrepresentable: 'any', uri: (id) => `#/components/schemas/${id}` });
  return Object.fromEntries(Object.entries(schemas).map(([id, s]) => [id, strip(s as JsonSchema)]));
}

function parameters(route: ApiRoute): unknown[] {
  const out: unknown[] = [];
  const add = (where: 'query' | 'path', schema: z.ZodType | undefined) => {
    if (!schema) return;
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    const props = (json.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((json.required as string[] | undefined) ?? []);
    for (const [name, s] of Object.entries(props)) {
      const { description, ...rest } = s;
      out.push({
        name,
        in: where,
        required: where === 'path' || required.has(name),
        ...(description ? { description } : {}),
        schema: rest,
      });
    }
  };
  add('path', route.request?.params);
  add('query', route.request?.query);
  // Path templates without a params schema still need their parameters declared.
  for (const [, name] of route.path.matchAll(/\{([^}]+)\}/g)) {
    if (!out.some((p) => (p as { name: string; in: string }).in === 'path' && (p as { name: string }).name === name)) {
      out.push({ name, in: 'path', required: true, schema: { type: 'string' } });
    }
  }
  return out;
}

/**
 * The OpenAPI 3.1 document of the `/api`, generated from the route registry and the zod
 * contracts (zod 4's JSON Schema output is 2020-12, which OpenAPI 3.1 uses as is).
 */
/** What a gated route's answer hides from a caller below an item's tier. */
const gateNote = (gate: ApiRoute['gate']): string | undefined =>
  gate === undefined
    ? undefined
    : gate === 'search'
      ? "A premium item's hit keeps its title; its snippet names the membership it needs unless the caller has it (content staff see all)."
      : `Premium items: \`${gate.field}\` in full only for a member whose live tier includes the item's \`requiredMembershipTier\` (and content staff); for anyone else a teaser and \`locked: true\`. Such an answer is private (\`Cache-Control: private\`).`;

export function buildOpenApiDocument(opts: { version?: string; routes?: ApiRoute[]; named?: NamedSchema[] } = {}): OpenApiDocument {
  const routes = opts.routes ?? API_ROUTES;
  const named = opts.named ?? NAMED_SCHEMAS;
  const nameOf = new Map(named.map((n) => [n.schema, n.name]));

  // Request bodies are documented as clients send them (zod input), responses as servers send them (output).
  const inputs = new Map<z.ZodType, string>();
  const outputs = new Map<z.ZodType, string>();
  for (const route of routes) {
    const id = pascal(operationIdOf(route));
    if (route.request?.body) inputs.set(route.request.body, nameOf.get(route.request.body) ?? `${id}Body`);
  }
  const inputNames = new Set(inputs.values());
  for (const n of named) if (!inputs.has(n.schema)) outputs.set(n.schema, n.name);
  for (const route of routes) {
    const s = route.response.schema;
    if (s && !outputs.has(s)) outputs.set(s, nameOf.get(s) ?? `${pascal(operationIdOf(route))}Response`);
  }
  for (const [schema, name] of outputs) if (inputNames.has(name)) outputs.set(schema, `${name}Output`);

  const schemas = { ...convert(outputs, 'output'), ...convert(inputs, 'input') };

  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    const unsafe = UNSAFE.has(route.method);
    const { errors: errorStatuses } = declaredStatuses(route);

    const security: Record<string, string[]>[] =
      route.auth === 'required'
        ? [unsafe ? { session: [], csrf: [] } : { session: [] }]
        : route.auth === 'optional'
          ? unsafe
            ? [{ session: [], csrf: [] }, { csrf: [] }]
            : [{ session: [] }, {}]
          : unsafe
            ? [{ csrf: [] }]
            : [];

    const responseSchema = route.response.schema;
    const responses: Record<string, unknown> = {
      [String(route.response.status ?? 200)]: {
        description: route.response.description,
        ...(route.response.setsSession
          ? { headers: { 'Set-Cookie': { description: 'Sets or clears the httpOnly `trap_session` cookie', schema: { type: 'string' } } } }
          : {}),
        ...(responseSchema
          ? { content: { 'application/json': { schema: ref(outputs.get(responseSchema)!) } } }
          : route.response.contentType
            ? // a body that is not JSON (an .ics or CSV file): its media type, as text
              { content: { [route.response.contentType]: { schema: { type: 'string' } } } }
            : {}),
      },
    };
    const also = route.response.also;
    if (also)
      responses[String(also.status)] = { ...(responses[String(route.response.status ?? 200)] as object), description: also.description };
    for (const status of errorStatuses) responses[String(status)] = { $ref: `#/components/responses/Error${status}` };

    const description = [
      route.description,
      route.capability ? `Needs the \`${route.capability}\` capability.` : undefined,
      route.tier ? `Needs the \`${route.tier}\` membership tier or a higher one (403 \`TIER_REQUIRED\` otherwise).` : undefined,
      gateNote(route.gate),
    ]
      .filter(Boolean)
      .join('\n\n');
    const params = parameters(route);
    (paths[route.path] ??= {})[route.method] = {
      operationId: operationIdOf(route),
      summary: route.summary,
      ...(description ? { description } : {}),
      tags: route.tags,
      security,
      ...(route.capability ? { 'x-capability': route.capability } : {}),
      ...(route.tier ? { 'x-tier': route.tier } : {}),
      ...(route.gate ? { 'x-content-gate': route.gate } : {}),
      ...(params.length ? { parameters: params } : {}),
      ...(route.request?.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: ref(inputs.get(route.request.body)!) } } } }
        : {}),
      responses,
    };
  }

  const tags = [...new Set(routes.flatMap((r) => r.tags))].map((name) => ({
    name,
    ...(TAG_DESCRIPTIONS[name] ? { description: TAG_DESCRIPTIONS[name] } : {}),
  }));
  return {
    openapi: '3.1.0',
    info: {
      title: `${BRAND} API`,
      version: opts.version ?? '0.1.0',
      description: [
        'The one `/api` of the platform, served by the bff, which proxies each path to the service that owns it.',
        'Sessions: login and registration set the httpOnly `trap_session` cookie; send it back (fetch with `credentials: "include"`).',
        'CSRF: every POST, PUT, PATCH and DELETE must send the `x-csrf-token` header equal to the readable `trap_csrf` cookie.',
        'Errors always have the shape `{ error: { code, message, fields?, requestId } }`.',
      ].join('\n\n'),
    },
    // relative: the document is served by the bff of the site it describes, on that site's origin
    servers: [{ url: '/', description: 'The site itself: the bff answers /api on the same origin as the pages' }],
    tags,
    paths,
    components: {
      schemas,
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'trap_session', description: 'The session cookie set by login and registration' },
        csrf: { type: 'apiKey', in: 'header', name: 'x-csrf-token', description: 'The value of the `trap_csrf` cookie' },
      },
      responses: Object.fromEntries(
        Object.entries(ERROR_DESCRIPTIONS).map(([status, description]) => [
          `Error${status}`,
          { description, content: { 'application/json': { schema: ref('Error') } } },
        ]),
      ),
    },
  };
}
