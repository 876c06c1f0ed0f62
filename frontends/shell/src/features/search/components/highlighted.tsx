import type { ReactNode } from 'react';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const decode = (s: string) => s.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]!);

/**
 * The search API's `titleHtml` / `snippetHtml` (escaped text with `<mark>` around matches) as
 * React nodes: only `<mark>` becomes an element, everything else is decoded back to plain text
 * and rendered as text, so nothing from the index can ever become markup.
 */
function highlightedNodes(html: string): ReactNode[] {
  const out: ReactNode[] = [];
  const re = /<mark>([\s\S]*?)<\/mark>/g;
  let last = 0;
  let i = 0;
  for (const m of html.matchAll(re)) {
    if (m.index > last) out.push(decode(html.slice(last, m.index)));
    out.push(<mark key={i++}>{decode(m[1]!)}</mark>);
    last = m.index + m[0].length;
  }
  if (last < html.length) out.push(decode(html.slice(last)));
  return out;
}

export function Highlighted({ html }: { html: string }) {
  return <>{highlightedNodes(html)}</>;
}
