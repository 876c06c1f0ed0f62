import { z } from 'zod';
import {
  amaInputSchema,
  amaReminderSchema,
  amaListQuerySchema,
  amaSchema,
  amaUpdateSchema,
  blogListQuerySchema,
  blogPostInputSchema,
  blogPostSchema,
  blogPostUpdateSchema,
  contentIdParamsSchema,
  contentTagInputSchema,
  contentTagListQuerySchema,
  contentTagSchema,
  contentTagUpdateSchema,
  paginationQuerySchema,
  podcastInputSchema,
  podcastListQuerySchema,
  podcastSchema,
  podcastUpdateSchema,
  rangeInputSchema,
  rangeListQuerySchema,
  rangeSchema,
  rangeUpdateSchema,
  savedTipNotesSchema,
  savedTipParamsSchema,
  savedTipSchema,
  saveTipSchema,
  searchQuerySchema,
  searchResultSchema,
  shooterInputSchema,
  shooterListQuerySchema,
  shooterSchema,
  shooterUpdateSchema,
  tagRelationInputSchema,
  tagRelationSchema,
  tipInputSchema,
  tipListQuerySchema,
  tipSchema,
  tipUpdateSchema,
} from '../http/content/index.ts';
import type { Capability } from '../access/permissions.ts';
import { defineApi, defineRoute, type ContentGateRule } from './define.ts';

/**
 * The five endpoints of one kind of content: the public list and item (the same for every visitor
 * and changed only by the kind's content events, so `cache: 'public'`) and create, update (a
 * partial PATCH) and delete for the kind's capability. Typed by the kind's schemas, so one service
 * helper binds every kind.
 */
export function contentCrud<Item extends z.ZodType, Query extends z.ZodType, Create extends z.ZodType, Update extends z.ZodType>(opts: {
  path: string;
  tag: string;
  label: string;
  item: Item;
  listQuery: Query;
  create: Create;
  update: Update;
  capability: Capability;
  /** the public list and item pass the content gate */
  gate?: ContentGateRule;
}) {
  const { path, item, capability } = opts;
  const gate = opts.gate ? { gate: opts.gate } : {};
  const tags = [opts.tag];
  const label = opts.label.toLowerCase();
  return {
    list: defineRoute({
      method: 'get',
      path,
      summary: `${opts.label} list`,
      tags,
      auth: 'public',
      cache: 'public',
      ...gate,
      request: { query: opts.listQuery },
      response: { description: 'A page of items (an array)', schema: z.array(item) },
    }),
    get: defineRoute({
      method: 'get',
      path: `${path}/{id}`,
      summary: `One ${label}`,
      description: 'Unknown and malformed ids are 404.',
      tags,
      auth: 'public',
      cache: 'public',
      ...gate,
      request: { params: contentIdParamsSchema },
      response: { description: 'The item', schema: item },
      errors: [404],
    }),
    create: defineRoute({
      method: 'post',
      path,
      summary: `Create a ${label}`,
      tags,
      auth: 'required',
      capability,
      request: { body: opts.create },
      response: { status: 201, description: 'The created item', schema: item },
      errors: [409],
    }),
    update: defineRoute({
      method: 'patch',
      path: `${path}/{id}`,
      summary: `Update a ${label}`,
      description: 'Partial update: only the fields sent change.',
      tags,
      auth: 'required',
      capability,
      request: { params: contentIdParamsSchema, body: opts.update },
      response: { description: 'The item after the update', schema: item },
      errors: [404, 409],
    }),
    remove: defineRoute({
      method: 'delete',
      path: `${path}/{id}`,
      summary: `Delete a ${label}`,
      tags,
      auth: 'required',
      capability,
      request: { params: contentIdParamsSchema },
      response: { status: 204, description: 'Deleted' },
      errors: [404],
    }),
  };
}

/** The declarations of one kind of content, typed by its item, list query, create and update schemas. */
export type ContentCrudApi<
  Item extends z.ZodType,
  Query extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
> = ReturnType<typeof contentCrud<Item, Query, Create, Update>>;

/** A special public list of a kind (featured, live...): paged, cached like the kind's own list. */
const publicList = <Item extends z.ZodType, Query extends z.ZodType>(
  path: string,
  tag: string,
  summary: string,
  item: Item,
  query: Query,
  description?: string,
) =>
  defineRoute({
    method: 'get',
    path,
    summary,
    ...(description ? { description } : {}),
    tags: [tag],
    auth: 'public',
    cache: 'public',
    request: { query },
    response: { description: 'An array', schema: z.array(item) },
  });

