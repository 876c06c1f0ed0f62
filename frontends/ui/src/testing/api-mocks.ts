/**
 * MSW handlers from the declarations, for the screens' component tests (never imported by app code):
 * `mockRoute(forumApi.getForumTopic, { ...topic })` answers the route's method and path template
 * with a body typed as the declaration's answer, so a test's data cannot drift from the contract.
 */
import { delay, http, HttpResponse, type HttpResponseResolver, type PathParams } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { ErrorBody } from '@trap/contracts';
import type { RouteRef, RouteResponse } from '../api/route-call.ts';

/** `/api/shoots/{id}` as MSW writes it (`/api/shoots/:id`). */
export const mswPath = (route: Pick<RouteRef, 'path'>): string => route.path.replace(/\{([^}]+)\}/g, ':$1');

/** What a test's resolver sees of the request: its path parameters, URL and the request itself. */
export interface MockRequest {
  params: PathParams;
  url: URL;
  request: Request;
}

/** The answer of a declared route: its typed body, or a whole Response (a status, an error) when a test needs one. */
export type Answer<R extends RouteRef> = RouteResponse<R> | Response;
export type RouteResolver<R extends RouteRef> = Answer<R> | ((req: MockRequest) => Answer<R> | Promise<Answer<R>>);

/** An MSW handler for a declared route, answering `resolver` (a typed body, or a function of the request). */
export function mockRoute<R extends RouteRef>(route: R, resolver: RouteResolver<R>) {
  const handle: HttpResponseResolver = async ({ params, request }) => {
    const answer =
      typeof resolver === 'function'
        ? await (resolver as (req: MockRequest) => Answer<R> | Promise<Answer<R>>)({ params, request, url: new URL(request.url) })
        : resolver;
    if (answer instanceof Response) return answer;
    return answer === undefined ? new HttpResponse(null, { status: 204 }) : HttpResponse.json(answer as never);
  };
  return http[route.method](mswPath(route), handle);
}

/** The API's error answer (`{ error: { code, message, fields } }`), e.g. for a resolver that fails first and answers later. */
export function apiError(status = 500, message = 'Internal server error', more: Partial<ErrorBody['error']> = {}): Response {
  const code = status === 404 ? 'NOT_FOUND' : status === 400 ? 'VALIDATION_FAILED' : 'INTERNAL';
  const body: ErrorBody = { error: { code, message, ...more } };
  return HttpResponse.json(body, { status });
}

/** The route answers an error status with the API's error body. */
export const mockRouteError = (route: RouteRef, status = 500, message = 'Internal server error', more: Partial<ErrorBody['error']> = {}) =>
  http[route.method](mswPath(route), () => apiError(status, message, more));

/** The route's request fails at the network (the fetch rejects). */
export const mockRouteNetworkError = (route: RouteRef) => http[route.method](mswPath(route), () => HttpResponse.error());

/** The route never answers: the screen stays in its loading state. */
export const mockRoutePending = (route: RouteRef) =>
  http[route.method](mswPath(route), async () => {
    await delay('infinite');
    return new HttpResponse(null, { status: 204 });
  });

/**
 * The test file's API server: started before its tests with `handlers` as the defaults, each test's
 * `server.use(...)` overrides dropped after it. A request no handler answers fails at the network
 * (as MSW's 'error' strategy does) and fails the test that made it, naming the request.
 */
export function setupApiServer(...handlers: Parameters<typeof setupServer>) {
  const server = setupServer(...handlers);
  const unhandled: string[] = [];
  beforeAll(() =>
    server.listen({
      onUnhandledRequest: (request, print) => {
        unhandled.push(`${request.method} ${new URL(request.url).pathname}`);
        print.error();
      },
    }),
  );
  afterEach(() => {
    server.resetHandlers();
    const seen = unhandled.splice(0);
    if (seen.length) throw new Error(`requests no handler answered: ${[...new Set(seen)].join(', ')}`);
  });
  afterAll(() => server.close());
  return server;
}
