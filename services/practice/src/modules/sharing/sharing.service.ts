import { notFound } from '@trap/kit';
import { tierFeature, tierIncludes, type JournalListQuery, type PracticeSharing, type StatsQuery, type Tier } from '@trap/contracts';
import type { SessionFilter } from '../sessions/session.repository.ts';
import type { SessionService } from '../sessions/session.service.ts';
import type { StatsService } from '../stats/stats.service.ts';
import type { RelationshipViewRepository } from '../../read-models/relationships/relationship.repository.ts';
import type { LogRepository } from '../logs/log.repository.ts';
import { journalKind } from '../logs/log-kinds.ts';
import type { SharingRepository } from './sharing.repository.ts';

/** The owner's own read paths, reused for a viewer (stats through the same cached rows). */
export interface SharedReads {
  sessions: SessionService;
  stats: StatsService;
}

type SessionListQuery = Omit<SessionFilter, 'userId'> & { limit: number; offset: number };

/** The member's sharing setting, who may read their practice because of it, and their journal as others see it. */
export class SharingService {
  private readonly settings: SharingRepository;
  private readonly relationships: RelationshipViewRepository;
  private readonly journal: LogRepository;
  private readonly reads: SharedReads;
  /** a member's tier now (their live membership): sharing is theirs only while it includes coach sharing */
  readonly ownerTier: (ownerId: string) => Promise<Tier>;
  /** whether the member's account is marked for deletion (auth.user.updated): then nothing is shared */
  private readonly deletionPending: (ownerId: string) => Promise<boolean>;
  constructor(
    settings: SharingRepository,
    relationships: RelationshipViewRepository,
    journal: LogRepository,
    reads: SharedReads,
    ownerTier: (ownerId: string) => Promise<Tier>,
    deletionPending: (ownerId: string) => Promise<boolean> = async () => false,
  ) {
    this.settings = settings;
    this.relationships = relationships;
    this.journal = journal;
    this.reads = reads;
    this.ownerTier = ownerTier;
    this.deletionPending = deletionPending;
  }

  get(userId: string): Promise<PracticeSharing> {
    return this.settings.get(userId);
  }

  async put(userId: string, sharing: PracticeSharing): Promise<PracticeSharing> {
    await this.settings.put(userId, sharing);
    return sharing;
  }

  /**
   * The owner; or, while the owner's tier includes sharing (Pro Lane: the setting itself is Pro Lane's,
   * so below it the member could not even turn sharing off), an accepted friend while they share with
   * friends and an accepted coach while they share with coaches. Never while the owner's account
   * is marked for deletion: sharing stops when the deletion starts (and resumes if it is cancelled).
   */
  async canView(viewerId: string, ownerId: string): Promise<boolean> {
    if (viewerId === ownerId) return true;
    const [sharing, friend, coach, tier, leaving] = await Promise.all([
      this.settings.get(ownerId),
      this.relationships.accepted(ownerId, viewerId, 'friend'),
      this.relationships.accepted(ownerId, viewerId, 'coach'),
      this.ownerTier(ownerId),
      this.deletionPending(ownerId),
    ]);
    if (leaving || !tierIncludes(tier, tierFeature('coach_sharing').tier)) return false;
    return (sharing.shareWithFriends && friend) || (sharing.shareWithCoaches && coach);
  }

  /** Anyone else learns nothing, not even that the member exists. */
  async assertCanView(viewerId: string, ownerId: string): Promise<void> {
    if (!(await this.canView(viewerId, ownerId))) throw notFound('Member');
  }

  /**
   * What the viewer may read of the member's practice (sessions, stats, journal entries that are not
   * private), once they may: anyone without access gets the 404 of assertCanView before anything is read.
   */
  async viewOf(viewerId: string, ownerId: string) {
    await this.assertCanView(viewerId, ownerId);
    return {
      sessions: (q: SessionListQuery) =>
        this.reads.sessions.list({ userId: ownerId, discipline: q.discipline, from: q.from, to: q.to }, q.limit, q.offset),
      session: (id: string) => this.reads.sessions.get(ownerId, id),
      /** what the stats cover follows the owner's tier (their 90 days below Shooter's Circle), whoever reads them */
      stats: async (q: StatsQuery, viewerTier: () => Promise<Tier>) =>
        this.reads.stats.stats(ownerId, q, viewerId === ownerId ? await viewerTier() : await this.ownerTier(ownerId)),
      journalEntries: (q: JournalListQuery) => this.journalEntries(ownerId, q),
      journalEntry: (id: string) => this.journalEntry(ownerId, id),
    };
  }

  /** The member's journal entries that are not private; a private one never leaves. */
  private async journalEntries(ownerId: string, { from, to, limit, offset, ...rest }: JournalListQuery) {
    const extra = { ...journalKind.filter?.(rest), isPrivate: false };
    const { items, total } = await this.journal.list({ userId: ownerId, from, to, extra }, limit, offset);
    return { items: items.map((doc) => journalKind.toApi(doc)), total };
  }

  private async journalEntry(ownerId: string, id: string) {
    const doc = await this.journal.findLive(id);
    if (!doc || doc.userId !== ownerId || doc.isPrivate !== false) throw notFound('Journal entry');
    return journalKind.toApi(doc);
  }
}
