import { notFound } from '@trap/kit';
import { tierFeature, tierIncludes, type JournalListQuery, type PracticeSharing, type Tier } from '@trap/contracts';
import type { RelationshipViewRepository } from '../../read-models/relationships/relationship.repository.ts';
import type { LogRepository } from '../logs/log.repository.ts';
import { journalKind } from '../logs/log-kinds.ts';
import type { SharingRepository } from './sharing.repository.ts';

/** The member's sharing setting, who may read their practice because of it, and their journal as others see it. */
export class SharingService {
  private readonly settings: SharingRepository;
  private readonly relationships: RelationshipViewRepository;
  private readonly journal: LogRepository;
  /** a member's tier now (their live membership): sharing is theirs only while it includes coach sharing */
  readonly ownerTier: (ownerId: string) => Promise<Tier>;
  /** whether the member's account is marked for deletion (auth.user.updated): then nothing is shared */
  private readonly deletionPending: (ownerId: string) => Promise<boolean>;
  constructor(
    settings: SharingRepository,
    relationships: RelationshipViewRepository,
    journal: LogRepository,
    ownerTier: (ownerId: string) => Promise<Tier>,
    deletionPending: (ownerId: string) => Promise<boolean> = async () => false,
  ) {
    this.settings = settings;
    this.relationships = relationships;
    this.journal = journal;
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

  /** The member's journal entries that are not private; a private one never leaves. */
  async journalEntries(ownerId: string, { from, to, limit, offset, ...rest }: JournalListQuery) {
    const extra = { ...journalKind.filter?.(rest), isPrivate: false };
    const { items, total } = await this.journal.list({ userId: ownerId, from, to, extra }, limit, offset);
    return { items: items.map((doc) => journalKind.toApi(doc)), total };
  }

  async journalEntry(ownerId: string, id: string) {
    const doc = await this.journal.findLive(id);
    if (!doc || doc.userId !== ownerId || doc.isPrivate !== false) throw notFound('Journal entry');
    return journalKind.toApi(doc);
  }
}
