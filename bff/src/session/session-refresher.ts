import type { Logger } from '@trap/kit';
import type { Replicas } from '../proxy/replicas.ts';
import { SESSION_HEADERS, SESSION_REFRESH_GRACE_SECONDS, SESSION_REFRESH_PATH } from '@trap/contracts';

export type RefreshOutcome =
  | { kind: 'renewed'; token: string; expiresAt: number }
  /** auth says the session is gone (401): the caller is anonymous from now on */
  | { kind: 'revoked' }
  /** auth did not answer in time or failed: keep using the current, still valid token */
  | { kind: 'failed' };

/** How long a renewal is reused for requests still carrying the old cookie: inside auth's grace for the old session. */
const REUSE_MS = Math.max(1, SESSION_REFRESH_GRACE_SECONDS - 5) * 1000;

/**
 * Sliding sessions: asks auth for a fresh token for a session that is past half its life.
 * Concurrent requests of one session share one call, and requests that still carry the old
 * cookie shortly after reuse its answer instead of minting another session each.
 */
export class SessionRefresher {
  private readonly recent = new Map<string, Promise<RefreshOutcome>>();

  private readonly opts: { auth: Replicas; timeoutMs: number; logger: Logger };
  constructor(opts: { auth: Replicas; timeoutMs: number; logger: Logger }) {
    this.opts = opts;
  }

  refresh(token: string, sessionId: string, requestId?: string): Promise<RefreshOutcome> {
    const existing = this.recent.get(sessionId);
    if (existing) return existing;
    const pending = this.call(token, requestId);
    this.recent.set(sessionId, pending);
    void pending.then((outcome) => {
      // A failure is not remembered: the next request may try again.
      const keepMs = outcome.kind === 'failed' ? 0 : REUSE_MS;
      setTimeout(() => this.recent.delete(sessionId), keepMs).unref();
    });
    return pending;
  }

  private async call(token: string, requestId?: string): Promise<RefreshOutcome> {
    try {
      const res = await this.opts.auth.fetch(SESSION_REFRESH_PATH, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, ...(requestId ? { 'x-request-id': requestId } : {}) },
        signal: AbortSignal.timeout(this.opts.timeoutMs),
      });
      await res.arrayBuffer().catch(() => undefined);
      if (res.status === 401) return { kind: 'revoked' };
      const next = res.headers.get(SESSION_HEADERS.token);
      const expiresAt = Number(res.headers.get(SESSION_HEADERS.expires));
      if (res.ok && next && Number.isFinite(expiresAt)) return { kind: 'renewed', token: next, expiresAt };
      this.opts.logger.warn({ status: res.status }, 'session refresh answered without a token');
      return { kind: 'failed' };
    } catch (err) {
      this.opts.logger.warn({ err: (err as Error).message }, 'session refresh failed');
      return { kind: 'failed' };
    }
  }
}
