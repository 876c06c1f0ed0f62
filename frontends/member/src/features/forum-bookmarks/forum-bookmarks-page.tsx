import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { forumApi } from '@trap/contracts/api/route-paths';
import { Button, Card, Container, Spinner, call, errorMessage, invalidateRoute, queryOptions, toast, useAuth } from '@trap/ui';
import '../../shared/styles/page.css';

/** The member's bookmarks (per user: the key carries their id, so another account never sees a cached list). */
function useBookmarks() {
  const { user } = useAuth();
  return useQuery(queryOptions(forumApi.listForumBookmarks, undefined, [user?.id]));
}

function useRemoveBookmark() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (topicId: string) => call(forumApi.unbookmarkForumTopic, { params: { id: topicId } }),
    onSuccess: () => invalidateRoute(client, forumApi.listForumBookmarks),
    onError: (err) => toast({ title: 'The bookmark could not be removed', description: errorMessage(err), variant: 'destructive' }),
  });
}

const savedOn = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** /bookmarks: the forum topics I bookmarked, newest first, each a link to its topic and removable here. */
export default function ForumBookmarksPage() {
  const list = useBookmarks();
  const remove = useRemoveBookmark();
  const items = list.data?.items;
  return (
    <Container>
      <div className="pr-page">
        <header className="pr-header">
          <h1 className="pr-h1">Bookmarked Topics</h1>
          <Link to="/forum">Forum →</Link>
        </header>
        {list.isPending ? <Spinner label="Loading your bookmarks..." /> : null}
        {list.isError ? (
          <Card role="alert">
            <p className="pr-error">Your bookmarks could not be loaded: {errorMessage(list.error)}</p>
            <Button variant="outline" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </Card>
        ) : null}
        {items && items.length === 0 ? (
          <p className="pr-muted">
            No bookmarked topics yet. Open a topic in the <Link to="/forum">forum</Link> and choose Bookmark topic to keep it here.
          </p>
        ) : null}
        {items && items.length > 0 ? (
          <ul aria-label="Bookmarked topics" style={{ listStyle: 'none', padding: 0, display: 'grid', gap: '0.5rem' }}>
            {items.map((b) => (
              <li key={b.topicId}>
                <Card style={{ display: 'flex', gap: '0.75rem', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
                  <span>
                    <Link to={`/forum/topic/${b.topicId}`}>{b.title}</Link>{' '}
                    <span className="pr-muted">· saved {savedOn(b.bookmarkedAt)}</span>
                  </span>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Remove bookmark: ${b.title}`}
                    disabled={remove.isPending && remove.variables === b.topicId}
                    onClick={() => remove.mutate(b.topicId)}
                  >
                    Remove
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
