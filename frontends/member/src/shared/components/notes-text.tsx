import { Fragment } from 'react';
import { Link } from 'react-router';

/**
 * A site path in a note, preceded by a space or the start: '/shoots/…/leaderboard', which a finished
 * match day writes into the member's session and competition notes. Not '1/25' or 'km/h' (no space
 * before the slash), not a trailing full stop.
 */
const SITE_PATH = /(?<=^|\s)\/[a-z][a-z0-9-]*(?:\/[A-Za-z0-9_-]+)*(?:\?[A-Za-z0-9_=&%-]+)?(?=$|[\s.,;:!?)])/g;

/** Free-text notes with the site paths in them as links. */
export function NotesText({ text }: { text: string }) {
  const parts: (string | { path: string })[] = [];
  let last = 0;
  for (const m of text.matchAll(SITE_PATH)) {
    parts.push(text.slice(last, m.index), { path: m[0] });
    last = m.index + m[0].length;
  }
  parts.push(text.slice(last));
  return (
    <>
      {parts.map((p, i) => (typeof p === 'string' ? <Fragment key={i}>{p}</Fragment> : <Link key={i} to={p.path}>{p.path}</Link>))}
    </>
  );
}