/** Content gates: who sees an episode's audio, an AMA's transcript, a post's body in full. */
const PODCAST_GATE = { kind: 'podcast', field: 'audioUrl' } as const satisfies ContentGateRule;
const AMA_GATE = { kind: 'ama', field: 'transcript' } as const satisfies ContentGateRule;
export const BLOG_POST_GATE = { kind: 'blog_post', field: 'content' } as const satisfies ContentGateRule;
const gated = <R extends object>(route: R, gate: ContentGateRule) => ({ ...route, gate });

/**
 * The content service (SPEC 7 reads plus item pages, filters, management, saved tips and search).
 * In the order the service binds them: a special list (`/featured`, `/saved`, `/reminders`) before
 * the kind's `/{id}`, so it never reads as an id.
 */
export const contentApi = defineApi({
  featuredPodcasts: gated(
    publicList(
      '/api/podcasts/featured',
      'Podcasts',
      'Featured episodes',
      podcastSchema,
      paginationQuerySchema,
      'The home page uses the first item.',
    ),
    PODCAST_GATE,
  ),
  podcasts: contentCrud({
    path: '/api/podcasts',
    tag: 'Podcasts',
    label: 'Podcast',
    item: podcastSchema,
    listQuery: podcastListQuerySchema,
    create: podcastInputSchema,
    update: podcastUpdateSchema,
    capability: 'content.manage',
    gate: PODCAST_GATE,
  }),
  liveAmas: gated(publicList('/api/amas/live', 'AMAs', 'Live AMAs', amaSchema, paginationQuerySchema), AMA_GATE),
  upcomingAmas: gated(
    publicList('/api/amas/upcoming', 'AMAs', 'Upcoming AMAs', amaSchema, paginationQuerySchema, 'Soonest first; TBD (no date) last.'),
    AMA_GATE,
  ),
  pastAmas: gated(publicList('/api/amas/past', 'AMAs', 'Completed AMAs', amaSchema, paginationQuerySchema), AMA_GATE),
  listAmaReminders: {
    method: 'get',
    path: '/api/amas/reminders',
    summary: "The member's AMA reminders",
    tags: ['AMAs'],
    auth: 'required',
    response: { description: 'Reminders, newest first', schema: z.array(amaReminderSchema) },
  },
  setAmaReminder: {
    method: 'post',
    path: '/api/amas/{id}/reminder',
    summary: 'Set a reminder for an upcoming AMA',
    description:
      '201 when set, 200 when it was set already. An Upcoming Event notification arrives an hour before the start (at once when sooner). 409 unless the AMA is upcoming.',
    tags: ['AMAs'],
    auth: 'required',
    request: { params: contentIdParamsSchema },
    response: {
      status: 201,
      description: 'The reminder',
      schema: amaReminderSchema,
      also: { status: 200, description: 'The reminder set before (asking again changes nothing)' },
    },
    errors: [404, 409],
  },
  removeAmaReminder: {
    method: 'delete',
    path: '/api/amas/{id}/reminder',
    summary: 'Remove a reminder',
    tags: ['AMAs'],
    auth: 'required',
    request: { params: contentIdParamsSchema },
    response: { status: 204, description: 'Removed; the notification will not come' },
    errors: [404],
  },
  amas: contentCrud({
    path: '/api/amas',
    tag: 'AMAs',
    label: 'AMA',
    item: amaSchema,
    listQuery: amaListQuerySchema,
    create: amaInputSchema,
    update: amaUpdateSchema,
    capability: 'content.manage',
    gate: AMA_GATE,
  }),
  featuredBlogPosts: gated(
    publicList(
      '/api/blog/featured',
      'Blog',
      'Featured posts',
      blogPostSchema,
      blogListQuerySchema,
      'The home page uses the first item; `?category=` narrows like the blog list.',
    ),
    BLOG_POST_GATE,
  ),
  blog: contentCrud({
    path: '/api/blog',
    tag: 'Blog',
    label: 'Blog post',
    item: blogPostSchema,
    listQuery: blogListQuerySchema,
    create: blogPostInputSchema,
    update: blogPostUpdateSchema,
    capability: 'blog.manage',
    gate: BLOG_POST_GATE,
  }),
  featuredShooters: publicList('/api/shooters/featured', 'Shooters', 'Featured shooters', shooterSchema, paginationQuerySchema),
  shooters: contentCrud({
    path: '/api/shooters',
    tag: 'Shooters',
    label: 'Shooter',
    item: shooterSchema,
    listQuery: shooterListQuerySchema,
    create: shooterInputSchema,
    update: shooterUpdateSchema,
    capability: 'content.manage',
  }),
  ranges: contentCrud({
    path: '/api/shooting-ranges',
    tag: 'Shooting ranges',
    label: 'Shooting range',
    item: rangeSchema,
    listQuery: rangeListQuerySchema,
    create: rangeInputSchema,
    update: rangeUpdateSchema,
    capability: 'content.manage',
  }),
  listSavedTips: {
    method: 'get',
    path: '/api/shooting-tips/saved',
    summary: "The member's saved tips",
    tags: ['Shooting tips'],
    auth: 'required',
    response: { description: 'Saved tips with notes, newest first', schema: z.array(savedTipSchema) },
  },
  saveTip: {
    method: 'post',
    path: '/api/shooting-tips/saved',
    summary: 'Save a tip (or update the notes of a saved one)',
    description: '201 when newly saved, 200 when it was saved already.',
    tags: ['Shooting tips'],
    auth: 'required',
    request: { body: saveTipSchema },
    response: {
      status: 201,
      description: 'The saved tip',
      schema: savedTipSchema,
      also: { status: 200, description: 'The tip, saved already' },
    },
    errors: [404],
  },
  updateSavedTipNotes: {
    method: 'patch',
    path: '/api/shooting-tips/saved/{tipId}',
    summary: "Change a saved tip's notes",
    tags: ['Shooting tips'],
    auth: 'required',
    request: { params: savedTipParamsSchema, body: savedTipNotesSchema },
    response: { description: 'The saved tip', schema: savedTipSchema },
    errors: [404],
  },
  unsaveTip: {
    method: 'delete',
    path: '/api/shooting-tips/saved/{tipId}',
    summary: 'Unsave a tip',
    tags: ['Shooting tips'],
    auth: 'required',
    request: { params: savedTipParamsSchema },
    response: { status: 204, description: 'Unsaved' },
    errors: [404],
  },
  tips: contentCrud({
    path: '/api/shooting-tips',
    tag: 'Shooting tips',
    label: 'Tip',
    item: tipSchema,
    listQuery: tipListQuerySchema,
    create: tipInputSchema,
    update: tipUpdateSchema,
    capability: 'content.manage',
  }),
  tags: contentCrud({
    path: '/api/content-tags',
    tag: 'Content tags',
    label: 'Content tag',
    item: contentTagSchema,
    listQuery: contentTagListQuerySchema,
    create: contentTagInputSchema,
    update: contentTagUpdateSchema,
    capability: 'content.manage',
  }),
  listTagRelations: {
    method: 'get',
    path: '/api/content-tags/{id}/relations',
    summary: 'Items a tag is attached to',
    tags: ['Content tags'],
    auth: 'public',
    cache: 'public',
    request: { params: contentIdParamsSchema },
    response: { description: 'Relations', schema: z.array(tagRelationSchema) },
    errors: [404],
  },
  attachTag: {
    method: 'post',
    path: '/api/content-tags/{id}/relations',
    summary: 'Attach a tag to an item',
    description: 'Unique per (contentId, tagId, contentType): 201 when attached, 200 when it already was.',
    tags: ['Content tags'],
    auth: 'required',
    capability: 'content.manage',
    request: { params: contentIdParamsSchema, body: tagRelationInputSchema },
    response: {
      status: 201,
      description: 'The relation',
      schema: tagRelationSchema,
      also: { status: 200, description: 'The relation, attached already' },
    },
    errors: [404],
  },
  detachTag: {
    method: 'delete',
    path: '/api/content-tags/{id}/relations/{contentType}/{contentId}',
    summary: 'Detach a tag from an item',
    tags: ['Content tags'],
    auth: 'required',
    capability: 'content.manage',
    request: { params: contentIdParamsSchema.extend(tagRelationInputSchema.shape) },
    response: { status: 204, description: 'Detached' },
    errors: [404],
  },
  search: {
    method: 'get',
    path: '/api/search',
    summary: 'Site search',
    description:
      'Ranked hits across podcasts, AMAs, blog posts, shooters, ranges and tips; titleHtml and snippetHtml are HTML-escaped with <mark> around matches.',
    tags: ['Search'],
    auth: 'public',
    cache: 'public',
    gate: 'search',
    request: { query: searchQuerySchema },
    response: { description: 'Search results', schema: searchResultSchema },
  },
});
