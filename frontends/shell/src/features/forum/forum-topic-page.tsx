import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { Avatar, Button, Card, PageHead, ReportButton, Spinner, errorMessage, toast, useAppConfig, useAuth, useConfirm } from '@trap/ui';
import { MarkdownContent } from '@trap/ui/components/markdown.tsx';
import { ItemLoadError } from '../../shared/components/item-load-error.tsx';
import { forumDate } from '../../shared/lib/forum-date.ts';
import { useReplyMutations, useTopic, useTopicBookmark } from './api/forum-queries.ts';
import { discussionForumPostingJsonLd } from './forum-json-ld.ts';
import { AuthorName } from './components/author-name.tsx';
import { ReplyForm, type QuoteTarget } from './components/reply-form.tsx';
import { ReplyItem } from './components/reply-item.tsx';
import { TopicFlags } from './components/topic-list.tsx';
import './forum.css';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A signed-in member's bookmark of the topic: pressed while bookmarked; their list is /bookmarks. */
function BookmarkToggle({ topicId }: { topicId: string }) {
  const { bookmarked, known, toggle } = useTopicBookmark(topicId);
  const pressed = toggle.isPending ? toggle.variables : bookmarked;
  return (
    <Button
      variant={pressed ? 'secondary' : 'outline'}
      size="sm"
      aria-pressed={pressed}
      disabled={!known || toggle.isPending}
      focusableWhenDisabled
      onClick={() =>
        toggle.mutate(!bookmarked, {
          onError: (err) => toast({ title: 'The bookmark could not be changed', description: errorMessage(err), variant: 'destructive' }),
        })
      }
    >
      {pressed ? 'Remove bookmark' : 'Bookmark topic'}
    </Button>
  );
}

/**
 * /forum/topic/{id}: the topic, its replies in order (new ones since the member's last visit
 * marked), and for members the reply form with quoting, editing and deleting of their own replies.
 * A locked topic says so and takes no replies.
 */
export default function ForumTopicPage() {
  const { id = '' } = useParams();
  const { hash } = useLocation();
  const { user } = useAuth();
  const { siteOrigin } = useAppConfig();
  const topic = useTopic(id);
  const { post, edit, remove } = useReplyMutations(id);
  const [quote, setQuote] = useState<QuoteTarget | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  // the first answer's read mark: later refetches (after my own reply) must not move the "new" line
  const [firstSeen, setFirstSeen] = useState<{ id: string; count: number | null } | null>(null);
  const loaded = topic.data;
  if (loaded && firstSeen?.id !== id) setFirstSeen({ id, count: loaded.lastReadReplyCount });

  // once the topic is there (not again at each refresh, which would pull the reader back)
  const ready = Boolean(loaded);
  useEffect(() => {
    if (!ready || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [ready, hash]);

  if (topic.isPending) return <Spinner block label="Loading topic..." />;
  // a failed refresh (the page reads the topic again while it is open) keeps what is shown
  if (!topic.data)
    return (
      <ItemLoadError
        error={topic.error}
        missingTitle="Topic not found"
        missingText="This topic does not exist or has been removed."
        failedTitle="The topic could not be loaded"
        section="Forum"
        back={{ to: '/forum', label: 'Back to the forum' }}
      />
    );

  const t = topic.data;
  const { replies } = t;
  const canReply = Boolean(user) && !t.locked;
  const lastSeen = firstSeen?.id === id ? firstSeen.count : null;
  const newCount = lastSeen === null ? 0 : Math.max(0, replies.length - lastSeen);

  const startQuote = (q: QuoteTarget) => {
    setQuote(q);
    document.getElementById('reply-form-title')?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };
  const deleteReply = async (replyId: string) => {
    const yes = await confirm({
      title: 'Delete this reply?',
      description: 'Your reply will be removed from the topic. This cannot be undone.',
      confirmLabel: 'Delete',
    });
    if (!yes) return;
    try {
      await remove.mutateAsync(replyId);
      toast({ title: 'Reply deleted' });
    } catch (err) {
      toast({ title: 'The reply could not be deleted', description: errorMessage(err), variant: 'destructive' });
    }
  };

  return (
    <div className="page forum forum--topic">
      <PageHead
        title={t.title}
        description={t.excerpt}
        path={`/forum/topic/${t.id}`}
        type="article"
        jsonLd={discussionForumPostingJsonLd(t, { origin: siteOrigin })}
      />
      <Link to={`/forum/category/${t.categoryId}`} className="forum__back">
        ← {t.categoryName || 'Forum'}
      </Link>
      <article className="forum-post forum-post--topic" aria-labelledby="topic-title">
        <header>
          <span className="forum-topic-row__flags">
            <TopicFlags topic={t} />
          </span>
          <h1 id="topic-title">{t.title}</h1>
          <div className="forum-post__head">
            <Avatar name={t.author.displayName} url={t.author.avatarUrl} size={36} />
            <div>
              <strong>
                <AuthorName author={t.author} />
              </strong>
              <span className="forum-post__date">
                <time dateTime={t.createdAt}>{forumDate(t.createdAt)}</time> · {plural(t.views, 'view', 'views')} ·{' '}
                {plural(t.replyCount, 'reply', 'replies')}
              </span>
            </div>
          </div>
        </header>
        <MarkdownContent markdown={t.content} className="markdown-content forum-post__body" testId="topic-body" />
        <div className="forum-post__actions">
          {user ? <BookmarkToggle topicId={t.id} /> : null}
          {t.author.id !== user?.id ? (
            <ReportButton targetType="forum_topic" targetId={t.id} targetPath={`/forum/topic/${t.id}`} ariaLabel="Report this topic" />
          ) : null}
        </div>
      </article>

      <section aria-labelledby="replies-title" className="forum-replies">
        <h2 id="replies-title">Replies</h2>
        {newCount > 0 ? <p className="forum-new-note">{plural(newCount, 'new reply', 'new replies')} since your last visit</p> : null}
        {replies.length === 0 ? (
          <p className="home-empty">No replies yet.</p>
        ) : (
          <ol className="forum-reply-list">
            {replies.map((r, i) => (
              <li key={r.id}>
                <ReplyItem
                  reply={r}
                  isNew={lastSeen !== null && i >= lastSeen}
                  canReply={canReply}
                  onQuote={() => startQuote({ replyId: r.id, authorName: r.author.displayName, excerpt: r.content.slice(0, 200) })}
                  onEdit={(content) => edit.mutateAsync({ replyId: r.id, content })}
                  onDelete={() => void deleteReply(r.id)}
                />
              </li>
            ))}
          </ol>
        )}
      </section>

      {t.locked ? (
        <Card className="forum-locked" role="status">
          This topic is locked. New replies are not accepted.
        </Card>
      ) : user ? (
        <ReplyForm quote={quote} onClearQuote={() => setQuote(null)} submit={(input) => post.mutateAsync(input)} pending={post.isPending} />
      ) : (
        <Card className="forum-locked">
          <Link to={`/auth?returnTo=${encodeURIComponent(`/forum/topic/${t.id}`)}`}>Log in</Link> to reply.
        </Card>
      )}
      {confirmDialog}
    </div>
  );
}
