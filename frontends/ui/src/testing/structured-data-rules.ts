/**
 * What a structured-data block must carry to be read for its type: the properties Google's search
 * guidelines mark required (Event, DiscussionForumPosting and its comments, LocalBusiness for a
 * SportsActivityLocation, ProfilePage, ItemList), the ones its article result reads for an Article
 * (BlogPosting: it requires none), and for a PodcastEpisode, which Google no longer documents, what
 * podcast directories read. Dates must be ISO 8601 and URLs absolute. For tests.
 */
type Block = Record<string, unknown>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;
const ABSOLUTE = /^https?:\/\/[^/\s]+/;

const isObject = (v: unknown): v is Block => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown) => typeof v === 'string' && v.trim() !== '';

function check(problems: string[], at: string, block: Block, rules: Record<string, (v: unknown) => boolean>) {
  for (const [key, ok] of Object.entries(rules)) if (!ok(block[key])) problems.push(`${at}.${key}`);
}

const date = (v: unknown) => typeof v === 'string' && ISO_DATE.test(v) && !Number.isNaN(Date.parse(v));
const url = (v: unknown) => typeof v === 'string' && ABSOLUTE.test(v);
const optional = (rule: (v: unknown) => boolean) => (v: unknown) => v === undefined || rule(v);
const named = (type?: string) => (v: unknown) => isObject(v) && text(v.name) && (!type || v['@type'] === type);
const images = (v: unknown) => (Array.isArray(v) ? v.length > 0 && v.every(url) : url(v));
const count = (v: unknown) => Number.isInteger(v) && (v as number) >= 0;

const address = (v: unknown) =>
  isObject(v) && v['@type'] === 'PostalAddress' && (text(v.streetAddress) || text(v.addressLocality) || text(v.addressRegion));

function personOrOrganization(v: unknown) {
  return isObject(v) && (v['@type'] === 'Person' || v['@type'] === 'Organization') && text(v.name) && optional(url)(v.url);
}

const RULES: Record<string, (b: Block, at: string, problems: string[]) => void> = {
  Event: (b, at, p) => {
    check(p, at, b, { name: text, startDate: date, endDate: optional(date), url: optional(url), image: optional(images) });
    const loc = b.location;
    const place = isObject(loc) && loc['@type'] === 'Place' && address(loc.address);
    const online = isObject(loc) && loc['@type'] === 'VirtualLocation' && url(loc.url);
    if (!place && !online) p.push(`${at}.location (a Place with an address, or a VirtualLocation with a url)`);
    check(p, at, b, { organizer: optional(personOrOrganization) });
  },
  DiscussionForumPosting: (b, at, p) => {
    check(p, at, b, { author: personOrOrganization, datePublished: date, text, url, headline: text, dateModified: optional(date) });
    const stats = b.interactionStatistic;
    if (stats !== undefined) {
      const list = Array.isArray(stats) ? stats : [stats];
      list.forEach((s, i) => {
        if (!isObject(s) || s['@type'] !== 'InteractionCounter' || !url(s.interactionType) || !count(s.userInteractionCount))
          p.push(`${at}.interactionStatistic[${i}]`);
      });
    }
    const comments = b.comment;
    if (comments !== undefined)
      (Array.isArray(comments) ? comments : [comments]).forEach((c, i) => {
        if (!isObject(c)) return void p.push(`${at}.comment[${i}]`);
        check(p, `${at}.comment[${i}]`, c, { author: personOrOrganization, datePublished: date, text });
      });
  },
  SportsActivityLocation: (b, at, p) => {
    check(p, at, b, { name: text, address, url: optional(url), image: optional(images) });
    const geo = b.geo;
    if (geo !== undefined && !(isObject(geo) && typeof geo.latitude === 'number' && typeof geo.longitude === 'number')) p.push(`${at}.geo`);
    check(p, at, b, { telephone: optional(text) });
  },
  BlogPosting: (b, at, p) => {
    check(p, at, b, {
      headline: text,
      datePublished: date,
      dateModified: optional(date),
      author: personOrOrganization,
      image: images,
      url,
    });
    if (typeof b.headline === 'string' && b.headline.length > 110) p.push(`${at}.headline (over 110 characters)`);
  },
  PodcastEpisode: (b, at, p) => {
    check(p, at, b, { name: text, url, datePublished: date, partOfSeries: named('PodcastSeries') });
    const media = b.associatedMedia;
    if (!isObject(media) || !url(media.contentUrl)) p.push(`${at}.associatedMedia.contentUrl`);
  },
  ProfilePage: (b, at, p) => {
    check(p, at, b, { mainEntity: personOrOrganization, dateCreated: optional(date), dateModified: optional(date), url: optional(url) });
  },
  ItemList: (b, at, p) => {
    const items = b.itemListElement;
    if (!Array.isArray(items)) return void p.push(`${at}.itemListElement`);
    items.forEach((li, i) => {
      const where = `${at}.itemListElement[${i}]`;
      if (!isObject(li) || li['@type'] !== 'ListItem' || li.position !== i + 1)
        return void p.push(`${where} (a ListItem at position ${i + 1})`);
      // a summary list names each item's page; an all-in-one list carries the items themselves
      if (isObject(li.item)) problemsOf(li.item, `${where}.item`, p);
      else if (!url(li.url)) p.push(`${where}.url`);
    });
  },
};

function problemsOf(block: Block, at: string, problems: string[]) {
  const type = block['@type'];
  const rule = typeof type === 'string' ? RULES[type] : undefined;
  if (!rule) return void problems.push(`${at}: no rules for @type ${String(type)}`);
  rule(block, at, problems);
}

/** The missing or malformed properties of a top-level JSON-LD block (its @context too); empty when it is complete. */
export function structuredDataProblems(block: Block): string[] {
  const problems: string[] = [];
  if (block['@context'] !== 'https://schema.org') problems.push('@context');
  problemsOf(block, String(block['@type'] ?? 'block'), problems);
  return problems;
}
