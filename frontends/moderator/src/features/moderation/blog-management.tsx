import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlogCommentQueueItem, BlogPost } from '@trap/contracts';
import { Badge, Button, Card, ConfirmDialog, FilterBar, ListState, ReasonDialog, errorMessage, toast, useAuth } from '@trap/ui';
import { invalidateModeration, moderationApi, moderationQueries, when } from './moderation-api.ts';
import { useModerationT } from './texts/texts.ts';

const COMMENT_STATUSES = [
  { value: 'pending', labelKey: 'blog.statuses.pending' },
  { value: 'approved', labelKey: 'blog.statuses.approved' },
  { value: 'hidden', labelKey: 'blog.statuses.hidden' },
] as const;
type CommentStatus = (typeof COMMENT_STATUSES)[number]['value'];

function CommentCard({ c }: { c: BlogCommentQueueItem }) {
  const queryClient = useQueryClient();
  const { t, language } = useModerationT();
  const [hiding, setHiding] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const refresh = () => void invalidateModeration(queryClient);
  const approve = useMutation({
    mutationFn: () => moderationApi.decideComment(c.id, 'approve'),
    onSuccess: () => {
      toast({ title: t('blog.approved'), description: t('blog.approvedDescription'), variant: 'success' });
      refresh();
    },
    onError: (err) => toast({ title: t('blog.approveFailed'), description: errorMessage(err), variant: 'destructive' }),
  });
  return (
    <Card className="mod-card" data-testid="blog-comment">
      <p className="mod-muted">
        <strong>{c.authorName}</strong> {t('blog.on')}{' '}
        <a href={`/blog/${c.postId}`} target="_blank" rel="noreferrer">
          {c.postTitle}
        </a>{' '}
        · {when(c.createdAt, language)}
      </p>
      <p className="mod-text">{c.content}</p>
      <div className="mod-actions" role="group" aria-label={t('blog.commentActions')}>
        {c.status !== 'approved' ? (
          <Button size="sm" disabled={approve.isPending} onClick={() => approve.mutate()}>
            {t('blog.approve')}
          </Button>
        ) : null}
        {c.status !== 'hidden' ? (
          <Button size="sm" variant="outline" onClick={() => setHiding(true)}>
            {t('blog.hide')}
          </Button>
        ) : null}
        <Button size="sm" variant="destructive" onClick={() => setDeleting(true)}>
          {t('blog.delete')}
        </Button>
      </div>
      <ReasonDialog
        open={hiding}
        onOpenChange={setHiding}
        optional
        title={t('blog.hideTitle')}
        description={t('blog.hideDescription')}
        confirmLabel={t('blog.hideComment')}
        busyLabel={t('blog.saving')}
        onConfirm={async (reason) => {
          await moderationApi.decideComment(c.id, 'hide', reason);
          toast({ title: t('blog.hidden'), variant: 'success' });
          refresh();
        }}
      />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('blog.deleteTitle')}
        description={t('blog.deleteDescription')}
        confirmLabel={t('blog.delete')}
        cancelLabel={t('blog.cancel')}
        destructive
        onConfirm={async () => {
          try {
            await moderationApi.deleteComment(c.id);
            toast({ title: t('blog.deleted'), variant: 'success' });
            refresh();
          } catch (err) {
            toast({ title: t('blog.deleteFailed'), description: errorMessage(err), variant: 'destructive' });
          }
        }}
      />
    </Card>
  );
}

function Comments() {
  const [status, setStatus] = useState<CommentStatus>('pending');
  const comments = useQuery(moderationQueries.comments(status));
  const { t } = useModerationT();
  return (
    <section className="mod-stack" aria-labelledby="comments-title">
      <h2 id="comments-title" className="mod-subtitle">
        {t('blog.comments')}
      </h2>
      <FilterBar
        label={t('blog.showComments')}
        options={COMMENT_STATUSES.map((s) => ({ value: s.value, label: t(s.labelKey) }))}
        value={status}
        onChange={setStatus}
        counts={comments.data ? { pending: comments.data.pending } : undefined}
      />
      <ListState
        query={comments}
        loading={t('blog.loadingComments')}
        what={t('blog.theComments')}
        isEmpty={(d) => d.items.length === 0}
        empty={status === 'pending' ? t('blog.noPending') : t('blog.noComments')}
      >
        {(d) => (
          <ul className="mod-list" aria-label={t('blog.comments')}>
            {d.items.map((c) => (
              <li key={c.id}>
                <CommentCard c={c} />
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </section>
  );
}

const POST_STATES = {
  draft: { labelKey: 'blog.states.draft' },
  scheduled: { labelKey: 'blog.states.scheduled' },
  published: { labelKey: 'blog.states.published' },
};
const stateOf = (p: BlogPost) =>
  POST_STATES[p.status === 'draft' ? 'draft' : Date.parse(p.publishedAt) > Date.now() ? 'scheduled' : 'published'];

/** Publishing and unpublishing posts (content admins: content.manage). */
function Posts() {
  const queryClient = useQueryClient();
  const posts = useQuery(moderationQueries.posts());
  const { t, language } = useModerationT();
  const toggle = useMutation({
    mutationFn: (p: BlogPost) => moderationApi.setPostStatus(p.id, p.status === 'draft' ? 'published' : 'draft'),
    onSuccess: (p) => {
      toast({ title: p.status === 'draft' ? t('blog.postUnpublished') : t('blog.postPublished'), description: p.title, variant: 'success' });
      void invalidateModeration(queryClient);
    },
    onError: (err) => toast({ title: t('blog.changeFailed'), description: errorMessage(err), variant: 'destructive' }),
  });
  return (
    <section className="mod-stack" aria-labelledby="posts-title">
      <h2 id="posts-title" className="mod-subtitle">
        {t('blog.posts')}
      </h2>
      <ListState
        query={posts}
        loading={t('blog.loadingPosts')}
        what={t('blog.thePosts')}
        isEmpty={(d) => d.length === 0}
        empty={t('blog.noPosts')}
      >
        {(d) => (
          <ul className="mod-list" aria-label={t('blog.posts')}>
            {d.map((p) => (
              <li key={p.id} className="mod-card mod-post">
                <span className="mod-row__title">{p.title}</span>
                <span className="mod-muted">
                  <Badge tone={p.status === 'draft' ? 'neutral' : 'success'}>{t(stateOf(p).labelKey)}</Badge> {p.category} · {when(p.publishedAt, language)}
                </span>
                <Button size="sm" variant="outline" disabled={toggle.isPending} onClick={() => toggle.mutate(p)}>
                  {p.status === 'draft' ? t('blog.publish') : t('blog.unpublish')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </section>
  );
}

/** /moderator/blog: blog comments to approve, hide or delete; posts to publish or unpublish for content admins. */
export function BlogManagement() {
  const { can } = useAuth();
  return (
    <div className="mod-stack">
      <Comments />
      {can('content.manage') ? <Posts /> : null}
    </div>
  );
}
