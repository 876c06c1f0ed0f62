import type { Request } from 'express';
import type { Connection } from 'mongoose';
import { callerTier, type AnswerGate, type SessionStore } from '@trap/kit';
import { can, tierIncludes, tierRank, tierSchema, TIER_LABELS, type ContentType, type Tier } from '@trap/contracts';
import { ContentGateRepository } from './content-gate.repository.ts';
import { markdownTeaserOf, teaserOf } from './teaser.ts';

export { teaserOf } from './teaser.ts';

type Item = Record<string, unknown> & { id?: unknown };

/**
 * Gated content: a podcast, AMA or blog post tagged with a content tag that has a
 * `requiredMembershipTier` shows its full text (the post, the AMA transcript, the episode's audio)
 * only to members whose live tier includes it, and to content staff; everyone else gets a teaser,
 * `locked: true` and the tier needed, so the screens show an upgrade link instead.
 *
 * The public reads stay public and cacheable: an anonymous answer (the only kind the bff's shared
 * cache stores) always carries the teaser, and an answer with full text is marked private.
 */
export class ContentGate {
  private readonly repo: ContentGateRepository;

  constructor(conn: Connection) {
    this.repo = new ContentGateRepository(conn);
  }

  /** The tier each item needs (the highest of its active tags'); items without a gate are absent. */
  async requiredTiers(contentType: ContentType, ids: string[]): Promise<Map<string, Tier>> {
    const out = new Map<string, Tier>();
    if (!ids.length) return out;
    const rels = await this.repo.relationsOf(contentType, ids);
    if (!rels.length) return out;
    const tags = await this.repo.gatingTags([...new Set(rels.map((r) => r.tagId))]);
    const tierOfTag = new Map<string, Tier>();
    for (const t of tags) {
      const tier = tierSchema.safeParse(t.requiredMembershipTier);
      if (tier.success && tier.data !== 'range_pass') tierOfTag.set(String(t._id), tier.data);
    }
    for (const r of rels) {
      const tier = tierOfTag.get(r.tagId);
      if (!tier) continue;
      const had = out.get(r.contentId);
      if (!had || tierRank(tier) > tierRank(had)) out.set(r.contentId, tier);
    }
    return out;
  }

  /** The answer as this caller may see it: gated items carry their tier, and a teaser when the caller lacks it. */
  async apply(
    contentType: ContentType,
    field: string,
    body: unknown,
    caller: Tier | 'staff' | undefined,
  ): Promise<{ body: unknown; personal: boolean }> {
    const list: Item[] = Array.isArray(body)
      ? (body as Item[])
      : body && typeof body === 'object' && Array.isArray((body as { items?: unknown }).items)
        ? (body as { items: Item[] }).items
        : body && typeof body === 'object'
          ? [body as Item]
          : [];
    const items = list.filter((i) => i && typeof i === 'object' && typeof i.id === 'string' && field in i);
    const tiers = await this.requiredTiers(
      contentType,
      items.map((i) => i.id as string),
    );
    let personal = false;
    for (const item of items) {
      const tier = tiers.get(item.id as string);
      if (!tier) continue;
      item.requiredMembershipTier = tier;
      const allowed = caller === 'staff' || (caller !== undefined && tierIncludes(caller, tier));
      if (allowed) {
        personal = true;
        item.locked = false;
        continue;
      }
      item.locked = true;
      const value = item[field];
      // a post's body is markdown and its teaser stays markdown, for the page's renderer to draw
      item[field] =
        field === 'audioUrl' ? '' : typeof value === 'string' ? (field === 'content' ? markdownTeaserOf(value) : teaserOf(value)) : value;
    }
    return { body, personal };
  }

  /** Site search: a gated item's hit keeps its title but its snippet (words of the full text) says what it is instead. */
  async applyToSearch(body: unknown, caller: Tier | 'staff' | undefined): Promise<{ body: unknown; personal: boolean }> {
    const hits = (body as { results?: { type?: string; id?: string; snippetHtml?: string }[] } | undefined)?.results;
    if (!Array.isArray(hits)) return { body, personal: false };
    let personal = false;
    for (const type of ['blog_post', 'ama', 'podcast'] as const) {
      const ofType = hits.filter((h) => h.type === type && typeof h.id === 'string');
      const tiers = await this.requiredTiers(
        type,
        ofType.map((h) => h.id!),
      );
      for (const hit of ofType) {
        const tier = tiers.get(hit.id!);
        if (!tier) continue;
        if (caller === 'staff' || (caller !== undefined && tierIncludes(caller, tier))) {
          personal = true;
          continue;
        }
        hit.snippetHtml = `Premium content for ${TIER_LABELS[tier].replace(/'/g, '&#39;')} members.`;
      }
    }
    return { body, personal };
  }

  /**
   * The kit's answer gate for the routes that declare `gate` (their declarations name the kind and
   * the field): the reply as this caller may see it; full text for one member is never for a shared cache.
   */
  answerGate(sessions: SessionStore): AnswerGate {
    return async (rule, reply, req, res) => {
      const caller = await this.callerOf(req, sessions);
      const { body, personal } =
        rule === 'search' ? await this.applyToSearch(reply, caller) : await this.apply(rule.kind, rule.field, reply, caller);
      if (personal) res.set({ 'Cache-Control': 'private, no-cache', Vary: 'Cookie, Authorization' });
      return body;
    };
  }

  private async callerOf(req: Request, sessions: SessionStore): Promise<Tier | 'staff' | undefined> {
    if (!req.auth) return undefined;
    if (can(req.auth.role, 'content.manage') || can(req.auth.role, 'blog.manage')) return 'staff';
    return callerTier(req.auth, sessions);
  }
}
