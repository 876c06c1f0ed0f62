import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BLOG_COMMENT_MAX } from '@trap/contracts';
import { blogCommentsApi } from '@trap/contracts/api/route-paths';
import {
  ApiError,
  Badge,
  Button,
  FormField,
  STALE_TIMES,
  Spinner,
  Textarea,
  call,
  errorMessage,
  formatDate,
  invalidateRoute,
  queryOptions,
  toast,
  useAuth,
} from '@trap/ui';
import { Trans } from '@trap/ui/i18n/trans.tsx';
import { BLOG_NS, useBlogT } from '../texts/texts.ts';

/**
 * Comments under a blog post: the approved ones for everyone, the member's own awaiting approval
 * (a blog moderator approves each comment before visitors see it: docs/decisions.md), and a form for
 * members; guests are asked to log in.
 */
export function BlogComments({ postId }: { postId: string }) {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const { t, language } = useBlogT();
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
      toast({ title: t('comments.sent'), description: t('comments.sentText'), variant: 'success' });
      void invalidateRoute(queryClient, blogCommentsApi.listBlogComments, { id: postId });
    },
    onError: (err) => setError(err instanceof ApiError && err.fields?.content ? err.fields.content : errorMessage(err)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return setError(t('comments.writeOne'));
    add.mutate(text.trim());
  };
  const list = comments.data ?? [];
  return (
    <section className="article__comments" aria-labelledby="comments-title" data-testid="blog-comments">
      <h2 id="comments-title">
        {list.length ? t('comments.titleCount', { n: list.filter((c) => c.status === 'approved').length }) : t('comments.title')}
      </h2>
      {comments.isPending ? (
        <Spinner label={t('comments.loading')} />
      ) : comments.isError ? (
        <p role="alert">{t('comments.loadFailed', { reason: errorMessage(comments.error) })}</p>
      ) : list.length === 0 ? (
        <p className="home-empty">{t('comments.empty')}</p>
      ) : (
        <ul className="article__comment-list">
          {list.map((c) => (
            <li key={c.id} className="article__comment">
              <p className="article__comment-meta">
                <strong>{c.authorName}</strong> · <time dateTime={c.createdAt}>{formatDate(c.createdAt, language) || t('tbd')}</time>
                {c.status === 'pending' ? (
                  <>
                    {' '}
                    <Badge tone="warning">{t('comments.awaiting')}</Badge>
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
          <FormField label={t('comments.add')} error={error} hint={t('comments.hint')}>
            <Textarea value={text} maxLength={BLOG_COMMENT_MAX} rows={3} onChange={(e) => setText(e.target.value)} />
          </FormField>
          <Button type="submit" disabled={add.isPending}>
            {add.isPending ? t('comments.posting') : t('comments.post')}
          </Button>
        </form>
      ) : (
        <p>
          <Trans ns={BLOG_NS} i18nKey="comments.logIn" components={{ login: <Link to={`/auth?returnTo=${encodeURIComponent(pathname)}`} /> }} />
        </p>
      )}
    </section>
  );
}
