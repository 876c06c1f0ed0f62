import { contentAdminApi, contentApi } from '@trap/contracts/api/route-paths';
import type { z } from 'zod';
import { call, type AnyRouteInput, type Language, type RouteRef } from '@trap/ui';
import {
  AMA_STATUSES,
  BLOG_ADMIN_STATES,
  BLOG_CATEGORIES,
  BLOG_STATUSES,
  CONTENT_TYPES,
  INDIAN_STATES,
  TIP_CATEGORIES,
  TIP_DIFFICULTIES,
  amaInputSchema,
  blogPostInputSchema,
  contentTagInputSchema,
  podcastInputSchema,
  rangeInputSchema,
  shooterInputSchema,
  tipInputSchema,
} from '@trap/contracts';
import { istDateTime, toForm, toPayload, type FieldDef, type FormValues } from './form-values.ts';
import type { Say } from './kind-words.ts';

export type Item = Record<string, unknown> & { id: string };

/** A yes/no filter of a list (`?featured=true|false`). */
const flag = (name: string, label: string, yes: string, no: string) => ({
  name,
  label,
  options: ['true', 'false'] as const,
  optionLabels: { true: yes, false: no },
});

/** A quick change from the list (go live, publish, verify): the PATCH it sends. */
export interface RowAction {
  label: string;
  when(item: Item): boolean;
  patch(item: Item): Record<string, unknown>;
  done: string;
  /** asked first (a confirmation dialog), when the action deserves it */
  confirm?(item: Item, say: Say): { title: string; description: string; confirmLabel: string };
}

/**
 * The declared routes a kind is read and changed by (a `contentCrud` family, or one put together):
 * its list, create, update of `/{id}` (a PATCH, or a PUT of the whole item) and delete of `/{id}`.
 */
interface ContentRoutes {
  list: RouteRef;
  create: RouteRef;
  update: RouteRef;
  /** none: the list has no Delete (equipment categories are retired, never deleted) */
  remove?: RouteRef;
}

/**
 * One kind of content as the admin panel manages it: its routes, the input schema that validates
 * its form, the form's fields, the list's filters and quick actions.
 */
export interface ContentKind {
  key: string;
  /** one item: "Blog post" */
  label: string;
  /** the list's heading: "Blog posts" */
  plural: string;
  /** its list (the admin one where visitors' list hides some: the blog's drafts and scheduled posts), create, update and delete */
  routes: ContentRoutes;
  schema: z.ZodType;
  fields: FieldDef[];
  filters: { name: string; label: string; options: readonly string[]; optionLabels?: Readonly<Record<string, string>> }[];
  titleOf(item: Item): string;
  /** the list's badges, their words through `say` and dates in the page's language */
  metaOf(item: Item, say: Say, language: Language): string[];
  actions?: RowAction[];
  /** where visitors see it; null while they cannot (a draft or scheduled post: its page would be a 404) */
  viewUrl?(item: Item): string | null;
  /** the search box's placeholder ("Search titles") */
  searchPlaceholder?: string;
  /** what a delete does, in its confirmation ("disappears from the site") */
  deleteNote?: string;
  /** an item as its form reads it, when the form's fields are not the item's (a promo code's discount) */
  fromItem?(item: Item): Record<string, unknown>;
  /** a new item's starting values (an active promo code) */
  newItem?: Record<string, unknown>;
  /** the form's values (checked by `schema`) as the request body, when they differ */
  toBody?(values: Record<string, unknown>, item?: Item): Record<string, unknown>;
  /** the server's field names that the form shows under another field: { metaData: 'discount' } */
  serverFields?: Readonly<Record<string, string>>;
  /**
   * A small list read whole (no paging or search on the server): the answer's items, and the words
   * an item is found by. Filters and pages are then applied here.
   */
  clientList?: { items(data: unknown): Item[]; words(item: Item): string };
}

/** An item (or nothing) as its kind's form values. */
export const formOf = (kind: ContentKind, item?: Item): FormValues =>
  toForm(kind.fields, item ? (kind.fromItem?.(item) ?? item) : kind.newItem);
/** Form values as the request body of its kind (after `schema` accepted them). */
export const bodyOf = (kind: ContentKind, values: Record<string, unknown>, item?: Item): Record<string, unknown> =>
  kind.toBody ? kind.toBody(values, item) : values;
