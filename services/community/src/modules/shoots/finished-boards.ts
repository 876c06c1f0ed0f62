import type { Redis } from 'ioredis';
import type { Logger } from '@trap/kit';
import type { ShootLeaderboard } from '@trap/contracts';

/** How long a finished shoot's board is kept unread (read again, it is computed again from the cards). */
const KEEP_SECONDS = 7 * 86_400;

/**
 * Finished shoots' leaderboards, computed once (computed pattern). A finished shoot takes no more
 * scores, corrections or scorers (every card write refuses it), so its board never changes; only
 * `computedAt` is the time of each answer. Reading it used to mean the shoot and every squad's card
 * (hundreds of targets each) on every request: 260-540 ms at a club's size on FerretDB. Kept in
 * Redis, so every replica and a restarted process share it; a miss (expired, Redis flushed) computes
 * it from the stored cards again, and without Redis every read computes it as before.
 */
export class FinishedBoards {
  private readonly redis: Redis;
  private readonly prefix: string;
  private readonly logger?: Logger;
  constructor(redis: Redis, prefix: string, logger?: Logger) {
    this.redis = redis;
    this.prefix = prefix;
    this.logger = logger;
  }

  private key = (shootId: string) => `${this.prefix}shoot-board:${shootId}`;

  async get(shootId: string): Promise<ShootLeaderboard | null> {
    try {
      const json = await this.redis.get(this.key(shootId));
      return json ? (JSON.parse(json) as ShootLeaderboard) : null;
    } catch (err) {
      this.logger?.warn({ err }, 'finished boards: Redis unavailable; computing the board');
      return null;
    }
  }

  async put(board: ShootLeaderboard): Promise<void> {
    await this.redis.set(this.key(board.shootId), JSON.stringify(board), 'EX', KEEP_SECONDS).catch(() => {});
  }
}
