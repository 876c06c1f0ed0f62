import type { BlogPost, Shooter } from '@trap/contracts';

/** A site path or an absolute URL, made absolute on the fixed public origin (structured data needs absolute URLs). */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${origin.replace(/\/+$/, '')}/${pathOrUrl.replace(/^\/+/, '')}`;
}

interface Site {
  origin: string;
  name: string;
}

const organization = (site: Site) => ({
  '@type': 'Organization',
  name: site.name,
  url: site.origin,
  logo: { '@type': 'ImageObject', url: absoluteUrl(site.origin, '/images/logo.svg') },
});

/** schema.org BlogPosting for a blog post page (an Article type: Google's article rich result reads it). */
export function blogPostingJsonLd(post: BlogPost, site: Site & { author: string; description: string }): Record<string, unknown> {
  const url = absoluteUrl(site.origin, `/blog/${post.id}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title.slice(0, 110),
    description: site.description,
    image: [absoluteUrl(site.origin, post.imageUrl || '/images/placeholders/blog.svg')],
    datePublished: post.publishedAt,
    dateModified: post.updatedAt || post.publishedAt,
    author: { '@type': 'Person', name: site.author },
    publisher: organization(site),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    articleSection: post.category,
    keywords: post.tags.join(', '),
  };
}

/**
 * schema.org ProfilePage for a shooter's public profile, its mainEntity the Person (what Google's
 * profile page rich result reads: the page's subject, with its name, and when the page was made and changed).
 */
export function profilePageJsonLd(shooter: Shooter, site: Site): Record<string, unknown> {
  const url = absoluteUrl(site.origin, `/shooters/${shooter.id}`);
  const { '@context': _context, ...person } = personJsonLd(shooter, site);
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    '@id': url,
    url,
    dateCreated: shooter.createdAt,
    dateModified: shooter.updatedAt || shooter.createdAt,
    mainEntity: person,
  };
}

/** schema.org Person for a shooter profile. */
function personJsonLd(shooter: Shooter, site: Site): Record<string, unknown> {
  const sameAs = Object.values(shooter.socialLinks ?? {}).filter((u) => /^https?:\/\//i.test(u));
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    '@id': `${absoluteUrl(site.origin, `/shooters/${shooter.id}`)}#person`,
    name: shooter.name,
    description: shooter.bio,
    image: absoluteUrl(site.origin, shooter.imageUrl || '/images/placeholders/shooter.svg'),
    url: absoluteUrl(site.origin, `/shooters/${shooter.id}`),
    jobTitle: `${shooter.type} shooter`,
    knowsAbout: [shooter.type, ...shooter.tags],
    ...(shooter.achievements.length ? { award: shooter.achievements } : {}),
    ...(sameAs.length ? { sameAs } : {}),
    nationality: { '@type': 'Country', name: 'India' },
  };
}
