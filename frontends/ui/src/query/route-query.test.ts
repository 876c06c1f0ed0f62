import { afterEach, describe, expect, it, vi } from 'vitest';
import { authApi, forumApi, notificationsApi, practiceApi } from '@trap/contracts/api/route-paths';
import { call, fillPath, urlOf } from '../api/route-call.ts';
import { createQueryClient, defaultQueryFn, staleCategoryOf } from './query-client.ts';
import { invalidateRoute, isRouteKey, queryOptions, routeKey } from './route-query.ts';

interface Sent {
  url: string;
  method: string;
  body: unknown;
  headers: Record<string, string>;
}

function stubFetch(answer: unknown = { ok: true }): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, method: String(init.method), body: init.body, headers: init.headers as Record<string, string> });
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe('the URL of a declared route', () => {
  it('when a route has path parameters, then each is filled in, URI-encoded', () => {
    expect(urlOf(forumApi.getForumTopic, { params: { id: 'a b/c?' } })).toBe('/api/forum/topics/a%20b%2Fc%3F');
    expect(fillPath('/api/x/{id}/y/{questionId}', { id: 1, questionId: 'q' })).toBe('/api/x/1/y/q');
  });

  it('when a path parameter is missing, then it throws instead of calling a wrong URL', () => {
    expect(() => urlOf(forumApi.getForumTopic, {})).toThrow('{id}');
  });

  it('when a query is given, then its entries follow in order, encoded, without the empty ones; arrays repeat the name', () => {
    expect(urlOf(forumApi.latestForumTopics, { query: { page: 2, pageSize: 20 } })).toBe('/api/forum/topics/latest?page=2&pageSize=20');
    expect(urlOf({ path: '/api/search' }, { query: { q: 'a&b é', skip: undefined, none: null, tag: ['x', 'y'], on: false } })).toBe(
      '/api/search?q=a%26b+%C3%A9&tag=x&tag=y&on=false',
    );
    expect(urlOf(forumApi.latestForumTopics, { query: {} })).toBe('/api/forum/topics/latest');
  });
});

describe('call', () => {
  it('when a route is called, then it uses its method and URL, sends the body as JSON and answers the parsed body', async () => {
    const sent = stubFetch({ id: 'r1' });
    const answer = await call(forumApi.replyToForumTopic, { params: { id: 't1' }, body: { content: 'hello' } });
    expect(answer).toEqual({ id: 'r1' });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ url: '/api/forum/topics/t1/replies', method: 'POST', body: JSON.stringify({ content: 'hello' }) });
    expect(sent[0]?.headers['Content-Type']).toBe('application/json');
  });

  it('when a route needs no input, then it is called with none', async () => {
    const sent = stubFetch(null);
    await call(authApi.logout);
    await call(forumApi.listForumCategories);
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual(['POST /api/logout', 'GET /api/forum/categories']);
    expect(sent[1]?.body).toBeUndefined();
  });
});

