import { contentViewsCounted, type ContentEntity } from '@trap/contracts';
import { publishEnvelope, recordEvent, type ApiRouter, type EventBus, type Logger } from '@trap/kit';
import { contentViewsApi } from '@trap/contracts/api/index';

/** How often a content process publishes the views it counted (at most one event per interval, none when idle). */
const CONTENT_VIEWS_FLUSH_MS = 60_000;

/**
 * Content views for the analytics read model (docs/decisions.md, "Content views for analytics"):
 * each page view the site reports (POST /api/content-views) is a count in memory, and the counts go
 * out as one `content.views.counted` event a minute (nothing when there were none), and at stop. No
 * write per view and no event per view; a crash loses at most the last minute's counts.
 */
export class ContentViews {
  private counts: Partial<Record<ContentEntity, number>> = {};
  private since = new Date();
  private readonly timer: NodeJS.Timeout;

  private readonly bus: EventBus;
  private readonly logger: Logger;
  constructor(bus: EventBus, logger: Logger, intervalMs = CONTENT_VIEWS_FLUSH_MS) {
    this.bus = bus;
    this.logger = logger;
    this.timer = setInterval(() => void this.flush(), intervalMs);
    this.timer.unref();
  }

  count(entity: ContentEntity): void {
    this.counts[entity] = (this.counts[entity] ?? 0) + 1;
  }

  /** At shutdown: the last counts go out while the bus is still open. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  /** Publishes the counts since the last batch; they are kept for the next try when the publish fails. */
  async flush(): Promise<void> {
    if (this.bus.nc.isClosed()) {
      clearInterval(this.timer);
      return;
    }
    const counts = this.counts;
    if (!Object.keys(counts).length) return;
    const from = this.since;
    const to = new Date();
    this.counts = {};
    this.since = to;
    try {
      await publishEnvelope(this.bus, recordEvent(contentViewsCounted, { from: from.toISOString(), to: to.toISOString(), counts }));
    } catch (err) {
      for (const [k, v] of Object.entries(counts) as [ContentEntity, number][]) this.counts[k] = (this.counts[k] ?? 0) + v;
      this.since = from;
      this.logger.warn({ err }, 'content views not published; they go with the next batch');
    }
  }
}

/** POST /api/content-views: a page view, counted (204). */
export function contentViewsRoutes(api: ApiRouter, views: ContentViews): void {
  api.handle(contentViewsApi.recordContentView, ({ body, res }) => {
    res.set('Cache-Control', 'no-store');
    views.count(body.kind);
  });
}
