import type { Query } from '@tanstack/react-query';

/**
 * The queries whose fetch a link prefetch started and that have not answered yet. A module of its
 * own: the route-change effect reads it at start-up, while the prefetching itself (route-prefetch.ts)
 * comes with the prefetcher's chunk after the first paint.
 */
export const warming = new WeakSet<Query>();

/**
 * Whether the query's fetch in flight is a link prefetch's. Such a fetch belongs to no page: a route
 * change must not cancel it (SPEC 2.5 cancels the queries of the page left). The page it warms is
 * often the very one being opened, whose queries subscribe only after the route change's effects
 * have run; cancelling would drop the answer on its way and make that page ask for it again.
 */
export const isPrefetching = (query: Query): boolean => warming.has(query) && query.state.fetchStatus === 'fetching';
