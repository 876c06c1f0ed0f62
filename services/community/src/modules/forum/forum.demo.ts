import { documentStore, type Logger, type OutboxStore, type ServiceContext } from '@trap/kit';
import { memberProfileModel, type MemberProfileDoc } from '../../read-models/member-profiles/member-profile.model.ts';
import { DEMO_PEOPLE, DEMO_TOPICS, type DemoAuthor } from './forum.demo-data.ts';
import type { ForumReplyDoc, ForumTopicWithReplies } from './forum.model.ts';
import type { ForumRepository } from './forum.repository.ts';
import { FORUM_CATEGORIES } from './forum.seed.ts';
import { ForumService } from './forum.service.ts';
import { cut, plainText } from './forum.text.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** The demo accounts that take part (auth's DEMO_ACCOUNTS usernames). */
const DEMO_ACCOUNTS = ['member', 'moderator'] as const;

/** A stable 24-hex id per demo thing, so a restart or a second replica stores nothing twice. */
const demoId = (prefix: string, n: number) => `${prefix}${n.toString(16).padStart(24 - prefix.length, '0')}`;
const demoPersonId = (i: number) => demoId('64f0b0', i + 1);
const demoTopicId = (i: number) => demoId('64f0c0', i + 1);
const demoReplyId = (topic: number, reply: number) => demoId('64f0d0', topic * 100 + reply + 1);

const CITIES: Record<string, string> = {
  vikram: 'Jaipur',
  priya: 'Kochi',
  harpreet: 'Patiala',
  ananya: 'Chennai',
  rohan: 'Pune',
  kavya: 'Hyderabad',
  sameer: 'Lucknow',
  meera: 'Ahmedabad',
};

/** The member profiles the demo reads and writes: the demo accounts' ids, the fictional members. */
export class ForumDemoRepository {
  private readonly profiles: OutboxStore<MemberProfileDoc>;

  constructor(ctx: Pick<ServiceContext, 'conn'>) {
    this.profiles = documentStore(memberProfileModel(ctx.conn));
  }

  /** The ids of the demo accounts auth has told this service about, by username. */
  async accountIds(): Promise<Map<string, string>> {
    const docs = await this.profiles.model
      .find({ username: { $in: [...DEMO_ACCOUNTS] } }, { username: 1 })
      .lean<{ _id: string; username: string }[]>();
    return new Map(docs.map((d) => [d.username, d._id]));
  }

  insertPeople(people: MemberProfileDoc[]): Promise<number> {
    return this.profiles.insertMissing(people);
  }
}

function fictionalProfiles(): MemberProfileDoc[] {
  const at = new Date('2026-01-15T00:00:00Z');
  return DEMO_PEOPLE.map((p, i) => {
    // a variable, not a literal: the read model may carry more fields than these
    const profile = {
      _id: demoPersonId(i),
      username: p.displayName.toLowerCase().replace(/\s+/g, '.'),
      displayName: p.displayName,
      sortKey: p.displayName.toLowerCase(),
      avatarUrl: null,
      role: 'member',
      isCoach: false,
      level: p.level,
      clubAffiliation: p.clubAffiliation,
      location: CITIES[p.key] ?? null,
      bio: null,
      isPublicProfile: true,
      membershipTier: 'range_pass',
      accountStatus: 'active',
      createdAt: at,
      updatedAt: at,
      syncedAt: at,
    };
    return profile;
  });
}

/** The demo topics with their replies, dated back from `now`. */
function demoTopics(ids: (author: DemoAuthor) => string, now: Date): ForumTopicWithReplies[] {
  return DEMO_TOPICS.map((t, ti) => {
    const createdAt = new Date(now.getTime() - t.age * DAY_MS);
    let at = createdAt.getTime();
    const replies: ForumReplyDoc[] = [];
    t.replies.forEach(([author, content, after, quotes], ri) => {
      at = Math.min(at + after * HOUR_MS, now.getTime() - (t.replies.length - ri) * 60_000);
      const quoted = quotes === undefined ? undefined : replies[quotes];
      replies.push({
        _id: demoReplyId(ti, ri),
        authorId: ids(author),
        content,
        quote: quoted ? { replyId: quoted._id, authorId: quoted.authorId, excerpt: cut(plainText(quoted.content), 300) } : null,
        createdAt: new Date(at),
        editedAt: null,
      });
    });
    const last = replies.at(-1)?.createdAt ?? createdAt;
    return {
      _id: demoTopicId(ti),
      categoryId: FORUM_CATEGORIES[t.category - 1]!._id,
      authorId: ids(t.author),
      title: t.title,
      content: t.content,
      excerpt: cut(plainText(t.content), 240),
      createdAt,
      updatedAt: last,
      lastActivityAt: last,
      replyCount: replies.length,
      replyTimes: replies.map((r) => r.createdAt),
      views: t.views,
      pinned: Boolean(t.pinned),
      locked: Boolean(t.locked),
      replies,
      demo: true,
    };
  });
}

/**
 * DEMO_MODE: once auth has told this service about the demo member (its registered event may come
 * after the start), stores the fictional members and the demo conversations. Idempotent (stable
 * ids; a stored topic is left as it is), so a restart or a second replica adds nothing.
 */
export class ForumDemoSeeder {
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  private readonly demo: ForumDemoRepository;
  private readonly forum: ForumRepository;
  private readonly logger: Logger;
  private readonly onSeeded: () => void;
  constructor(demo: ForumDemoRepository, forum: ForumRepository, logger: Logger, onSeeded: () => void) {
    this.demo = demo;
    this.forum = forum;
    this.logger = logger;
    this.onSeeded = onSeeded;
  }

  /** Tries now and then every few seconds, for up to ten minutes, until the demo member is known. */
  start(): void {
    let tries = 0;
    const attempt = async () => {
      if (this.stopped) return;
      try {
        if (await this.seed()) return;
      } catch (err) {
        this.logger.warn({ err }, 'forum demo data not stored yet');
      }
      if (++tries < 200 && !this.stopped) {
        this.timer = setTimeout(() => void attempt(), 3_000);
        this.timer.unref();
      }
    };
    void attempt();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
  }

  /** False while the demo member is not known yet. */
  async seed(now = new Date()): Promise<boolean> {
    const accounts = await this.demo.accountIds();
    const member = accounts.get('member');
    if (!member) return false;
    await this.forum.seedCategories(FORUM_CATEGORIES);
    await this.demo.insertPeople(fictionalProfiles());
    const people = new Map(DEMO_PEOPLE.map((p, i) => [p.key, demoPersonId(i)]));
    const ids = (author: DemoAuthor) =>
      author === 'member' ? member : author === 'moderator' ? (accounts.get('moderator') ?? member) : people.get(author)!;
    let stored = 0;
    for (const topic of demoTopics(ids, now)) {
      if (await this.forum.insertTopic(topic, [ForumService.searchEvent(topic)])) stored++;
    }
    if (stored) this.onSeeded();
    this.logger.info({ topics: stored }, 'forum demo data ready');
    return true;
  }
}
