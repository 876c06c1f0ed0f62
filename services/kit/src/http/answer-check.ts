import type { RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { declaredStatuses } from '@trap/contracts/api/statuses';
import type { ApiRoute } from '@trap/contracts/api/index';

/**
 * The answers of a service checked against their declarations, while tests run (CONTRACT_CHECK=on,
 * set for every service's vitest run): the status is one the declaration gives (so the generated
 * OpenAPI document lists it), the success body parses with the response schema and carries no
 * field the schema does not name (an internal `_id`, a stored field), and an error body has the
 * error shape. What disagrees is recorded here; the tests' set-up fails the test file that caused it.
 * Off in production: a parse per answer is work no client needs.
 */
export const answerViolations: string[] = [];

export const answersChecked = (): boolean => process.env.CONTRACT_CHECK === 'on';

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Paths of fields in `sent` that the parsed value dropped: what the schema does not declare. */
export function undeclaredFields(sent: unknown, parsed: unknown, at = ''): string[] {
  if (Array.isArray(sent) && Array.isArray(parsed)) return sent.flatMap((item, i) => undeclaredFields(item, parsed[i], `${at}[${i}]`));
  if (!isPlainObject(sent) || !isPlainObject(parsed)) return [];
  const out: string[] = [];
  for (const [key, value] of Object.entries(sent)) {
    if (value === undefined) continue;
    const path = at ? `${at}.${key}` : key;
    if (!(key in parsed)) out.push(path);
    else out.push(...undeclaredFields(value, parsed[key], path));
  }
  return out;
}

type Statuses = ReturnType<typeof declaredStatuses>;

/**
 * What is wrong with an answer of `route` (empty: it agrees with its declaration); `statuses` are the
 * route's declared ones, passed in by a check that derived them once for all its answers.
 */
export function answerProblems(route: ApiRoute, status: number, body: unknown, statuses: Statuses = declaredStatuses(route)): string[] {
  const { success, also, errors } = statuses;
  if (status === success || status === also) {
    const schema = route.response.schema as z.ZodType | undefined;
    if (!schema) return [];
    // as the client receives it: dates as strings, undefined fields gone
    const sent = body === undefined ? undefined : (JSON.parse(JSON.stringify(body)) as unknown);
    const result = schema.safeParse(sent);
    if (!result.success)
      return result.error.issues.slice(0, 5).map((i) => `body does not match its schema at ${i.path.join('.') || '(root)'}: ${i.message}`);
    return undeclaredFields(sent, result.data).map((path) => `body has a field its schema does not declare: ${path}`);
  }
  const problems: string[] = [];
  // 404 for an id that is not there, 500 for a bug: each test asserts those itself
  if (status !== 404 && status < 500 && !errors.includes(status))
    problems.push(`status ${status} is not declared (declared: ${success}, ${errors.join(', ')})`);
  const error = isPlainObject(body) ? body.error : undefined;
  if (status >= 400 && !(isPlainObject(error) && typeof error.code === 'string' && typeof error.message === 'string'))
    problems.push(`error body without { error: { code, message } }`);
  return problems;
}

/** First in a route's chain when answers are checked: every res.json of this request is checked. */
export function answerCheck(route: ApiRoute): RequestHandler {
  const name = `${route.method.toUpperCase()} ${route.path}`;
  // the declaration does not change: its statuses are derived once, not per answer
  const statuses = declaredStatuses(route);
  const { success, also } = statuses;
  return (_req, res, next) => {
    const json = res.json.bind(res) as Response['json'];
    let checked = false;
    res.json = (body?: unknown) => {
      checked = true;
      for (const problem of answerProblems(route, res.statusCode, body, statuses))
        answerViolations.push(`${name} ${res.statusCode}: ${problem}`);
      return json(body);
    };
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    res.end = ((...args: unknown[]) => {
      // an answer with no JSON body (204, a file, a stream): only its status is checked
      if (
        !checked &&
        !res.headersSent &&
        res.statusCode < 400 &&
        res.statusCode !== success &&
        res.statusCode !== also &&
        !res.getHeader('location')
      )
        answerViolations.push(
          `${name} ${res.statusCode}: status is not declared (declared: ${[success, also].filter(Boolean).join(', ')})`,
        );
      return end(...args);
    }) as Response['end'];
    next();
  };
}
