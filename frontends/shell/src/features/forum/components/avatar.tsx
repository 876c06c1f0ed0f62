import type { ForumAuthor } from '@trap/contracts';

/** The author's picture, or their initials. */
export function Avatar({ author }: { author: ForumAuthor }) {
  if (author.avatarUrl) return <img className="forum-avatar" src={author.avatarUrl} alt="" width={36} height={36} loading="lazy" />;
  const initials = author.displayName
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
  return (
    <span className="forum-avatar forum-avatar--initials" aria-hidden="true">
      {initials || '?'}
    </span>
  );
}
