import { notFound, type AuthContext, type RateLimit } from '@trap/kit';
import type { ActiveSession, ActiveSessionList } from '@trap/contracts';
import { deviceSummary } from './device.ts';
import type { SessionRegistry } from './session-registry.ts';

/** The member's active sessions: list them, sign one out, sign out all but this one. */
export class SessionsListService {
  private readonly registry: SessionRegistry;
  /** requests per member (listing and signing out) */
  private readonly budget: RateLimit;
  constructor(registry: SessionRegistry, budget: RateLimit) {
    this.registry = registry;
    this.budget = budget;
  }

  async list(auth: AuthContext): Promise<ActiveSessionList> {
    await this.budget.take(auth.userId);
    const current = (await this.registry.info(auth.sessionId))?.family ?? null;
    const items = await this.registry.active(auth.userId);
    return {
      items: items.map((s): ActiveSession => ({
        id: s.family,
        current: s.family === current,
        createdAt: s.createdAt,
        lastSeenAt: s.family === current ? new Date().toISOString() : s.lastSeenAt,
        device: deviceSummary(s.userAgent),
        ip: s.ip,
      })),
    };
  }

  /** Another member's session, an ended one or an unknown id: 404, nothing changes. */
  async signOut(auth: AuthContext, id: string): Promise<void> {
    await this.budget.take(auth.userId);
    if (!(await this.registry.revokeFamily(auth.userId, id))) throw notFound('Session');
  }

  async signOutOthers(auth: AuthContext): Promise<{ success: true; signedOut: number }> {
    await this.budget.take(auth.userId);
    const current = (await this.registry.info(auth.sessionId))?.family ?? '';
    return { success: true, signedOut: await this.registry.revokeAllBut(auth.userId, current) };
  }
}
