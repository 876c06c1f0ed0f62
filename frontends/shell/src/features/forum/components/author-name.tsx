import { Link } from 'react-router';
import type { ForumAuthor } from '@trap/contracts';

/** The author's name, linked to their public profile when they have one. */
export function AuthorName({ author }: { author: ForumAuthor }) {
  return author.profileUrl ? <Link to={author.profileUrl}>{author.displayName}</Link> : <>{author.displayName}</>;
}