/** The body that makes a deleted item again (undo). */
export const recreateBody = (kind: ContentKind, item: Item) => bodyOf(kind, toPayload(kind.fields, formOf(kind, item)), item);
/** The kinds' items share no one type, so one untyped call serves them all; each kind's schema checks what is sent. */
const send = call as unknown as (route: RouteRef, input?: AnyRouteInput, options?: { signal?: AbortSignal }) => Promise<unknown>;
/** Creates an item (none given) or changes `item` with the kind's update route. */
export const saveItem = (kind: ContentKind, body: Record<string, unknown>, item?: Item) =>
  (item ? send(kind.routes.update, { params: { id: item.id }, body }) : send(kind.routes.create, { body })) as Promise<Item>;
/** Deletes an item (a kind without a delete route never offers it). */
export const deleteItem = (kind: ContentKind, item: Item) => {
  if (!kind.routes.remove) throw new Error(`${kind.label}: no delete route`);
  return send(kind.routes.remove, { params: { id: item.id } });
};

/** The server's field errors under the form's fields. */
export const formErrors = (kind: ContentKind, fields: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [kind.serverFields?.[k] ?? k, v]));

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const featured = (item: Item, say: Say) => (item.featured ? [say('Featured')] : []);

/** The words the lists show for a post's state, also in the status select and filter (not the stored values). */
const BLOG_STATE_LABELS = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' } as const;

/** Draft, Scheduled (publish date to come) or Published. */
function blogState(item: Item): 'Draft' | 'Scheduled' | 'Published' {
  if (item.status === 'draft') return 'Draft';
  return Date.parse(str(item.publishedAt)) > Date.now() ? 'Scheduled' : 'Published';
}

export const BLOG: ContentKind = {
  key: 'blog',
  label: 'Blog post',
  plural: 'Blog posts',
  routes: { ...contentApi.blog, list: contentAdminApi.listBlogPostsForAdmin },
  schema: blogPostInputSchema,
  fields: [
    { name: 'title', label: 'Title', type: 'text', required: true },
    { name: 'category', label: 'Category', type: 'select', options: BLOG_CATEGORIES, required: true },
    {
      name: 'content',
      label: 'Content',
      type: 'markdown',
      required: true,
      hint: 'Markdown: ## headings, **bold**, [links](/blog), ![images](https://...)',
    },
    { name: 'imageUrl', label: 'Image URL', type: 'url', nullable: true, hint: 'An https:// address or a site path such as /images/...' },
    { name: 'tags', label: 'Tags', type: 'list', hint: 'Separated by commas' },
    { name: 'authorName', label: 'Author name', type: 'text', nullable: true },
    {
      name: 'status',
      label: 'Status',
      type: 'select',
      options: BLOG_STATUSES,
      optionLabels: BLOG_STATE_LABELS,
      hint: 'A draft is seen only here',
    },
    {
      name: 'publishedAt',
      label: 'Publish date (IST)',
      type: 'datetime',
      hint: 'Leave empty for now; a later date keeps the post hidden until then',
    },
    { name: 'featured', label: 'Featured', type: 'checkbox' },
  ],
  filters: [
    { name: 'state', label: 'Status', options: BLOG_ADMIN_STATES, optionLabels: BLOG_STATE_LABELS },
    { name: 'category', label: 'Category', options: BLOG_CATEGORIES },
  ],
  titleOf: (item) => str(item.title),
  metaOf: (item, say, language) => [
    say(blogState(item)),
    say(str(item.category)),
    istDateTime(str(item.publishedAt), language),
    ...featured(item, say),
  ],
  actions: [
    {
      label: 'Publish now',
      when: (item) => blogState(item) !== 'Published',
      patch: () => ({ status: 'published', publishedAt: new Date().toISOString() }),
      done: 'Published',
    },
  ],
  viewUrl: (item) => (blogState(item) === 'Published' ? `/blog/${item.id}` : null),
};

