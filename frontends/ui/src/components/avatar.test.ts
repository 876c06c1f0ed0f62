import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Avatar, initialsOf } from './avatar.tsx';

const html = (props: Parameters<typeof Avatar>[0]) => renderToStaticMarkup(createElement(Avatar, props));

describe('Avatar', () => {
  it('shows the first and the last name initial when the member has no picture', () => {
    expect(initialsOf('Arjun Mehta')).toBe('AM');
    expect(initialsOf('  ravi  kumar singh ')).toBe('RS');
    expect(initialsOf('Priya')).toBe('P');
    expect(initialsOf('   ')).toBe('?');
    const disc = html({ name: 'Arjun Mehta', url: null, size: 32 });
    expect(disc).toContain('data-initials="AM"');
    expect(disc).toContain('aria-hidden="true"');
    expect(disc).toContain('width:32px;height:32px');
  });

  it('shows the picture at the given size, decorative (empty alt) since the name stands beside it', () => {
    const img = html({ name: 'Arjun Mehta', url: 'https://example.org/a.jpg', size: 48 });
    expect(img).toMatch(/^<img /);
    expect(img).toContain('alt=""');
    expect(img).toContain('width="48" height="48"');
    expect(img).toContain('loading="lazy"');
    expect(html({ name: 'A', url: 'https://example.org/a.jpg', loading: 'eager' })).toContain('loading="eager"');
  });
});
