import type {
  CartridgeListQuery,
  CartridgePurchase,
  CartridgePurchaseFields,
  CartridgeSummary,
  CartridgeUse,
  CartridgeUseFields,
} from '@trap/contracts';
import { notFound } from '@trap/kit';
import type { OwnedRecords } from '../owned-records/owned-crud.routes.ts';
import type { SessionRepository } from '../sessions/session.repository.ts';
import { istDay, summarise } from './cartridge-ledger.ts';
import type { CartridgePurchaseDoc, CartridgeUseDoc } from './cartridges.model.ts';
import type { LedgerRepository } from './cartridges.repository.ts';

/** What the ledger asks of the arms-licence vault. */
export interface LicenceQuota {
  /** the yearly ammunition limit on the member's licence, or null (no licence, or no limit on it) */
  ammunitionLimit(userId: string): Promise<number | null>;
}

const newestFirst = <T extends { date: string; createdAt: Date; _id: unknown }>(a: T, b: T) =>
  b.date.localeCompare(a.date) || b.createdAt.getTime() - a.createdAt.getTime() || String(b._id).localeCompare(String(a._id));

const page = <T extends { date: string; createdAt: Date; _id: unknown }, O>(
  docs: T[],
  { limit, offset }: CartridgeListQuery,
  map: (d: T) => O,
) => {
  const all = docs.sort(newestFirst);
  return { items: all.slice(offset, offset + limit).map(map), total: all.length };
};

function purchaseToApi(doc: CartridgePurchaseDoc): CartridgePurchase {
  const { _id, demo: _demo, createdAt, updatedAt, ...fields } = doc;
  return {
    id: String(_id),
    ...fields,
    pricePerCartridge: Math.round((doc.price / doc.quantity) * 100) / 100,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

function useToApi(doc: CartridgeUseDoc): CartridgeUse {
  const { _id, demo: _demo, createdAt, updatedAt, ...fields } = doc;
  return { id: String(_id), ...fields, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}

/** One kind of the member's ledger records, owner-only (another member's record is 404). */
class LedgerRecords<
  Fields,
  Doc extends { _id: CartridgePurchaseDoc['_id']; userId: string; date: string; createdAt: Date },
  Item,
> implements OwnedRecords<Fields, CartridgeListQuery, Item> {
  private readonly repo: LedgerRepository<Doc>;
  private readonly noun: string;
  private readonly toApi: (doc: Doc) => Item;
  constructor(repo: LedgerRepository<Doc>, noun: string, toApi: (doc: Doc) => Item) {
    this.repo = repo;
    this.noun = noun;
    this.toApi = toApi;
  }

  async create(userId: string, input: Fields): Promise<Item> {
    const now = new Date();
    const doc = { _id: this.repo.newId(), userId, ...input, demo: false, createdAt: now, updatedAt: now } as unknown as Doc;
    await this.repo.insert(doc);
    return this.toApi(doc);
  }

  async list(userId: string, query: CartridgeListQuery) {
    return page(await this.repo.forUser(userId), query, this.toApi);
  }

  async get(userId: string, id: string): Promise<Item> {
    const doc = await this.repo.findOwned(id, userId);
    if (!doc) throw notFound(this.noun);
    return this.toApi(doc);
  }

  /** PUT takes the whole record; another member's record is 404 whatever the body says. */
  async update(userId: string, id: string, input: Fields): Promise<Item> {
    const updated = await this.repo.update(id, userId, { ...input, updatedAt: new Date() } as Partial<Doc>);
    if (!updated) throw notFound(this.noun);
    return this.toApi(updated);
  }

  async remove(userId: string, id: string): Promise<void> {
    if (!(await this.repo.remove(id, userId))) throw notFound(this.noun);
  }
}

/**
 * The cartridge ledger of a member: purchases and manual use entries (their own records), and the
 * summary that joins them with the use derived from their logged sessions' statistics rows (never
 * the shots) and the quota of their arms licence.
 */
export class CartridgeService {
  readonly purchases: LedgerRecords<CartridgePurchaseFields, CartridgePurchaseDoc, CartridgePurchase>;
  readonly uses: LedgerRecords<CartridgeUseFields, CartridgeUseDoc, CartridgeUse>;

  private readonly purchaseRepo: LedgerRepository<CartridgePurchaseDoc>;
  private readonly useRepo: LedgerRepository<CartridgeUseDoc>;
  private readonly sessions: SessionRepository;
  private readonly licence: LicenceQuota;
  constructor(
    purchaseRepo: LedgerRepository<CartridgePurchaseDoc>,
    useRepo: LedgerRepository<CartridgeUseDoc>,
    sessions: SessionRepository,
    licence: LicenceQuota,
  ) {
    this.purchaseRepo = purchaseRepo;
    this.useRepo = useRepo;
    this.sessions = sessions;
    this.licence = licence;
    this.purchases = new LedgerRecords(purchaseRepo, 'Cartridge purchase', purchaseToApi);
    this.uses = new LedgerRecords(useRepo, 'Cartridge use entry', useToApi);
  }

  async summary(userId: string, year?: number, now = new Date()): Promise<CartridgeSummary> {
    const [purchases, uses, sessions, limit] = await Promise.all([
      this.purchaseRepo.forUser(userId),
      this.useRepo.forUser(userId),
      this.sessions.forStats({ userId }),
      this.licence.ammunitionLimit(userId),
    ]);
    return summarise({
      year: year ?? Number(istDay(now).slice(0, 4)),
      now,
      purchases,
      uses,
      sessions,
      limit,
    });
  }
}