export const PODCASTS: ContentKind = {
  key: 'podcasts',
  label: 'Podcast episode',
  plural: 'Podcasts',
  routes: contentApi.podcasts,
  schema: podcastInputSchema,
  fields: [
    { name: 'title', label: 'Title', type: 'text', required: true },
    { name: 'episodeNumber', label: 'Episode number', type: 'number', required: true },
    { name: 'description', label: 'Description', type: 'textarea', required: true },
    { name: 'audioUrl', label: 'Audio URL', type: 'url', required: true },
    { name: 'duration', label: 'Duration (seconds)', type: 'number', required: true },
    { name: 'imageUrl', label: 'Image URL', type: 'url', nullable: true },
    { name: 'guestName', label: 'Guest name', type: 'text', nullable: true },
    { name: 'guestTitle', label: 'Guest title', type: 'text', nullable: true },
    { name: 'publishedAt', label: 'Published (IST)', type: 'datetime' },
    { name: 'featured', label: 'Featured', type: 'checkbox' },
  ],
  filters: [flag('featured', 'Featured', 'Featured', 'Not featured')],
  titleOf: (item) => `#${String(item.episodeNumber)} ${str(item.title)}`,
  metaOf: (item, say, language) => [istDateTime(str(item.publishedAt), language), ...featured(item, say)],
  viewUrl: (item) => `/podcasts/${item.id}`,
};

export const AMAS: ContentKind = {
  key: 'amas',
  label: 'AMA',
  plural: 'AMAs',
  routes: contentApi.amas,
  schema: amaInputSchema,
  fields: [
    { name: 'title', label: 'Title', type: 'text', required: true },
    { name: 'description', label: 'Description', type: 'textarea', required: true },
    { name: 'status', label: 'Status', type: 'select', options: AMA_STATUSES, required: true },
    { name: 'scheduledFor', label: 'Scheduled for (IST)', type: 'datetime', nullable: true },
    { name: 'shooterId', label: 'Shooter id', type: 'text', nullable: true, hint: 'The featured shooter answering (their id)' },
    { name: 'streamUrl', label: 'Stream URL', type: 'url', nullable: true, hint: 'A YouTube or Vimeo address is embedded on the AMA page' },
    { name: 'imageUrl', label: 'Image URL', type: 'url', nullable: true },
    { name: 'transcript', label: 'Transcript', type: 'markdown', nullable: true, hint: 'Shown on the AMA page once it is completed' },
    { name: 'featured', label: 'Featured', type: 'checkbox' },
  ],
  filters: [{ name: 'status', label: 'Status', options: AMA_STATUSES }],
  titleOf: (item) => str(item.title),
  metaOf: (item, say, language) => [
    say(str(item.status)),
    istDateTime(str(item.scheduledFor), language) || say('Date TBD'),
    ...featured(item, say),
  ],
  actions: [
    { label: 'Go live', when: (item) => item.status === 'upcoming', patch: () => ({ status: 'live' }), done: 'The AMA is live' },
    { label: 'End', when: (item) => item.status === 'live', patch: () => ({ status: 'completed' }), done: 'The AMA has ended' },
  ],
  viewUrl: (item) => `/ama/${item.id}`,
};

export const SHOOTERS: ContentKind = {
  key: 'shooters',
  label: 'Featured shooter',
  plural: 'Featured shooters',
  routes: contentApi.shooters,
  schema: shooterInputSchema,
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true },
    { name: 'type', label: 'Type', type: 'text', required: true, hint: 'e.g. Olympian, Coach, Rising star' },
    { name: 'bio', label: 'Bio', type: 'textarea', required: true },
    { name: 'imageUrl', label: 'Image URL', type: 'url', nullable: true },
    { name: 'achievements', label: 'Achievements', type: 'list', hint: 'Separated by commas' },
    { name: 'tags', label: 'Tags', type: 'list', hint: 'Separated by commas' },
    { name: 'featured', label: 'Featured', type: 'checkbox' },
  ],
  filters: [flag('featured', 'Featured', 'Featured', 'Not featured')],
  titleOf: (item) => str(item.name),
  metaOf: (item, say) => [str(item.type), ...featured(item, say)],
  viewUrl: (item) => `/shooters/${item.id}`,
};

