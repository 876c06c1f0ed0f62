import { liveShootSubject, type ShootLeaderboard } from '@trap/contracts';
import type { EventBus, Logger } from '@trap/kit';

/**
 * Sends a shoot's leaderboard as a NATS core message after every change, which the bff's SSE
 * endpoint fans out to the open pages. Per shoot at most one computation runs and one more waits:
 * a burst of targets from six scorers becomes a frame as soon as the last one is stored, never a
 * queue of stale frames. Fire and forget: a page that missed a frame reads the leaderboard again
 * when its stream reconnects.
 */
export class ShootLive {
  private readonly running = new Map<string, { again: boolean }>();

  private readonly bus: EventBus;
  private readonly compute: (shootId: string) => Promise<ShootLeaderboard | null>;
  private readonly logger: Logger;
  constructor(bus: EventBus, compute: (shootId: string) => Promise<ShootLeaderboard | null>, logger: Logger) {
    this.bus = bus;
    this.compute = compute;
    this.logger = logger;
  }

  changed(shootId: string): void {
    const run = this.running.get(shootId);
    if (run) {
      run.again = true;
      return;
    }
    const state = { again: false };
    this.running.set(shootId, state);
    void (async () => {
      try {
        do {
          state.again = false;
          const board = await this.compute(shootId);
          if (board) this.bus.nc.publish(this.bus.subject(liveShootSubject(shootId)), JSON.stringify(board));
        } while (state.again);
      } catch (err) {
        this.logger.warn({ err, shootId }, 'live leaderboard not sent');
      } finally {
        this.running.delete(shootId);
      }
    })();
  }
}
