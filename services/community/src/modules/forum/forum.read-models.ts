import { documentStore, KeyedMutex, type OutboxStore, type ServiceContext } from '@trap/kit';
import {
  forumListModel,
  type ForumCategoryCounts,
  type ForumHotEntry,
  type ForumListDoc,
  type ForumListEntry,
  type ForumEntryRow,
  type ForumHotRow,
  type ForumStoredListDoc,
  type ForumTopicHead,
} from './forum.model.ts';

const DAY_MS = 86_400_000;
/** Topics a list keeps at most: its first ones in its order (pages further on read the topics). */
const LIST_CAP = 500;
export const HOT_WINDOW_MS = 30 * DAY_MS;
const RECENT_MS = 7 * DAY_MS;
/** The read models' shape: a newer one is rebuilt from the topics at start-up. */
export const READ_MODELS_FORMAT = 1;
/** A topic changed this long before a rebuild started may still be in flight; later ones are remembered by revision. */
const SEEN_MARGIN_MS = 60_000;
const CAS_ATTEMPTS = 20;

export const STATS = 'stats';
export const HOT = 'hot';
export const LATEST = 'latest';
export const ALL = 'all';
export const categoryList = (id: string) => `cat:${id}`;

/** The lists a topic is in, and whether each orders pinned topics first. */
function listsOf(t: ForumTopicHead): Map<string, boolean> {
  const out = new Map<string, boolean>([[ALL, true]]);
  if (!t.hidden) {
    out.set(LATEST, false);
    out.set(categoryList(t.categoryId), true);
  }
  if (t.hidden) out.set('hidden', true);
  if (t.locked) out.set('locked', true);
  if (t.pinned) out.set('pinned', true);
  return out;
}

const time = (d: Date | string | number) => new Date(d).getTime();

/** Order of a list: pinned first (where the list says so), newest activity, then the larger id (the service's byActivity). */
export function compareEntries(a: ForumListEntry, b: ForumListEntry): number {
  return Number(Boolean(b.p)) - Number(Boolean(a.p)) || time(b.at) - time(a.at) || (a.t < b.t ? 1 : a.t > b.t ? -1 : 0);
}

const entryOf = (t: ForumTopicHead, pinnedFirst: boolean): ForumListEntry => ({
  t: t._id,
  at: new Date(t.lastActivityAt),
  ...(pinnedFirst && t.pinned ? { p: true } : {}),
});

const sameEntry = (a: ForumListEntry | undefined, b: ForumListEntry | undefined) =>
  (!a && !b) || (!!a && !!b && a.t === b.t && time(a.at) === time(b.at) && Boolean(a.p) === Boolean(b.p));

/**
 * A list after topic `id` changed: its entry taken out and put back where its key says, when that is
 * within the known prefix (a complete list, or before its last entry); beyond it, it is left out and
 * the list stays an exact prefix. Over LIST_CAP, the last entries go.
 */
function placeEntry(list: Pick<ForumListDoc, 'entries' | 'complete'>, id: string, entry: ForumListEntry | null) {
  let entries = (list.entries ?? []).filter((e) => e.t !== id);
  let complete = Boolean(list.complete);
  if (entry) {
    const tail = entries.at(-1);
    if (complete || (tail && compareEntries(entry, tail) < 0)) {
      const i = entries.findIndex((e) => compareEntries(entry, e) < 0);
      entries = i < 0 ? [...entries, entry] : [...entries.slice(0, i), entry, ...entries.slice(i)];
    }
  }
  if (entries.length > LIST_CAP) {
    entries = entries.slice(0, LIST_CAP);
    complete = false;
  }
  return { entries, complete };
}

const visible = (t: Pick<ForumTopicHead, 'replyCount' | 'hiddenReplyCount'>) =>
  Math.max(0, (t.replyCount ?? 0) - (t.hiddenReplyCount ?? 0));

function hotEntryOf(t: ForumTopicHead, now: number): ForumHotEntry | null {
  if (t.hidden || time(t.lastActivityAt) < now - HOT_WINDOW_MS) return null;
  return {
    t: t._id,
    at: new Date(t.lastActivityAt),
    r: t.replyCount ?? 0,
    v: t.views ?? 0,
    rt: (t.replyTimes ?? []).map((d) => new Date(d)).filter((d) => d.getTime() >= now - RECENT_MS),
  };
}

const hotOrder = (a: ForumHotEntry, b: ForumHotEntry) => compareEntries(a, b);

