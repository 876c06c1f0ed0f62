import { useState } from 'react';
import type { ForumReply } from '@trap/contracts';
import { FORUM_REPLY_CONTENT_MAX } from '@trap/contracts';
import { Avatar, Badge, Button, FormField, ReportButton, Textarea, errorMessage } from '@trap/ui';
import { MarkdownContent } from '@trap/ui/components/markdown.tsx';
import { forumDateIn } from '../../../shared/lib/forum-date.ts';
import { textLang } from '../../../shared/lib/text-lang.ts';
import { useShellPageT } from '../../../shared/i18n/page-texts.ts';
import { AuthorName } from './author-name.tsx';

/** One reply: author, date, the quote it answers, its text, and the actions the viewer may take. */
export function ReplyItem({
  reply,
  isNew,
  canReply,
  onQuote,
  onEdit,
  onDelete,
}: {
  reply: ForumReply;
  isNew: boolean;
  canReply: boolean;
  onQuote: () => void;
  onEdit: (content: string) => Promise<unknown>;
  onDelete: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(reply.content);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const { t, language } = useShellPageT();

  const save = async () => {
    if (!draft.trim()) return setError(t('forum.reply.required'));
    setSaving(true);
    try {
      await onEdit(draft);
      setEditing(false);
      setError(undefined);
    } catch (err) {
      setError((err as { fields?: Record<string, string> }).fields?.content ?? errorMessage(err, t('forum.reply.saveFailed')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <article
      id={`reply-${reply.id}`}
      className={isNew ? 'forum-post forum-post--new' : 'forum-post'}
      aria-label={t('forum.reply.by', { name: reply.author.displayName })}
    >
      <header className="forum-post__head">
        <Avatar name={reply.author.displayName} url={reply.author.avatarUrl} size={36} />
        <div>
          <strong>
            <AuthorName author={reply.author} />
          </strong>
          <span className="forum-post__date">
            <time dateTime={reply.createdAt}>{forumDateIn(reply.createdAt, t, language)}</time>
            {reply.editedAt ? t('forum.reply.edited') : ''}
          </span>
        </div>
        {isNew ? <Badge tone="success">{t('forum.reply.new')}</Badge> : null}
      </header>
      {reply.quote ? (
        <blockquote className="forum-quote">
          <p className="forum-quote__who">
            <a href={`#reply-${reply.quote.replyId}`}>{t('forum.reply.said', { name: reply.quote.authorName })}</a>
          </p>
          <p>{reply.quote.excerpt}</p>
        </blockquote>
      ) : null}
      {editing ? (
        <div className="forum-edit">
          <FormField label={t('forum.reply.edit')} error={error}>
            <Textarea rows={4} maxLength={FORUM_REPLY_CONTENT_MAX} value={draft} onChange={(e) => setDraft(e.target.value)} />
          </FormField>
          <div className="forum-post__actions">
            <Button size="sm" onClick={() => void save()} disabled={saving}>
              {saving ? t('forum.reply.saving') : t('forum.reply.save')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                setEditing(false);
                setDraft(reply.content);
                setError(undefined);
              }}
            >
              {t('forum.reply.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <MarkdownContent markdown={reply.content} className="markdown-content forum-post__body" lang={textLang(reply.content)} />
      )}
      {!editing ? (
        <div className="forum-post__actions">
          {canReply ? (
            <Button size="sm" variant="ghost" onClick={onQuote} aria-label={t('forum.reply.quoteBy', { name: reply.author.displayName })}>
              {t('forum.reply.quote')}
            </Button>
          ) : null}
          {reply.canEdit ? (
            <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
              {t('forum.reply.editButton')}
            </Button>
          ) : null}
          {reply.mine ? (
            <Button size="sm" variant="ghost" onClick={onDelete}>
              {t('forum.reply.deleteButton')}
            </Button>
          ) : (
            <ReportButton
              targetType="forum_reply"
              targetId={reply.id}
              targetPath={`/forum/topic/${reply.topicId}#reply-${reply.id}`}
              label={t('forum.reportButton')}
              ariaLabel={t('forum.reply.reportBy', { name: reply.author.displayName })}
            />
          )}
        </div>
      ) : null}
    </article>
  );
}
