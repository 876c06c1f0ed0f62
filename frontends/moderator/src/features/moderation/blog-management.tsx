import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlogCommentQueueItem, BlogPost } from '@trap/contracts';
import { Badge, Button, Card, ConfirmDialog, FilterBar, ListState, ReasonDialog, errorMessage, toast, useAuth } from '@trap/ui';
import { invalidateModeration, moderationApi, moderationQueries, when } from './moderation-api.ts';

const COMMENT_STATUSES = [
  { value: 'pending', label: 'Awaiting approval' },
  { value: 'approved', label: 'Approved' },
  { value: 'hidden', label: 'Hidden' },
] as const;
type CommentStatus = (typeof COMMENT_STATUSES)[number]['value'];

function CommentCard({ c }: { c: BlogCommentQueueItem }) {
  const queryClient = useQueryClient();
  const [hiding, setHiding] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const refresh = () => void invalidateModeration(queryClient);
  const approve = useMutation({
    mutationFn: () => moderationApi.decideComment(c.id, 'approve'),
    onSuccess: () => {
      toast({ title: 'Comment approved', description: 'It now shows under the post.', variant: 'success' });
      refresh();
    },
    onError: (err) => toast({ title: 'Could not approve', description: errorMessage(err), variant: 'destructive' }),
  });
  return (
    <Card className="mod-card" data-testid="blog-comment">
      <p className="mod-muted">
        <strong>{c.authorName}</strong> on{' '}
        <a href={`/blog/${c.postId}`} target="_blank" rel="noreferrer">
          {c.postTitle}
        </a>{' '}
        · {when(c.createdAt)}
      </p>
      <p className="mod-text">{c.content}</p>
      <div className="mod-actions" role="group" aria-label="Comment actions">
        {c.status !== 'approved' ? (
          <Button size="sm" disabled={approve.isPending} onClick={() => approve.mutate()}>
            Approve
          </Button>
        ) : null}
        {c.status !== 'hidden' ? (
          <Button size="sm" variant="outline" onClick={() => setHiding(true)}>
            Hide
          </Button>
        ) : null}
        <Button size="sm" variant="destructive" onClick={() => setDeleting(true)}>
          Delete
        </Button>
      </div>
      <ReasonDialog
        open={hiding}
        onOpenChange={setHiding}
        optional
        title="Hide this comment"
        description="Visitors no longer see it. The reason is kept in the audit log."
        confirmLabel="Hide comment"
        onConfirm={async (reason) => {
          await moderationApi.decideComment(c.id, 'hide', reason);
          toast({ title: 'Comment hidden', variant: 'success' });
          refresh();
        }}
      />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete this comment?"
        description="It is removed for good."
        confirmLabel="Delete"
        destructive
        onConfirm={async () => {
          try {
            await moderationApi.deleteComment(c.id);
            toast({ title: 'Comment deleted', variant: 'success' });
            refresh();
          } catch (err) {
            toast({ title: 'Could not delete', description: errorMessage(err), variant: 'destructive' });
          }
        }}
      />
    </Card>
  );
}

function Comments() {
  const [status, setStatus] = useState<CommentStatus>('pending');
  const comments = useQuery(moderationQueries.comments(status));
  return (
    <section className="mod-stack" aria-labelledby="comments-title">
      <h2 id="comments-title" className="mod-subtitle">
        Comments
      </h2>
      <FilterBar
        label="Show comments"
        options={COMMENT_STATUSES}
        value={status}
        onChange={setStatus}
        counts={comments.data ? { pending: comments.data.pending } : undefined}
      />
      <ListState
        query={comments}
        loading="Loading comments..."
        what="The comments"
        isEmpty={(d) => d.items.length === 0}
        empty={status === 'pending' ? 'No comments are waiting for approval.' : 'No comments here.'}
      >
        {(d) => (
          <ul className="mod-list" aria-label="Comments">
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

const stateOf = (p: BlogPost) => (p.status === 'draft' ? 'Draft' : Date.parse(p.publishedAt) > Date.now() ? 'Scheduled' : 'Published');

/** Publishing and unpublishing posts (content admins: content.manage). */
function Posts() {
  const queryClient = useQueryClient();
  const posts = useQuery(moderationQueries.posts());
  const toggle = useMutation({
    mutationFn: (p: BlogPost) => moderationApi.setPostStatus(p.id, p.status === 'draft' ? 'published' : 'draft'),
    onSuccess: (p) => {
      toast({ title: p.status === 'draft' ? 'Post unpublished' : 'Post published', description: p.title, variant: 'success' });
      void invalidateModeration(queryClient);
    },
    onError: (err) => toast({ title: 'Could not change the post', description: errorMessage(err), variant: 'destructive' }),
  });
  return (
    <section className="mod-stack" aria-labelledby="posts-title">
      <h2 id="posts-title" className="mod-subtitle">
        Posts
      </h2>
      <ListState query={posts} loading="Loading posts..." what="The posts" isEmpty={(d) => d.length === 0} empty="No posts yet.">
        {(d) => (
          <ul className="mod-list" aria-label="Posts">
            {d.map((p) => (
              <li key={p.id} className="mod-card mod-post">
                <span className="mod-row__title">{p.title}</span>
                <span className="mod-muted">
                  <Badge tone={p.status === 'draft' ? 'neutral' : 'success'}>{stateOf(p)}</Badge> {p.category} · {when(p.publishedAt)}
                </span>
                <Button size="sm" variant="outline" disabled={toggle.isPending} onClick={() => toggle.mutate(p)}>
                  {p.status === 'draft' ? 'Publish' : 'Unpublish'}
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
