import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BLOG_COMMENT_MAX } from '@trap/contracts';
import { blogCommentsApi } from '@trap/contracts/api/route-paths';
import { ApiError, Badge, Button, FormField, STALE_TIMES, Spinner, Textarea, call, errorMessage, invalidateRoute, queryOptions, toast, useAuth } from '@trap/ui';
import { formatDate } from '../../../shared/lib/format.ts';

/**
 * Comments under a blog post: the approved ones for everyone, the member's own awaiting approval
 * (a blog moderator approves each comment before visitors see it: docs/decisions.md), and a form for
 * members; guests are asked to log in.
 */
export function BlogComments({ postId }: { postId: string }) {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const me = user?.id ?? null;
  const comments = useQuery({
    // keyed by viewer: a member also sees their own comments still waiting for approval
    ...queryOptions(blogCommentsApi.listBlogComments, { params: { id: postId } }, [me]),
    // comments change more often than the article they are under
    staleTime: STALE_TIMES.other,
  });
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const add = useMutation({
    mutationFn: (content: string) =>
      call(blogCommentsApi.createBlogComment, { params: { id: postId }, body: { content, authorName: user?.displayName || user?.username } }),
    onSuccess: () => {
      setText('');
      setError(undefined);
      toast({ title: 'Comment sent', description: 'It will show here once a moderator approves it.', variant: 'success' });
      void invalidateRoute(queryClient, blogCommentsApi.listBlogComments, { id: postId });
    },
    onError: (err) => setError(err instanceof ApiError && err.fields?.content ? err.fields.content : errorMessage(err)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return setError('Write a comment');
    add.mutate(text.trim());
  };
  const list = comments.data ?? [];
  return (
    <section className="article__comments" aria-labelledby="comments-title" data-testid="blog-comments">
      <h2 id="comments-title">Comments{list.length ? ` (${list.filter((c) => c.status === 'approved').length})` : ''}</h2>
      {comments.isPending ? (
        <Spinner label="Loading comments..." />
      ) : comments.isError ? (
        <p role="alert">The comments could not be loaded. {errorMessage(comments.error)}</p>
      ) : list.length === 0 ? (
        <p className="home-empty">No comments yet. Be the first to share your thoughts.</p>
      ) : (
        <ul className="article__comment-list">
          {list.map((c) => (
            <li key={c.id} className="article__comment">
              <p className="article__comment-meta">
                <strong>{c.authorName}</strong> · <time dateTime={c.createdAt}>{formatDate(c.createdAt)}</time>
                {c.status === 'pending' ? (
                  <>
                    {' '}
                    <Badge tone="warning">Awaiting approval</Badge>
                  </>
                ) : null}
              </p>
              <p className="article__comment-text">{c.content}</p>
            </li>
          ))}
        </ul>
      )}
      {user ? (
        <form onSubmit={submit} className="article__comment-form" noValidate>
          <FormField label="Add a comment" error={error} hint="A moderator approves comments before they show.">
            <Textarea value={text} maxLength={BLOG_COMMENT_MAX} rows={3} onChange={(e) => setText(e.target.value)} />
          </FormField>
          <Button type="submit" disabled={add.isPending}>
            {add.isPending ? 'Posting...' : 'Post comment'}
          </Button>
        </form>
      ) : (
        <p>
          <Link to={`/auth?returnTo=${encodeURIComponent(pathname)}`}>Log in</Link> to comment.
        </p>
      )}
    </section>
  );
}
