import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button, Card, Spinner, Textarea, errorMessage, formatDate, formatNumber, useAuth, useConfirm } from '@trap/ui';
import { Trans } from '@trap/ui/i18n/trans.tsx';
import { useAddComment, useComments, useDeleteComment, useFeed, useKudos, type FeedItem } from './feed-api.ts';
import './activity-feed.css';
import { PROFILE_NS, useProfileT } from './texts/texts.ts';

function Comments({ item }: { item: FeedItem }) {
  const comments = useComments(item.id, true);
  const { t, language } = useProfileT();
  const add = useAddComment(item.id);
  const remove = useDeleteComment(item.id);
  const [confirm, confirmDialog] = useConfirm();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      await add.mutateAsync(text);
      setText('');
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <div className="af-comments">
      {comments.isPending ? <Spinner label={t('feed.loadingComments')} size="sm" /> : null}
      {comments.isError ? (
        <p role="alert" className="af-error">
          {t('feed.commentsFailed')}{' '}
          <Button variant="link" size="sm" onClick={() => void comments.refetch()}>
            {t('tryAgain')}
          </Button>
        </p>
      ) : null}
      {comments.data?.items.length === 0 ? <p className="af-muted">{t('feed.noComments')}</p> : null}
      <ul className="af-comment-list">
        {comments.data?.items.map((c) => (
          <li key={c.id}>
            <strong>{c.author.displayName}</strong> <span className="af-muted">{formatDate(c.createdAt, language)}</span>
            <p>{c.text}</p>
            {c.canDelete ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={async () => {
                  if (await confirm({ title: t('feed.deleteTitle'), description: c.text, confirmLabel: t('feed.deleteComment') }))
                    remove.mutate(c.id);
                }}
              >
                {t('feed.deleteComment')}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <form onSubmit={(e) => void submit(e)} className="af-comment-form">
        <label htmlFor={fieldId}>{t('feed.addComment')}</label>
        <Textarea
          id={fieldId}
          value={text}
          maxLength={500}
          rows={2}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
        />
        {error ? (
          <p id={`${fieldId}-error`} role="alert" className="af-error">
            {error}
          </p>
        ) : null}
        <Button type="submit" size="sm" disabled={add.isPending || !text.trim()} aria-busy={add.isPending || undefined}>
          {t('feed.postComment')}
        </Button>
      </form>
      {confirmDialog}
    </div>
  );
}

function FeedEntry({ item, mine }: { item: FeedItem; mine: boolean }) {
  const kudos = useKudos(item);
  const { t, language } = useProfileT();
  const [open, setOpen] = useState(false);
  return (
    <li className="af-item">
      <div className="af-item__head">
        <span className="af-avatar" aria-hidden="true">
          {item.owner.displayName.slice(0, 1)}
        </span>
        <div>
          <p className="af-item__who">
            {mine ? t('feed.you') : item.link ? <Link to={item.link}>{item.owner.displayName}</Link> : item.owner.displayName}
            <span className="af-muted"> · {formatDate(item.occurredAt, language)}</span>
          </p>
          <p className="af-item__title">{item.title}</p>
          <p className="af-muted">{item.summary}</p>
        </div>
      </div>
      <div className="af-actions">
        <Button
          variant={item.kudosByMe ? 'primary' : 'outline'}
          size="sm"
          aria-pressed={item.kudosByMe}
          disabled={mine || kudos.isPending}
          onClick={() => kudos.mutate()}
        >
          {t('feed.kudos', { n: formatNumber(item.kudosCount, language) })}
        </Button>
        <Button variant="ghost" size="sm" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          {t('feed.comments', { n: formatNumber(item.commentCount, language) })}
        </Button>
      </div>
      {open ? <Comments item={item} /> : null}
    </li>
  );
}

/** The member's activity feed on the dashboard: their own sessions and their network's, as each shares them. */
export function ActivityFeed() {
  const { user } = useAuth();
  const feed = useFeed();
  const { t } = useProfileT();
  const items = feed.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Card role="region" aria-labelledby="activity-feed" id="activity" className="af-card">
      <h2 id="activity-feed" style={{ fontSize: '1.1rem' }}>
        {t('feed.title')}
      </h2>
      {feed.isPending ? <Spinner label={t('feed.loading')} block /> : null}
      {feed.isError ? (
        <p role="alert" className="af-error">
          {t('feed.loadFailed')}{' '}
          <Button variant="link" size="sm" onClick={() => void feed.refetch()}>
            {t('tryAgain')}
          </Button>
        </p>
      ) : null}
      {feed.isSuccess && items.length === 0 ? (
        <p className="af-muted">
          <Trans ns={PROFILE_NS} i18nKey="feed.empty" components={{ practice: <Link to="/practice" />, friends: <Link to="/friends" /> }} />
        </p>
      ) : null}
      <ul className="af-list">
        {items.map((item) => (
          <FeedEntry key={item.id} item={item} mine={item.owner.id === user?.id} />
        ))}
      </ul>
      {feed.hasNextPage ? (
        <Button variant="outline" size="sm" onClick={() => void feed.fetchNextPage()} disabled={feed.isFetchingNextPage}>
          {t('feed.showMore')}
        </Button>
      ) : null}
    </Card>
  );
}
