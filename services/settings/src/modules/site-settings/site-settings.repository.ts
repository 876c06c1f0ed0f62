import type { OutboxEntry, OutboxStore, ServiceContext } from '@trap/kit';
import { systemSettingsModel, type SettingsKey, type SystemSettingsDoc } from './site-settings.model.ts';

export interface StoredSettings {
  value: Record<string, unknown>;
  version: number;
  updatedAt: Date;
  updatedBy: string | null;
}

/** Revisions kept per key (older ones are an audit trail, not needed to serve). */
const KEEP_REVISIONS = 20;

/** The `system_settings` revisions of the site settings and the banner (see the model for why revisions). */
export class SystemSettingsRepository {
  private readonly store: OutboxStore<SystemSettingsDoc>;

  constructor(ctx: Pick<ServiceContext, 'conn' | 'outboxStore'>) {
    this.store = ctx.outboxStore(systemSettingsModel(ctx.conn));
  }

  private get model() {
    return this.store.model;
  }

  /** The current value: the newest revision, or null before the first save. */
  async current(key: SettingsKey): Promise<StoredSettings | null> {
    const doc = await this.model.findOne({ key }).sort({ version: -1 }).lean<SystemSettingsDoc>();
    return doc ? { value: doc.settingsJson ?? {}, version: doc.version, updatedAt: doc.updatedAt, updatedBy: doc.updatedBy } : null;
  }

  /**
   * Stores `value` as revision `version` with its events in the same insert. Returns false when
   * that revision already exists, i.e. someone else saved first (the caller re-reads and retries).
   */
  async append(
    key: SettingsKey,
    version: number,
    value: Record<string, unknown>,
    updatedBy: string | null,
    events: OutboxEntry[],
  ): Promise<boolean> {
    return this.store.insert({ _id: `${key}:${version}`, key, version, settingsJson: value, updatedAt: new Date(), updatedBy }, events);
  }

  /**
   * Read-merge-write with optimistic concurrency: `build` turns the current value into the next
   * one and its events; on a lost race it runs again on the newer value. Null when it kept losing.
   */
  async saveNext<T extends Record<string, unknown>>(
    key: SettingsKey,
    updatedBy: string | null,
    build: (current: StoredSettings | null) => { value: T; events: OutboxEntry[] },
    attempts = 5,
  ): Promise<{ value: T; version: number } | null> {
    for (let i = 0; i < attempts; i++) {
      const current = await this.current(key);
      const version = (current?.version ?? 0) + 1;
      const { value, events } = build(current);
      if (await this.append(key, version, value, updatedBy, events)) return { value, version };
    }
    return null;
  }

  /** Drops old revisions whose events are already published. */
  async prune(key: SettingsKey, newestVersion: number): Promise<void> {
    await this.store.removeSettled({ key, version: { $lte: newestVersion - KEEP_REVISIONS } });
  }
}
