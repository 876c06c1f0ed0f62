import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { isPrefetching } from './prefetch-warming.ts';
import { warmReads } from './route-prefetch.ts';

const url = new URL('https://trap.example/podcasts/ep-1');

/** A fetcher answered by hand. */
function pending<T>() {
  let answer!: (value: T) => void;
  const calls: AbortSignal[] = [];
  const queryFn = ({ signal }: { signal: AbortSignal }) => {
    calls.push(signal);
    return new Promise<T>((resolve) => (answer = resolve));
  };
  return { queryFn, calls, answer: (value: T) => answer(value) };
}

describe('warmed reads and a route change', () => {
  it("a read a prefetch has under way is the prefetcher's until it answers; a route change's cancel spares it and the opened page takes its answer", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } });
    const read = pending<{ title: string }>();
    const warming = warmReads(
      client,
      { reads: () => [{ queryKey: ['/api/podcasts/{id}', { id: 'ep-1' }], queryFn: read.queryFn }] },
      {},
      url,
    );
    await Promise.resolve();
    const query = client.getQueryCache().find({ queryKey: ['/api/podcasts/{id}', { id: 'ep-1' }] })!;
    expect(query.state.fetchStatus).toBe('fetching');
    expect(isPrefetching(query)).toBe(true);

    // what the shell does on a route change: cancel the fetches no page watches, but a prefetch's
    await client.cancelQueries({
      predicate: (q) => q.state.fetchStatus === 'fetching' && q.getObserversCount() === 0 && !isPrefetching(q),
    });
    expect(read.calls[0]!.aborted).toBe(false);

    read.answer({ title: 'Episode 1' });
    await warming;
    expect(isPrefetching(query)).toBe(false);
    // the page's query finds the answer: no second fetch
    await expect(client.fetchQuery({ queryKey: ['/api/podcasts/{id}', { id: 'ep-1' }], queryFn: read.queryFn })).resolves.toEqual({
      title: 'Episode 1',
    });
    expect(read.calls).toHaveLength(1);
  });

  it("a fetch already under way for someone else is not marked as the prefetcher's", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } });
    const read = pending<string[]>();
    const key = ['/api/podcasts', {}, { limit: '11' }];
    const own = client.fetchQuery({ queryKey: key, queryFn: read.queryFn });
    const warming = warmReads(client, { reads: () => [{ queryKey: key, queryFn: read.queryFn }] }, {}, url);
    await Promise.resolve();
    const query = client.getQueryCache().find({ queryKey: key })!;
    expect(query.state.fetchStatus).toBe('fetching');
    expect(isPrefetching(query)).toBe(false);
    read.answer([]);
    await Promise.all([own, warming]);
    expect(read.calls).toHaveLength(1);
  });

  it('a fresh answer in the cache is not fetched again', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } });
    const read = pending<string>();
    client.setQueryData(['/api/shooters/{id}', { id: 's1' }], 'cached');
    await warmReads(client, { reads: () => [{ queryKey: ['/api/shooters/{id}', { id: 's1' }], queryFn: read.queryFn }] }, {}, url);
    expect(read.calls).toHaveLength(0);
  });
});
