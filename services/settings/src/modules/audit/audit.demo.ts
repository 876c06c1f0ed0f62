import type { Logger } from '@trap/kit';
import type { StaffAction, StaffActionProducer } from '@trap/contracts';
import type { AuditRepository } from './audit.repository.ts';

const HOUR = 3_600_000;

/** The demo staff (DECISIONS demo accounts, by name: their ids are auth's and unknown here). */
const SUPER = { actorId: 'demo-superadmin', actorName: 'Super Admin', actorRole: 'superadmin' };
const ADMIN = { actorId: 'demo-admin', actorName: 'Site Admin', actorRole: 'admin' };
const MOD = { actorId: 'demo-moderator', actorName: 'Forum Moderator', actorRole: 'moderator' };

type DemoEntry = { id: string; source: StaffActionProducer; hoursAgo: number } & Omit<StaffAction, 'at'>;

const ENTRIES: DemoEntry[] = [
  {
    id: 'demo-audit-1',
    source: 'settings',
    hoursAgo: 70,
    ...SUPER,
    action: 'settings.update',
    itemType: 'settings',
    itemId: 'appearance',
    itemLabel: 'Appearance',
    before: { primaryColor: '#1f4e79' },
    after: { primaryColor: '#1d4ed8' },
    reason: null,
  },
  {
    id: 'demo-audit-2',
    source: 'auth',
    hoursAgo: 52,
    ...SUPER,
    action: 'user.change_role',
    itemType: 'user',
    itemId: 'demo-user-coach',
    itemLabel: 'Meera Iyer (@coach)',
    before: { role: 'member' },
    after: { role: 'coach' },
    reason: null,
  },
  {
    id: 'demo-audit-3',
    source: 'content',
    hoursAgo: 30,
    ...ADMIN,
    action: 'blog_post.update',
    itemType: 'blog_post',
    itemId: 'demo-blog-post',
    itemLabel: 'Five drills for a steadier second barrel',
    before: { featured: false },
    after: { featured: true },
    reason: null,
  },
  {
    id: 'demo-audit-4',
    source: 'community',
    hoursAgo: 20,
    ...MOD,
    action: 'forum_topic.lock',
    itemType: 'forum_topic',
    itemId: 'demo-forum-topic',
    itemLabel: 'Selling a used over-under (off-topic)',
    before: { locked: false },
    after: { locked: true },
    reason: 'Sales are not allowed in the forum.',
  },
  {
    id: 'demo-audit-5',
    source: 'notifications',
    hoursAgo: 6,
    ...ADMIN,
    action: 'newsletter_issue.send',
    itemType: 'newsletter_issue',
    itemId: 'demo-newsletter-issue',
    itemLabel: 'This month at the range',
    before: null,
    after: { topic: 'news', recipients: 128, failed: 0 },
    reason: null,
  },
];

/**
 * Demo audit entries (DEMO_MODE only), so the Audit Log page is not empty on `make start`: a few
 * staff actions of each kind, appended like any event's (keyed by their ids, so a restart adds none).
 */
export async function seedDemoAudit(repo: AuditRepository, logger: Logger, now = new Date()): Promise<void> {
  for (const { id, source, hoursAgo, ...action } of ENTRIES) {
    await repo.append(id, source, { ...action, at: new Date(now.getTime() - hoursAgo * HOUR).toISOString() });
  }
  logger.info({ entries: ENTRIES.length }, 'demo audit entries seeded');
}
