import { amaReminderRemoved, userDeleted, type ContentExport } from '@trap/contracts';
import { contentExportApi } from '@trap/contracts/api/index';
import { on, recordEvent, type ApiRouter, type Logger, type ServiceContext, type Subscription } from '@trap/kit';
import type { AmaRemindersRepository } from '../ama-reminders/ama-reminders.repository.ts';
import type { AmaQuestionDoc } from '../ama-room/ama-question.model.ts';
import { ContentMemberDataRepository } from './member-data.repository.ts';

/** Who asked an answered question once its asker's account is gone: no one (the AMA room never shows askers). */
const DELETED_AUTHOR = 'deleted';
/** Compare-and-set attempts on a shared record (a question, a slot) before the next redelivery tries again. */
const ATTEMPTS = 5;

/**
 * A member's content data as a whole: the download (GET /api/content/export) and the removal when their
 * account goes (auth.user.deleted). An open AMA question of theirs is removed; an answered one stays,
 * its text part of the AMA as it was answered, with no author. Their votes, reminders (removed with
 * their event, so notifications drops the reminder), blog comments, saved tips, range-slot bookings
 * (the place is free again) and contact messages go.
 */
export function memberDataModule(ctx: Pick<ServiceContext, 'conn' | 'logger'>, reminders: AmaRemindersRepository) {
  const repo = new ContentMemberDataRepository(ctx.conn);
  const logger: Logger = ctx.logger;

  /** Re-reads and decides again while someone else changes the record in between. */
  const retrying = async <T extends { revision: number }>(
    first: T,
    read: () => Promise<T | null>,
    write: (current: T) => Promise<boolean>,
  ): Promise<void> => {
    let current: T | null = first;
    for (let attempt = 0; current && attempt < ATTEMPTS; attempt++) {
      if (await write(current)) return;
      current = await read();
    }
    if (current) throw new Error('a shared record kept changing while a deleted member was taken off it');
  };

  const forgetQuestion = (userId: string, q: AmaQuestionDoc) =>
    retrying(
      q,
      () => repo.findQuestion(q._id),
      async (current) => {
        if (current.authorId !== userId) return true;
        if (!current.answered) return repo.removeQuestionAt(current._id, current.revision);
        const after = await repo.changeQuestionAt(current._id, current.revision, (c) => ({
          set: { authorId: DELETED_AUTHOR, revision: c.revision + 1 },
          events: [],
        }));
        return !!after;
      },
    );

  const withdrawVote = (userId: string, q: AmaQuestionDoc) =>
    retrying(
      q,
      () => repo.findQuestion(q._id),
      async (current) => {
        if (!current.voterIds.includes(userId)) return true;
        const after = await repo.changeQuestionAt(current._id, current.revision, (c) => ({
          set: { voterIds: c.voterIds.filter((v) => v !== userId), votes: Math.max(0, c.votes - 1), revision: c.revision + 1 },
          events: [],
        }));
        return !!after;
      },
    );

  const removeMember = async (userId: string): Promise<void> => {
    for (const q of await repo.questionsBy(userId)) await forgetQuestion(userId, q);
    for (const q of await repo.questionsVotedBy(userId)) await withdrawVote(userId, q);
    for (const r of await repo.activeRemindersOf(userId))
      await reminders.deactivate(r._id, (current) => [
        recordEvent(amaReminderRemoved, { reminderId: current.reminderId, amaId: current.amaId, userId }),
      ]);
    await repo.removeSettledReminders(userId);
    for (const slot of await repo.slotsBookedBy(userId))
      await retrying(
        slot,
        () => repo.findSlot(slot._id),
        async (current) => {
          if (!current.bookings.some((b) => b.userId === userId)) return true;
          const after = await repo.changeSlotAt(current, current.revision, (c) => ({
            bookings: c.bookings.filter((b) => b.userId !== userId),
            revision: c.revision + 1,
          }));
          return !!after;
        },
      );
    const removed = await repo.removeOwn(userId);
    logger.info({ userId, removed }, 'content data of a deleted account removed');
  };

  const exportFor = async (userId: string, now = new Date()): Promise<ContentExport> => ({
    exportedAt: now.toISOString(),
    service: 'content',
    records: await repo.export(userId),
  });

  return {
    routes(api: ApiRouter): void {
      api.handle(contentExportApi.exportContentData, async ({ auth, res }) => {
        res.set('Cache-Control', 'no-store');
        return exportFor(auth.userId);
      });
    },
    subscriptions: [on(userDeleted, (e) => removeMember(e.userId))] as Subscription[],
  };
}
