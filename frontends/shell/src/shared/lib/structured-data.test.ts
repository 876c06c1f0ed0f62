import { describe, expect, it } from 'vitest';
import type { BlogPost, Shooter } from '@trap/contracts';
import { structuredDataProblems } from '@trap/ui/testing/structured-data-rules.ts';
import { blogPostingJsonLd, profilePageJsonLd } from './structured-data.ts';

const ORIGIN = 'https://trap.example';
const site = { origin: ORIGIN, name: 'Trap India' };
const when = '2026-11-02T06:30:00.000Z';
const later = '2026-11-20T10:00:00.000Z';

// only the fields the page's structured data reads
const post = {
  id: 'p1',
  title: 'Reading the target on station 4',
  content: 'Body',
  category: 'Technique',
  tags: ['stance'],
  imageUrl: null,
  publishedAt: when,
  updatedAt: later,
  createdAt: when,
} as unknown as BlogPost;

const shooter = {
  id: 's1',
  name: 'Asha Rao',
  type: 'Trap',
  bio: 'National team shooter.',
  imageUrl: '/uploads/asha.jpg',
  achievements: ['National champion 2024'],
  tags: ['ISSF'],
  socialLinks: { instagram: 'https://instagram.com/asha', bad: 'javascript:alert(1)' },
  createdAt: when,
  updatedAt: later,
} as unknown as Shooter;

describe('structured data of a blog post and a shooter profile, against what search engines require of its type', () => {
  it('a blog post is a BlogPosting with headline, dates, author and image', () => {
    const data = blogPostingJsonLd(post, { ...site, author: 'E2E Writer', description: 'About station 4' });
    expect(data['@type']).toBe('BlogPosting');
    expect(structuredDataProblems(data)).toEqual([]);
    expect(data.dateModified).toBe(later);
  });

  it('a shooter profile is a ProfilePage whose main entity is the Person, with only http(s) profiles as sameAs', () => {
    const data = profilePageJsonLd(shooter, site);
    expect(structuredDataProblems(data)).toEqual([]);
    expect(data.mainEntity).toMatchObject({ '@type': 'Person', name: 'Asha Rao', sameAs: ['https://instagram.com/asha'] });
    expect(data.url).toBe(`${ORIGIN}/shooters/s1`);
  });

  it('the rules catch a profile whose Person has no name', () => {
    expect(structuredDataProblems({ ...profilePageJsonLd(shooter, site), mainEntity: { '@type': 'Person' } })).toEqual([
      'ProfilePage.mainEntity',
    ]);
  });
});
