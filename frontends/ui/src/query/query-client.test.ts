import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_MESSAGE, TIMEOUT_MESSAGE } from '../api/api-error.ts';
import { createQueryClient, GC_TIME_MS, shouldRetryQuery, STALE_TIMES, staleTimeFor } from './query-client.ts';

describe('query retry rule (SPEC 9)', () => {
  it('when a server error happens, then it is retried at most twice', () => {
    const error = new ApiError(500, 'boom');
    expect(shouldRetryQuery(0, error)).toBe(true);
    expect(shouldRetryQuery(1, error)).toBe(true);
    expect(shouldRetryQuery(2, error)).toBe(false);
  });

  it('when the network fails, then it is retried', () => {
    expect(shouldRetryQuery(0, new Error(NETWORK_MESSAGE))).toBe(true);
  });

  it('when the error begins with 4, then it is not retried', () => {
    expect(shouldRetryQuery(0, new ApiError(401, 'Unauthorized'))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError(404, 'Not found'))).toBe(false);
    expect(shouldRetryQuery(0, new Error('429: Too many requests'))).toBe(false);
  });

  it('when the request timed out or was aborted, then it is not retried', () => {
    expect(shouldRetryQuery(0, new Error(TIMEOUT_MESSAGE))).toBe(false);
    expect(shouldRetryQuery(0, new DOMException('The operation was aborted.', 'AbortError'))).toBe(false);
    expect(shouldRetryQuery(0, new Error('Request timed out'))).toBe(false);
  });

  it('when a TypeError is thrown, then it is not retried', () => {
    expect(shouldRetryQuery(0, new TypeError('x is not a function'))).toBe(false);
  });
});

describe('query client defaults (SPEC 9)', () => {
  it('when a query keeps failing with a server error, then it runs three times in all', async () => {
    const client = createQueryClient({ queries: { retryDelay: 0 } });
    let calls = 0;
    await expect(
      client.fetchQuery({
        queryKey: ['/api/flaky'],
        queryFn: () => {
          calls += 1;
          throw new ApiError(503, 'Service Unavailable');
        },
      }),
    ).rejects.toThrow('503: Service Unavailable');
    expect(calls).toBe(3);
  });

  it('when a query fails with a client error, then it runs once', async () => {
    const client = createQueryClient({ queries: { retryDelay: 0 } });
    let calls = 0;
    await expect(
      client.fetchQuery({
        queryKey: ['/api/missing'],
        queryFn: () => {
          calls += 1;
          throw new ApiError(404, 'Not Found');
        },
      }),
    ).rejects.toThrow('404');
    expect(calls).toBe(1);
  });

  it('when a mutation fails, then it is not retried', async () => {
    const client = createQueryClient();
    let calls = 0;
    const mutation = client.getMutationCache().build(client, {
      mutationFn: async () => {
        calls += 1;
        throw new ApiError(500, 'boom');
      },
    });
    await expect(mutation.execute(undefined)).rejects.toThrow('500: boom');
    expect(calls).toBe(1);
  });

  it('then stale times follow the data: user 5 s, static 1 h, content 5 min, other 2 min; cache 5 min', () => {
    expect(staleTimeFor(['/api/user'])).toBe(5_000);
    expect(staleTimeFor(['/api/forum/categories'])).toBe(60 * 60_000);
    expect(staleTimeFor(['/api/content-tags'])).toBe(STALE_TIMES.static);
    expect(staleTimeFor(['/api/podcasts', 'featured'])).toBe(5 * 60_000);
    expect(staleTimeFor(['/api/blog'])).toBe(STALE_TIMES.content);
    expect(staleTimeFor(['/api/notifications'])).toBe(2 * 60_000);
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.gcTime).toBe(GC_TIME_MS);
    expect(GC_TIME_MS).toBe(5 * 60_000);
  });
});