function placeHot(hot: ForumHotEntry[], id: string, entry: ForumHotEntry | null, now: number): ForumHotEntry[] {
  const next = hot.filter((e) => e.t !== id && time(e.at) >= now - HOT_WINDOW_MS);
  if (entry) next.push(entry);
  return next.sort(hotOrder);
}

/** What a topic adds to the counts. */
interface Contribution {
  categoryId: string;
  topics: number;
  replies: number;
  hiddenTopics: number;
  hiddenReplies: number;
  lockedTopics: number;
  pinnedTopics: number;
}
const contributionOf = (t: ForumTopicHead): Contribution => ({
  categoryId: t.categoryId,
  topics: t.hidden ? 0 : 1,
  replies: t.hidden ? 0 : visible(t),
  hiddenTopics: t.hidden ? 1 : 0,
  hiddenReplies: t.hiddenReplyCount ?? 0,
  lockedTopics: t.locked && !t.hidden ? 1 : 0,
  pinnedTopics: t.pinned && !t.hidden ? 1 : 0,
});

/** The newest activity of a category's list, when the list can tell (null: none). */
function lastActivityOf(list: Pick<ForumListDoc, 'entries' | 'complete'>): Date | null | undefined {
  const entries = list.entries ?? [];
  if (!list.complete && !entries.some((e) => !e.p)) return undefined;
  const max = entries.reduce<number | null>((m, e) => Math.max(m ?? 0, time(e.at)), null);
  return max === null ? null : new Date(max);
}

/** Every read model computed from the topics' heads (the rebuild, and what tests compare the kept ones with). */
export function readModelsOf(
  heads: readonly ForumTopicHead[],
  categoryIds: readonly string[],
  now: number,
): Map<string, Omit<ForumListDoc, 'v' | 'updatedAt'>> {
  const out = new Map<string, Omit<ForumListDoc, 'v' | 'updatedAt'>>();
  const lists = new Map<string, ForumListEntry[]>();
  for (const name of [LATEST, ALL, 'hidden', 'locked', 'pinned', ...categoryIds.map(categoryList)]) lists.set(name, []);
  const categories: Record<string, ForumCategoryCounts> = Object.fromEntries(
    categoryIds.map((id) => [id, { topics: 0, replies: 0, lastActivityAt: null }]),
  );
  const stats = { hiddenTopics: 0, hiddenReplies: 0, lockedTopics: 0, pinnedTopics: 0 };
  const hot: ForumHotEntry[] = [];
  for (const t of heads) {
    for (const [name, pinnedFirst] of listsOf(t)) {
      if (!lists.has(name)) lists.set(name, []);
      lists.get(name)!.push(entryOf(t, pinnedFirst));
    }
    const c = contributionOf(t);
    const cat = (categories[c.categoryId] ??= { topics: 0, replies: 0, lastActivityAt: null });
    cat.topics += c.topics;
    cat.replies += c.replies;
    if (!t.hidden && (cat.lastActivityAt === null || time(t.lastActivityAt) > time(cat.lastActivityAt)))
      cat.lastActivityAt = new Date(t.lastActivityAt);
    stats.hiddenTopics += c.hiddenTopics;
    stats.hiddenReplies += c.hiddenReplies;
    stats.lockedTopics += c.lockedTopics;
    stats.pinnedTopics += c.pinnedTopics;
    const h = hotEntryOf(t, now);
    if (h) hot.push(h);
  }
  for (const [name, entries] of lists) {
    entries.sort(compareEntries);
    out.set(name, { _id: name, entries: entries.slice(0, LIST_CAP), complete: entries.length <= LIST_CAP });
  }
  out.set(HOT, { _id: HOT, hot: hot.sort(hotOrder) });
  out.set(STATS, { _id: STATS, categories, ...stats, format: READ_MODELS_FORMAT });
  return out;
}

type StoredListDoc = ForumStoredListDoc;

/** The fields of a read model as stored (entries as compact rows). */
function encodeList(doc: Partial<ForumListDoc>): Partial<StoredListDoc> {
  const { entries, hot, ...rest } = doc;
  return {
    ...rest,
    ...(entries ? { entries: entries.map((e): ForumEntryRow => [e.t, time(e.at), e.p ? 1 : 0]) } : {}),
    ...(hot ? { hot: hot.map((e): ForumHotRow => [e.t, time(e.at), e.r, e.v, e.rt.map(time)]) } : {}),
  };
}

