import type { Subscription } from './subscription.ts';

/**
 * One subscription per subject (EventConsumers applies it to every service's list): the kit opens one durable consumer per service and subject (named
 * after the subject), so two modules subscribing to the same event would share it and each event
 * would reach only one of them. Handlers of one subject run in turn, in list order; each must be
 * idempotent on its own, since a failure in any redelivers the event to all.
 */
export function mergeSubscriptions(subscriptions: Subscription[]): Subscription[] {
  const bySubject = new Map<string, Subscription[]>();
  for (const s of subscriptions) {
    const key = `${s.event.subject}|${s.delivery ?? 'group'}`;
    bySubject.set(key, [...(bySubject.get(key) ?? []), s]);
  }
  return [...bySubject.values()].map((group) =>
    group.length === 1
      ? group[0]!
      : {
          ...group[0]!,
          handle: async (data, envelope) => {
            for (const s of group) await s.handle(data, envelope);
          },
        },
  );
}
