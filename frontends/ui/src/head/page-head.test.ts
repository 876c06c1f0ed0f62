import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { JsonLd } from './page-head.tsx';

const HOSTILE = '</script><script>window.__xss=1</script><!-- \u2028 </SCRIPT >';

describe('a structured-data block', () => {
  it('when a user wrote a title that closes the script element, then the block stays one inert element and reads back the same title', () => {
    const html = renderToString(createElement(JsonLd, { data: { '@type': 'DiscussionForumPosting', headline: HOSTILE } }));
    expect(html.startsWith('<script type="application/ld+json">')).toBe(true);
    // the only end tag is the block's own, and nothing in it opens a comment or another element
    expect(html.match(/<\/script/gi)).toEqual(['</script']);
    expect(html.slice(0, -'</script>'.length)).not.toMatch(/<(?!script type="application\/ld\+json">)/i);
    const body = /^<script type="application\/ld\+json">(.*)<\/script>$/s.exec(html)![1]!;
    expect((JSON.parse(body) as { headline: string }).headline).toBe(HOSTILE);
  });
});