/** A stored read model as the service reads it. */
function decodeList(doc: StoredListDoc): ForumListDoc {
  const { entries, hot, ...rest } = doc;
  return {
    ...rest,
    ...(entries ? { entries: entries.map(([t, at, p]) => ({ t, at: new Date(at), ...(p ? { p: true } : {}) })) } : {}),
    ...(hot ? { hot: hot.map(([t, at, r, v, rt]) => ({ t, at: new Date(at), r, v, rt: rt.map((d) => new Date(d)) })) } : {}),
  };
}

/**
 * The forum's read models (forum_lists; see ForumListDoc): each write of a topic places it in the
 * lists it is in or was in, the hot model and the counts, after its head is stored and under the
 * topic's lock (so one topic's changes land in order); each read-model document is written
 * conditionally on its version `v` (replicas never lose one another's change). A crash between a
 * topic's write and these leaves them behind: start-up rebuilds them from the topics (`rebuild`).
 */
export class ForumReadModels {
  readonly store: OutboxStore<StoredListDoc>;

  constructor(ctx: Pick<ServiceContext, 'conn'>) {
    this.store = documentStore(forumListModel(ctx.conn));
  }

  async get(id: string): Promise<ForumListDoc | null> {
    const doc = await this.store.findById(id);
    return doc && decodeList(doc);
  }

  /** Every read model (tests compare them with readModelsOf). */
  async all(): Promise<ForumListDoc[]> {
    return (await this.store.model.find({}).lean<StoredListDoc[]>().exec()).map(decodeList);
  }

  /** The version this process last read or wrote of each document: its next write's guess (a wrong one reads again). */
  private readonly versions = new Map<string, number>();

  /**
   * This process's writers of one read model wait in line (the hot model and a category's list take
   * every new topic): each then writes on the version the one before it wrote, at the first attempt.
   * Without the line, N topics created at once raced N ways and the last needed N attempts (a CI run
   * ran out of 20 and answered 500 to a topic creation); the retries are left to other processes.
   */
  private readonly inLine = new KeyedMutex();

  /** Changes one document, conditional on its version (replicas never lose one another's change); false when it does not exist. */
  private cas(id: string, change: (current: ForumListDoc) => Partial<ForumListDoc> | null): Promise<boolean> {
    return this.inLine.run(id, () => this.casNow(id, change));
  }

