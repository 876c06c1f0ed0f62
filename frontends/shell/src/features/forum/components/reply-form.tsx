import { useState, type FormEvent } from 'react';
import { FORUM_REPLY_CONTENT_MAX } from '@trap/contracts';
import { Button, FormField, Textarea, errorMessage, toast } from '@trap/ui';
import { MarkdownContent } from '@trap/ui/components/markdown.tsx';
import { useShellPageT } from '../../../shared/i18n/page-texts.ts';

export interface QuoteTarget {
  replyId: string;
  authorName: string;
  excerpt: string;
}

/**
 * The reply box: markdown with a Write / Preview switch, the quoted reply above it (removable), and
 * the server's field message under the text when it refuses.
 */
export function ReplyForm({
  quote,
  onClearQuote,
  submit,
  pending,
}: {
  quote: QuoteTarget | null;
  onClearQuote: () => void;
  submit: (input: { content: string; quoteReplyId: string | null }) => Promise<unknown>;
  pending: boolean;
}) {
  const [content, setContent] = useState('');
  const [preview, setPreview] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const { t } = useShellPageT();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    if (!content.trim()) {
      setError(t('forum.reply.required'));
      return;
    }
    setError(undefined);
    try {
      await submit({ content, quoteReplyId: quote?.replyId ?? null });
      setContent('');
      setPreview(false);
      onClearQuote();
      toast({ title: t('forum.reply.posted') });
    } catch (err) {
      const fields = (err as { fields?: Record<string, string> }).fields;
      setError(fields?.content ?? fields?.quoteReplyId ?? errorMessage(err, t('forum.reply.postFailed')));
    }
  };

  return (
    <form className="forum-reply-form" onSubmit={onSubmit} aria-labelledby="reply-form-title" noValidate>
      <h2 id="reply-form-title">{t('forum.reply.title')}</h2>
      {quote ? (
        <div className="forum-quote forum-quote--draft">
          <p>
            {t('forum.reply.quoting')} <strong>{quote.authorName}</strong>: {quote.excerpt}
          </p>
          <Button type="button" variant="ghost" size="sm" onClick={onClearQuote}>
            {t('forum.reply.removeQuote')}
          </Button>
        </div>
      ) : null}
      <div className="forum-editor__tabs" role="group" aria-label={t('forum.reply.editor')}>
        <Button type="button" size="sm" variant={preview ? 'ghost' : 'secondary'} aria-pressed={!preview} onClick={() => setPreview(false)}>
          {t('forum.reply.write')}
        </Button>
        <Button type="button" size="sm" variant={preview ? 'secondary' : 'ghost'} aria-pressed={preview} onClick={() => setPreview(true)}>
          {t('forum.reply.preview')}
        </Button>
      </div>
      {preview ? (
        <div className="forum-preview" aria-label={t('forum.reply.previewLabel')}>
          {content.trim() ? <MarkdownContent markdown={content} /> : <p className="home-empty">{t('forum.reply.nothingToPreview')}</p>}
        </div>
      ) : (
        <FormField label={t('forum.reply.yourReply')} hint={t('forum.reply.hint')} error={error}>
          <Textarea rows={5} maxLength={FORUM_REPLY_CONTENT_MAX} value={content} onChange={(e) => setContent(e.target.value)} />
        </FormField>
      )}
      {preview && error ? (
        <p className="forum-error" role="alert">
          {error}
        </p>
      ) : null}
      {/* stays focusable while posting, so a keyboard user's focus is not dropped to the page */}
      <Button type="submit" disabled={pending} focusableWhenDisabled>
        {pending ? t('forum.reply.posting') : t('forum.reply.post')}
      </Button>
    </form>
  );
}
