import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { forumApi } from '@trap/contracts/api/route-paths';
import { Button, Card, Container, Spinner, call, errorMessage, formatDate, invalidateRoute, queryOptions, toast, useAuth } from '@trap/ui';
import { Trans } from '@trap/ui/i18n/trans.tsx';
import { FORUM_BOOKMARKS_NS, useForumBookmarksT } from './texts/texts.ts';
import '../../shared/styles/page.css';

/** The member's bookmarks (per user: the key carries their id, so another account never sees a cached list). */
function useBookmarks() {
  const { user } = useAuth();
  return useQuery(queryOptions(forumApi.listForumBookmarks, undefined, [user?.id]));
}

function useRemoveBookmark() {
  const { t } = useForumBookmarksT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (topicId: string) => call(forumApi.unbookmarkForumTopic, { params: { id: topicId } }),
    onSuccess: () => invalidateRoute(client, forumApi.listForumBookmarks),
    onError: (err) => toast({ title: t('removeFailed'), description: errorMessage(err), variant: 'destructive' }),
  });
}

/** /bookmarks: the forum topics I bookmarked, newest first, each a link to its topic and removable here. */
export default function ForumBookmarksPage() {
  const list = useBookmarks();
  const remove = useRemoveBookmark();
  const items = list.data?.items;
  const { t, language } = useForumBookmarksT();
  return (
    <Container>
      <div className="pr-page">
        <header className="pr-header">
          <h1 className="pr-h1">{t('title')}</h1>
          <Link to="/forum">{t('toForum')}</Link>
        </header>
        {list.isPending ? <Spinner label={t('loading')} /> : null}
        {list.isError ? (
          <Card role="alert">
            <p className="pr-error">{t('loadFailed', { reason: errorMessage(list.error) })}</p>
            <Button variant="outline" onClick={() => void list.refetch()}>
              {t('tryAgain')}
            </Button>
          </Card>
        ) : null}
        {items && items.length === 0 ? (
          <p className="pr-muted">
            <Trans ns={FORUM_BOOKMARKS_NS} i18nKey="empty" components={{ forum: <Link to="/forum" /> }} />
          </p>
        ) : null}
        {items && items.length > 0 ? (
          <ul aria-label={t('listLabel')} style={{ listStyle: 'none', padding: 0, display: 'grid', gap: '0.5rem' }}>
            {items.map((b) => (
              <li key={b.topicId}>
                <Card style={{ display: 'flex', gap: '0.75rem', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
                  <span>
                    <Link to={`/forum/topic/${b.topicId}`}>{b.title}</Link>{' '}
                    <span className="pr-muted">{t('savedOn', { date: formatDate(b.bookmarkedAt, language) })}</span>
                  </span>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={t('removeLabel', { title: b.title })}
                    disabled={remove.isPending && remove.variables === b.topicId}
                    onClick={() => remove.mutate(b.topicId)}
                  >
                    {t('remove')}
                  </Button>
                </Card>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </Container>
  );
}