export const RANGES: ContentKind = {
  key: 'ranges',
  label: 'Shooting range',
  plural: 'Ranges',
  routes: contentApi.ranges,
  schema: rangeInputSchema,
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true },
    { name: 'city', label: 'City', type: 'text', required: true },
    { name: 'state', label: 'State', type: 'text', required: true },
    { name: 'description', label: 'Description', type: 'textarea', required: true },
    { name: 'fullAddress', label: 'Full address', type: 'text', nullable: true },
    { name: 'latitude', label: 'Latitude', type: 'number', nullable: true, hint: 'Map pin: -90 to 90, e.g. 28.6139' },
    { name: 'longitude', label: 'Longitude', type: 'number', nullable: true, hint: 'Map pin: -180 to 180, e.g. 77.2090' },
    { name: 'contact', label: 'Contact', type: 'text', nullable: true },
    { name: 'email', label: 'Email', type: 'text', nullable: true },
    { name: 'website', label: 'Website', type: 'url', nullable: true },
    { name: 'features', label: 'Features', type: 'list', hint: 'Separated by commas' },
    { name: 'facilities', label: 'Facilities', type: 'list', hint: 'Separated by commas' },
    { name: 'imageUrl', label: 'Image URL', type: 'url', nullable: true },
    { name: 'verified', label: 'Verified', type: 'checkbox' },
    { name: 'featured', label: 'Featured', type: 'checkbox' },
  ],
  filters: [flag('verified', 'Verification', 'Verified', 'Not verified'), { name: 'state', label: 'State', options: INDIAN_STATES }],
  titleOf: (item) => str(item.name),
  metaOf: (item, say) => [
    `${str(item.city)}, ${str(item.state)}`,
    say(item.verified ? 'Verified' : 'Not verified'),
    typeof item.latitude === 'number' ? `${item.latitude}, ${String(item.longitude)}` : say('No map pin'),
  ],
  actions: [
    { label: 'Verify', when: (item) => !item.verified, patch: () => ({ verified: true }), done: 'Range verified' },
    { label: 'Unverify', when: (item) => Boolean(item.verified), patch: () => ({ verified: false }), done: 'Range no longer verified' },
  ],
  viewUrl: (item) => `/shooting-ranges/${item.id}`,
};

export const TIPS: ContentKind = {
  key: 'tips',
  label: 'Shooting tip',
  plural: 'Tips',
  routes: contentApi.tips,
  schema: tipInputSchema,
  fields: [
    { name: 'tipText', label: 'Tip text', type: 'textarea', required: true },
    { name: 'category', label: 'Category', type: 'select', options: TIP_CATEGORIES, required: true },
    { name: 'difficulty', label: 'Difficulty', type: 'select', options: TIP_DIFFICULTIES, required: true },
    { name: 'author', label: 'Author', type: 'text', nullable: true },
    { name: 'imageUrl', label: 'Image URL', type: 'url', nullable: true },
    { name: 'sourceUrl', label: 'Source URL', type: 'url', nullable: true },
    { name: 'tags', label: 'Tags', type: 'list', hint: 'Separated by commas' },
  ],
  filters: [
    { name: 'category', label: 'Category', options: TIP_CATEGORIES },
    { name: 'difficulty', label: 'Difficulty', options: TIP_DIFFICULTIES },
  ],
  titleOf: (item) => (str(item.tipText).length > 90 ? `${str(item.tipText).slice(0, 90)}…` : str(item.tipText)),
  metaOf: (item, say) => [say(str(item.category)), say(str(item.difficulty))],
};

export const TAGS: ContentKind = {
  key: 'tags',
  label: 'Content tag',
  plural: 'Tags',
  routes: contentApi.tags,
  schema: contentTagInputSchema,
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true },
    { name: 'slug', label: 'Slug', type: 'text', required: true, hint: 'Lower-case letters, digits and hyphens' },
    { name: 'color', label: 'Colour', type: 'color', nullable: true, hint: '#RRGGBB' },
    { name: 'contentType', label: 'Content type', type: 'select', options: CONTENT_TYPES, nullable: true, hint: 'Empty: any kind' },
    { name: 'isActive', label: 'Active', type: 'checkbox' },
  ],
  filters: [{ name: 'contentType', label: 'Content type', options: CONTENT_TYPES }],
  titleOf: (item) => str(item.name),
  metaOf: (item, say) => [
    str(item.slug),
    str(item.contentType) ? say(str(item.contentType)) : say('Any kind'),
    say(item.isActive ? 'Active' : 'Inactive'),
  ],
};

