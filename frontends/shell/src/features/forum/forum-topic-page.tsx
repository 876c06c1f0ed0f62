import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { Avatar, Button, Card, PageHead, ReportButton, Spinner, errorMessage, toast, useAppConfig, useAuth, useConfirm } from '@trap/ui';
import { MarkdownContent } from '@trap/ui/components/markdown.tsx';
import { ItemLoadError } from '../../shared/components/item-load-error.tsx';
import { forumDateIn } from '../../shared/lib/forum-date.ts';
import { textLang } from '../../shared/lib/text-lang.ts';
import { useShellPageT } from '../../shared/i18n/page-texts.ts';
import { useReplyMutations, useTopic, useTopicBookmark } from './api/forum-queries.ts';
import { discussionForumPostingJsonLd } from './forum-json-ld.ts';
import { AuthorName } from './components/author-name.tsx';
import { ReplyForm, type QuoteTarget } from './components/reply-form.tsx';
import { ReplyItem } from './components/reply-item.tsx';
import { TopicFlags } from './components/topic-list.tsx';
import './forum.css';

/** A signed-in member's bookmark of the topic: pressed while bookmarked; their list is /bookmarks. */
function BookmarkToggle({ topicId }: { topicId: string }) {
  const { bookmarked, known, toggle } = useTopicBookmark(topicId);
  const pressed = toggle.isPending ? toggle.variables : bookmarked;
  const { t } = useShellPageT();
  return (
    <Button
      variant={pressed ? 'secondary' : 'outline'}
      size="sm"
      aria-pressed={pressed}
      disabled={!known || toggle.isPending}
      focusableWhenDisabled
      onClick={() =>
        toggle.mutate(!bookmarked, {
          onError: (err) => toast({ title: t('forum.topic.bookmarkFailed'), description: errorMessage(err), variant: 'destructive' }),
        })
      }
    >
      {pressed ? t('forum.topic.removeBookmark') : t('forum.topic.bookmark')}
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
  const { t, language } = useShellPageT();
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

  if (topic.isPending) return <Spinner block label={t('forum.topic.loading')} />;
  // a failed refresh (the page reads the topic again while it is open) keeps what is shown
  if (!topic.data)
    return (
      <ItemLoadError
        error={topic.error}
        missingTitle={t('forum.topic.notFound')}
        missingText={t('forum.topic.notFoundText')}
        failedTitle={t('forum.topic.failed')}
        section={t('forum.section')}
        back={{ to: '/forum', label: t('forum.backToForum') }}
      />
    );

  const tp = topic.data;
  // a topic in Hindi on an English page (or the other way round) is read in its own language
  const lang = textLang(`${tp.title} ${tp.content}`);
  const { replies } = tp;
  const canReply = Boolean(user) && !tp.locked;
  const lastSeen = firstSeen?.id === id ? firstSeen.count : null;
  const newCount = lastSeen === null ? 0 : Math.max(0, replies.length - lastSeen);

  const startQuote = (q: QuoteTarget) => {
    setQuote(q);
    document.getElementById('reply-form-title')?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };
  const deleteReply = async (replyId: string) => {
    const yes = await confirm({
      title: t('forum.topic.deleteTitle'),
      description: t('forum.topic.deleteText'),
      confirmLabel: t('forum.topic.delete'),
    });
    if (!yes) return;
    try {
      await remove.mutateAsync(replyId);
      toast({ title: t('forum.topic.deleted') });
    } catch (err) {
      toast({ title: t('forum.topic.deleteFailed'), description: errorMessage(err), variant: 'destructive' });
    }
  };

  return (
    <div className="page forum forum--topic">
      <PageHead
        title={tp.title}
        description={tp.excerpt}
        path={`/forum/topic/${tp.id}`}
        type="article"
        jsonLd={discussionForumPostingJsonLd(tp, { origin: siteOrigin })}
      />
      <Link to={`/forum/category/${tp.categoryId}`} className="forum__back">
        ← {tp.categoryName || t('forum.section')}
      </Link>
      <article className="forum-post forum-post--topic" aria-labelledby="topic-title">
        <header>
          <span className="forum-topic-row__flags">
            <TopicFlags topic={tp} />
          </span>
          <h1 id="topic-title" lang={lang}>
            {tp.title}
          </h1>
          <div className="forum-post__head">
            <Avatar name={tp.author.displayName} url={tp.author.avatarUrl} size={36} />
            <div>
              <strong>
                <AuthorName author={tp.author} />
              </strong>
              <span className="forum-post__date">
                <time dateTime={tp.createdAt}>{forumDateIn(tp.createdAt, t, language)}</time> · {t('forum.viewCount', { count: tp.views })}{' '}
                · {t('forum.replyCount', { count: tp.replyCount })}
              </span>
            </div>
          </div>
        </header>
        <MarkdownContent markdown={tp.content} className="markdown-content forum-post__body" testId="topic-body" lang={lang} />
        <div className="forum-post__actions">
          {user ? <BookmarkToggle topicId={tp.id} /> : null}
          {tp.author.id !== user?.id ? (
            <ReportButton
              targetType="forum_topic"
              targetId={tp.id}
              targetPath={`/forum/topic/${tp.id}`}
              label={t('forum.reportButton')}
              ariaLabel={t('forum.topic.report')}
            />
          ) : null}
        </div>
      </article>

      <section aria-labelledby="replies-title" className="forum-replies">
        <h2 id="replies-title">{t('forum.topic.replies')}</h2>
        {newCount > 0 ? <p className="forum-new-note">{t('forum.topic.newSinceVisit', { count: newCount })}</p> : null}
        {replies.length === 0 ? (
          <p className="home-empty">{t('forum.topic.noReplies')}</p>
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

      {tp.locked ? (
        <Card className="forum-locked" role="status">
          {t('forum.topic.locked')}
        </Card>
      ) : user ? (
        <ReplyForm quote={quote} onClearQuote={() => setQuote(null)} submit={(input) => post.mutateAsync(input)} pending={post.isPending} />
      ) : (
        <Card className="forum-locked">
          <Link to={`/auth?returnTo=${encodeURIComponent(`/forum/topic/${tp.id}`)}`}>{t('forum.topic.logIn')}</Link>
          {t('forum.topic.toReply')}
        </Card>
      )}
      {confirmDialog}
    </div>
  );
}