describe('query keys and options from a route', () => {
  it('then a key is the path template, then the params, then the query, left short when they are empty', () => {
    expect(routeKey(forumApi.listForumCategories)).toEqual(['/api/forum/categories']);
    expect(routeKey(authApi.getCurrentUser)).toEqual(['/api/user']);
    expect(routeKey(forumApi.getForumTopic, { params: { id: 't1' } })).toEqual(['/api/forum/topics/{id}', { id: 't1' }]);
    expect(routeKey(forumApi.latestForumTopics, { query: { page: 2, pageSize: 20 } })).toEqual([
      '/api/forum/topics/latest',
      {},
      { page: '2', pageSize: '20' },
    ]);
  });

  it('when the same page number comes as text (a link) or as a number (the page), then the key is the same', () => {
    const fromLink = routeKey(forumApi.getForumCategory, { params: { id: 'c' }, query: { page: '2', pageSize: undefined } });
    const fromPage = routeKey(forumApi.getForumCategory, { params: { id: 'c' }, query: { page: 2 } });
    const client = createQueryClient();
    expect(client.getQueryCache().build(client, { queryKey: fromLink }).queryHash).toBe(
      client.getQueryCache().build(client, { queryKey: fromPage }).queryHash,
    );
  });

  it('when a scope is given, then it ends the key (answers of different users stay apart)', () => {
    expect(routeKey(forumApi.forumReadMarks, undefined, ['u1'])).toEqual(['/api/forum/read-marks', {}, {}, 'u1']);
  });

  it('then the options fetch the route with the query signal', async () => {
    const sent = stubFetch([{ id: 'c' }]);
    const client = createQueryClient({ queries: { retry: false } });
    const data = await client.fetchQuery(queryOptions(forumApi.getForumCategory, { params: { id: 'c 1' }, query: { page: 1 } }));
    expect(data).toEqual([{ id: 'c' }]);
    expect(sent[0]?.url).toBe('/api/forum/categories/c%201?page=1');
  });

  it('when a read is warmed by its key alone (a prefetch), then the default fetcher builds the same URL', async () => {
    const sent = stubFetch({});
    await defaultQueryFn({ queryKey: routeKey(forumApi.getForumCategory, { params: { id: 'c' }, query: { page: 3 } }), signal: new AbortController().signal });
    await defaultQueryFn({ queryKey: routeKey(forumApi.getForumTopic, { params: { id: 't' } }), signal: new AbortController().signal });
    expect(sent.map((s) => s.url)).toEqual(['/api/forum/categories/c?page=3', '/api/forum/topics/t']);
  });

  it('then stale times read the template: the category list is static, a category page and the user keep their own', () => {
    expect(staleCategoryOf(routeKey(forumApi.listForumCategories))).toBe('static');
    expect(staleCategoryOf(routeKey(forumApi.getForumCategory, { params: { id: 'c' } }))).toBe('other');
    expect(staleCategoryOf(routeKey(authApi.getCurrentUser))).toBe('user');
  });
});

describe('invalidation by route', () => {
  const seed = () => {
    const client = createQueryClient();
    const keys = [
      routeKey(forumApi.listForumCategories),
      routeKey(forumApi.getForumCategory, { params: { id: 'a' }, query: { page: 1 } }),
      routeKey(forumApi.getForumCategory, { params: { id: 'b' } }),
      routeKey(forumApi.getForumTopic, { params: { id: 't' } }),
      routeKey(notificationsApi.listNotifications),
      ['/api/forum/categoriesx'],
    ];
    for (const key of keys) client.setQueryData(key, 1);
    const stale = () => keys.filter((k) => client.getQueryState(k)?.isInvalidated).map((k) => JSON.stringify(k));
    return { client, stale, keys };
  };

  it('when a route is invalidated, then its reads are, whatever their params and query, and nothing else', async () => {
    const { client, stale, keys } = seed();
    await invalidateRoute(client, forumApi.getForumCategory);
    expect(stale()).toEqual([keys[1], keys[2]].map((k) => JSON.stringify(k)));
  });

  it('when sub-routes are asked for, then the reads of routes under its path are too', async () => {
    const { client, stale, keys } = seed();
    await invalidateRoute(client, forumApi.listForumCategories, undefined, { subRoutes: true });
    expect(stale()).toEqual([keys[0], keys[1], keys[2]].map((k) => JSON.stringify(k)));
  });

  it('when params are given, then only that item is', async () => {
    const { client, stale, keys } = seed();
    await invalidateRoute(client, forumApi.getForumCategory, { id: 'a' });
    expect(stale()).toEqual([JSON.stringify(keys[1])]);
    expect(isRouteKey(keys[3]!, forumApi.getForumTopic, { id: 't' })).toBe(true);
    expect(isRouteKey(keys[3]!, practiceApi.listSessions)).toBe(false);
  });
});

describe('types from the declarations', () => {
  it('then the input and the answer are typed by the declaration (checked by tsc)', () => {
    const typed = async () => {
      const topic = await call(forumApi.getForumTopic, { params: { id: 't' } });
      const title: string = topic.title;
      // @ts-expect-error a route with a path parameter needs it
      await call(forumApi.getForumTopic);
      // @ts-expect-error the body is the declared one
      await call(forumApi.replyToForumTopic, { params: { id: 't' }, body: { text: 1 } });
      // @ts-expect-error a route without a query takes none
      await call(authApi.logout, { query: { a: 1 } });
      const options = queryOptions(forumApi.listForumCategories);
      const categories = await options.queryFn({ signal: new AbortController().signal });
      return [title, categories.length];
    };
    expect(typeof typed).toBe('function');
  });
});