  private async casNow(id: string, change: (current: ForumListDoc) => Partial<ForumListDoc> | null): Promise<boolean> {
    for (let i = 0; i < CAS_ATTEMPTS; i++) {
      let v = this.versions.get(id);
      if (v === undefined) {
        const read = await this.store.findById(id);
        if (!read) return false;
        v = read.v;
      }
      let unchanged = false;
      let written = -1;
      const done = await this.store.update(
        id,
        (current) => {
          const set = change(decodeList(current));
          if (!set) {
            unchanged = true;
            return null;
          }
          written = current.v + 1;
          return { set: { ...encodeList(set), v: written, updatedAt: new Date() }, events: [] };
        },
        { v },
      );
      if (done) {
        this.versions.set(id, written);
        return true;
      }
      if (unchanged) return true;
      // another process (or a rebuild) moved it on: read its version again, after a short random pause
      // so two processes that keep meeting stop meeting
      this.versions.delete(id);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * Math.min(i + 1, 5)));
    }
    throw new Error(`forum read model ${id} kept changing`);
  }

  /** Places a topic's change (`before` null: new; `after` null: gone) in every read model it touches. */
  async apply(before: ForumTopicHead | null, after: ForumTopicHead | null, now = Date.now()): Promise<void> {
    const id = (after ?? before)!._id;
    const was = before ? listsOf(before) : new Map<string, boolean>();
    const is = after ? listsOf(after) : new Map<string, boolean>();
    const names = [...new Set([...was.keys(), ...is.keys()])].filter((name) => {
      const a = was.has(name) ? entryOf(before!, was.get(name)!) : undefined;
      const b = is.has(name) ? entryOf(after!, is.get(name)!) : undefined;
      return !sameEntry(a, b);
    });
    const placed = new Map<string, Pick<ForumListDoc, 'entries' | 'complete'>>();
    const hotBefore = before ? hotEntryOf(before, now) : null;
    const hotAfter = after ? hotEntryOf(after, now) : null;
    await Promise.all([
      ...names.map((name) =>
        this.cas(name, (list) => {
          const next = placeEntry(list, id, is.has(name) ? entryOf(after!, is.get(name)!) : null);
          placed.set(name, next);
          return next;
        }),
      ),
      hotBefore || hotAfter ? this.cas(HOT, (doc) => ({ hot: placeHot(doc.hot ?? [], id, hotAfter, now) })) : null,
    ]);

    const c0 = before ? contributionOf(before) : null;
    const c1 = after ? contributionOf(after) : null;
    const touched = [...new Set([c0?.categoryId, c1?.categoryId].filter((c): c is string => !!c))];
    const keys = ['hiddenTopics', 'hiddenReplies', 'lockedTopics', 'pinnedTopics'] as const;
    const countsMoved =
      keys.some((k) => (c0?.[k] ?? 0) !== (c1?.[k] ?? 0)) ||
      c0?.categoryId !== c1?.categoryId ||
      c0?.topics !== c1?.topics ||
      c0?.replies !== c1?.replies;
    const activityMoved = touched.some((c) => placed.has(categoryList(c)));
    if (!countsMoved && !activityMoved) return;
    const rev = after?.rev ?? before?.rev ?? 0;
    await this.cas(STATS, (stats) => {
      // a rebuild that read this topic at this revision already counts this change
      const counted = (stats.seen?.[id] ?? -1) >= rev && rev > 0;
      const categories = { ...(stats.categories ?? {}) };
      const set: Partial<ForumListDoc> = {};
      if (!counted) {
        for (const [c, sign] of [
          [c0, -1],
          [c1, 1],
        ] as const) {
          if (!c) continue;
          const cat = { ...(categories[c.categoryId] ?? { topics: 0, replies: 0, lastActivityAt: null }) };
          cat.topics += sign * c.topics;
          cat.replies += sign * c.replies;
          categories[c.categoryId] = cat;
          for (const k of keys) set[k] = (set[k] ?? stats[k] ?? 0) + sign * c[k];
        }
      }
      for (const c of touched) {
        const list = placed.get(categoryList(c));
        if (!list) continue;
        const last = lastActivityOf(list);
        if (last !== undefined)
          categories[c] = { ...(categories[c] ?? { topics: 0, replies: 0, lastActivityAt: null }), lastActivityAt: last };
      }
      return { ...set, categories };
    });
  }

  /**
   * Every read model computed again from the topics (`heads` reads them) and stored, each only if no
   * write changed it meanwhile (else read and computed again, a few times). The topics changed
   * shortly before or while they were read are remembered with their revision in `stats.seen`, so
   * their own pending change is not counted twice.
   */
  async rebuild(heads: () => Promise<ForumTopicHead[]>, categoryIds: readonly string[], attempts = 5): Promise<boolean> {
    for (let attempt = 0; attempt < attempts; attempt++) {
      const versions = new Map(
        (await this.store.model.find({}, { _id: 1, v: 1 }).lean<{ _id: string; v: number }[]>().exec()).map((d) => [d._id, d.v]),
      );
      const started = Date.now();
      const all = await heads();
      const docs = readModelsOf(all, categoryIds, started);
      const seen = Object.fromEntries(
        all.filter((t) => t.revAt && time(t.revAt) >= started - SEEN_MARGIN_MS).map((t) => [t._id, t.rev ?? 0]),
      );
      docs.get(STATS)!.seen = seen;
      let clean = true;
      // a model missing when this pass began takes no topic's change meanwhile (its write finds nothing
      // to change): once inserted, one more pass counts what those changes dropped
      let inserted = false;
      // lists first, the counts last: a count written is the sign the whole rebuild went through
      const order = [...docs.keys()].sort((a, b) => Number(a === STATS) - Number(b === STATS));
      for (const id of order) {
        const doc = docs.get(id)!;
        const v = versions.get(id);
        if (v === undefined) {
          if ((await this.store.insertMissing([{ ...encodeList(doc), v: 0, updatedAt: new Date() } as StoredListDoc])) === 0) clean = false;
          else inserted = true;
          continue;
        }
        const stored = await this.store.update(
          id,
          (current) => ({ set: { ...encodeList(doc), v: current.v + 1, updatedAt: new Date() }, events: [] }),
          {
            v,
          },
        );
        if (!stored) clean = false;
      }
      this.versions.clear();
      if (clean && !inserted) return true;
    }
    return false;
  }
}
