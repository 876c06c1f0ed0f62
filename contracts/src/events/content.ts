import { z } from 'zod';
import { defineEvent, type EventDefinition } from './define.ts';

/** The content entities that publish events; subjects read `content.<entity>.<verb>`. */
export const CONTENT_ENTITIES = ['podcast', 'ama', 'blog_post', 'shooter', 'shooting_range', 'shooting_tip', 'content_tag'] as const;
export type ContentEntity = (typeof CONTENT_ENTITIES)[number];

/** published/updated carry the whole item as the API answers it (search and caches need no call back). */
export const contentItemEventSchema = z.object({
  entity: z.enum(CONTENT_ENTITIES),
  id: z.string(),
  item: z.record(z.string(), z.unknown()),
  by: z.string().nullable(),
});
export const contentDeletedEventSchema = z.object({ entity: z.enum(CONTENT_ENTITIES), id: z.string(), by: z.string().nullable() });

type ItemEvent = EventDefinition<string, typeof contentItemEventSchema>;
type DeletedEvent = EventDefinition<string, typeof contentDeletedEventSchema>;

export interface ContentEvents {
  published: ItemEvent;
  updated: ItemEvent;
  deleted: DeletedEvent;
}

const eventsFor = (entity: ContentEntity): ContentEvents => ({
  published: defineEvent({
    subject: `content.${entity}.published`,
    version: 1,
    description: `A ${entity.replace('_', ' ')} was created; carries the item.`,
    schema: contentItemEventSchema,
  }),
  updated: defineEvent({
    subject: `content.${entity}.updated`,
    version: 1,
    description: `A ${entity.replace('_', ' ')} changed; carries the item after the change.`,
    schema: contentItemEventSchema,
  }),
  deleted: defineEvent({
    subject: `content.${entity}.deleted`,
    version: 1,
    description: `A ${entity.replace('_', ' ')} was removed.`,
    schema: contentDeletedEventSchema,
  }),
});

/** contentEvents.podcast.published -> `content.podcast.published`, and so on for every entity. */
export const contentEvents = Object.fromEntries(CONTENT_ENTITIES.map((e) => [e, eventsFor(e)])) as Record<ContentEntity, ContentEvents>;

export const CONTENT_EVENT_LIST: EventDefinition[] = CONTENT_ENTITIES.flatMap((e) => [
  contentEvents[e].published,
  contentEvents[e].updated,
  contentEvents[e].deleted,
]);

/**
 * Content views, counted in batches (docs/decisions.md, "Content views for analytics"): each content
 * process counts the item reads it answers per kind and publishes the counts at most once a minute
 * (and when it stops), never one event per view. Nothing personal: no member, no item.
 */
export const contentViewsCounted = defineEvent({
  subject: 'content.views.counted',
  version: 1,
  description:
    'Item reads (page views) a content process answered since its last batch, per content kind; the analytics read model adds them up.',
  schema: z.object({
    /** the window the views fell in (ISO 8601); `to` is when the batch was published */
    from: z.string(),
    to: z.string(),
    /** views per content kind in the window (kinds with none left out) */
    counts: z.partialRecord(z.enum(CONTENT_ENTITIES), z.number().int().min(0)),
  }),
});
