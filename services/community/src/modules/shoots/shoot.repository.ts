import { changeAtRevision, documentStore, type Change, type Guard, type OutboxEntry, type OutboxStore, type ServiceContext } from '@trap/kit';
import { cardIdOf, shootCardModel, shootModel, type ShootCardDoc, type ShootDoc } from './shoot.model.ts';

const LIST_LIMIT = 100;

/** shoots and shoot_cards: reads by id (and the few by event or code); every write through the kit's stores. */
export class ShootRepository {
  private readonly shoots: OutboxStore<ShootDoc>;
  private readonly cards: OutboxStore<ShootCardDoc>;

  constructor(ctx: Pick<ServiceContext, 'conn' | 'outboxStore'>) {
    this.shoots = ctx.outboxStore(shootModel(ctx.conn));
    this.cards = documentStore(shootCardModel(ctx.conn));
  }

  findById(id: string): Promise<ShootDoc | null> {
    return this.shoots.findById(id);
  }

  findByCode(code: string): Promise<ShootDoc | null> {
    return this.shoots.model.findOne({ code }, { _outbox: 0 }).lean<ShootDoc>().exec();
  }

  list(eventId?: string): Promise<ShootDoc[]> {
    return this.shoots.model
      .find(eventId ? { eventId } : {}, { _outbox: 0 })
      .sort({ createdAt: -1 })
      .limit(LIST_LIMIT)
      .lean<ShootDoc[]>()
      .exec();
  }

  /** The shoot and one empty card per squad; false when the id or the code is taken. */
  async insert(shoot: ShootDoc, events: OutboxEntry[] = []): Promise<boolean> {
    const now = shoot.createdAt;
    await this.cards.insertMissing(
      shoot.squads.map((s) => ({
        _id: cardIdOf(shoot._id, s.id),
        shootId: shoot._id,
        squadId: s.id,
        scorerId: null,
        scorerName: null,
        targets: [],
        corrections: [],
        lockedAt: null,
        lockedBy: null,
        revision: 1,
        updatedAt: now,
      })),
    );
    return this.shoots.insert(shoot, events);
  }

  insertMissing(shoots: ShootDoc[], cards: ShootCardDoc[]): Promise<[number, number]> {
    return Promise.all([this.shoots.insertMissing(shoots), this.cards.insertMissing(cards)]);
  }

  /** `change` runs under the shoot's lock and may read other documents (async); the write holds only while the shoot matches `guard`. */
  changeShoot(
    id: string,
    change: (s: ShootDoc) => Change<ShootDoc> | null | Promise<Change<ShootDoc> | null>,
    guard: Guard = {},
  ): Promise<ShootDoc | null> {
    return this.shoots.update(id, change, guard);
  }

  findCard(shootId: string, squadId: string): Promise<ShootCardDoc | null> {
    return this.cards.findById(cardIdOf(shootId, squadId));
  }

  /** Every squad's card of the shoot (by id: no scan). */
  async cardsOf(shoot: Pick<ShootDoc, '_id' | 'squads'>): Promise<ShootCardDoc[]> {
    const found = await Promise.all(shoot.squads.map((s) => this.cards.findById(cardIdOf(shoot._id, s.id))));
    return found.filter((c): c is ShootCardDoc => c !== null);
  }

  /** This process's writes to each card, one after another (see changeCard). */
  private readonly cardQueues = new Map<string, Promise<unknown>>();

  private queued<T>(id: string, fn: () => Promise<T>): Promise<T> {
    const run = (this.cardQueues.get(id) ?? Promise.resolve()).catch(() => {}).then(fn);
    this.cardQueues.set(id, run);
    void run.finally(() => this.cardQueues.get(id) === run && this.cardQueues.delete(id)).catch(() => {});
    return run;
  }

  /**
   * Lets `change` decide on the stored card and writes what it returns at the revision it decided on
   * (the kit's changeAtRevision). This process's writes to one card wait in line, so each reads the
   * card the previous one left and its guard holds: forty targets sent at once are forty writes in
   * turn, none given up. The guard (in the filter on MongoDB, checked under the store's cross-process
   * lock on FerretDB) misses only when another replica wrote the card in between: then read and decide
   * again. `change` may throw to refuse or return null for "nothing to do" (the card read is returned,
   * not changed). Null when there is no card.
   */
  changeCard(
    shootId: string,
    squadId: string,
    change: (card: ShootCardDoc) => Partial<ShootCardDoc> | null,
  ): Promise<{ card: ShootCardDoc; changed: boolean } | null> {
    const id = cardIdOf(shootId, squadId);
    return this.queued(id, async () => {
      // what the last decision was: the attempt that ends the retries is the one that decided
      let changed = false;
      const card = await changeAtRevision(
        this.cards,
        id,
        (current) => {
          const set = change(current);
          changed = Boolean(set);
          return set && { set: { ...set, updatedAt: new Date() }, events: [] };
        },
        `shoot card ${id}`,
      );
      return card && { card, changed };
    });
  }
}
