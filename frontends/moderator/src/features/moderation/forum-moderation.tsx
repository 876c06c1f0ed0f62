import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ModeratedTopicDetail, ModeratedTopicSummary, TopicModerationAction } from '@trap/contracts';
import { Badge, Button, Card, FilterBar, FormField, Input, ListState, LoadFailed, ReasonDialog, Spinner, toast, Select } from '@trap/ui';
import { invalidateModeration, moderationApi, moderationQueries, when } from './moderation-api.ts';
import { MemberMarkdown } from './member-markdown.tsx';

const FILTERS = [
  { value: 'all', label: 'All topics' },
  { value: 'hidden', label: 'Hidden' },
  { value: 'locked', label: 'Locked' },
  { value: 'pinned', label: 'Pinned' },
] as const;

/** A topic's or reply's moderation says why: its author is told (a report's note is optional instead). */
const authorIsTold = (reason: string) => (reason.trim().length < 3 ? 'Give a reason: the author is told' : undefined);

const ACTION_LABEL: Record<TopicModerationAction, string> = {
  pin: 'Pin',
  unpin: 'Unpin',
  lock: 'Lock',
  unlock: 'Unlock',
  move: 'Move',
  hide: 'Hide',
  restore: 'Restore',
};

const DONE: Record<TopicModerationAction, string> = {
  pin: 'pinned',
  unpin: 'unpinned',
  lock: 'locked',
  unlock: 'unlocked',
  move: 'moved',
  hide: 'hidden',
  restore: 'restored',
};

function TopicBadges({ t }: { t: ModeratedTopicSummary }) {
  return (
    <span className="mod-badges">
      {t.pinned ? <Badge tone="primary">Pinned</Badge> : null}
      {t.locked ? <Badge tone="secondary">Locked</Badge> : null}
      {t.hidden ? <Badge tone="warning">Hidden</Badge> : null}
      {t.hiddenReplyCount ? (
        <Badge tone="neutral">
          {t.hiddenReplyCount} hidden repl{t.hiddenReplyCount === 1 ? 'y' : 'ies'}
        </Badge>
      ) : null}
    </span>
  );
}

/** A topic with its replies and every moderation action (also used for a reported item in context). */
export function ModeratedTopic({ topic, highlightReplyId }: { topic: ModeratedTopicDetail; highlightReplyId?: string }) {
  const queryClient = useQueryClient();
  const [action, setAction] = useState<TopicModerationAction | null>(null);
  const [reply, setReply] = useState<{ id: string; hide: boolean } | null>(null);
  const [categoryId, setCategoryId] = useState('');
  const categories = useQuery({
    ...moderationQueries.categories(),
    enabled: action === 'move',
  });
  const done = (t: ModeratedTopicDetail, message: string) => {
    queryClient.setQueryData(moderationQueries.topic(t.id).queryKey, t);
    void invalidateModeration(queryClient);
    toast({ title: message, description: 'The author has been told why.', variant: 'success' });
  };
  const actions: TopicModerationAction[] = [
    topic.pinned ? 'unpin' : 'pin',
    topic.locked ? 'unlock' : 'lock',
    'move',
    topic.hidden ? 'restore' : 'hide',
  ];
  return (
    <Card className="mod-card mod-topic" data-testid="moderated-topic">
      <header className="mod-topic__head">
        <h3>{topic.title}</h3>
        <TopicBadges t={topic} />
        <p className="mod-muted">
          {topic.categoryName} · by {topic.author.displayName} · {when(topic.createdAt)} ·{' '}
          <a href={`/forum/topic/${topic.id}`} target="_blank" rel="noreferrer">
            Open in forum
          </a>
        </p>
        {topic.hidden ? (
          <p className="mod-note">
            Hidden {when(topic.hidden.at)}: {topic.hidden.reason}
          </p>
        ) : null}
      </header>
      <MemberMarkdown text={topic.content} testId="moderated-topic-body" />
      <div className="mod-actions" role="group" aria-label="Topic actions">
        {actions.map((a) => (
          <Button key={a} size="sm" variant={a === 'hide' ? 'destructive' : 'outline'} onClick={() => setAction(a)}>
            {ACTION_LABEL[a]}
          </Button>
        ))}
      </div>
      <h4 className="mod-subtitle">Replies ({topic.replies.length})</h4>
      {topic.replies.length === 0 ? <p className="mod-muted">No replies yet.</p> : null}
      <ol className="mod-replies">
        {topic.replies.map((r) => (
          <li key={r.id} className={r.id === highlightReplyId ? 'mod-reply is-reported' : 'mod-reply'} data-testid={`reply-${r.id}`}>
            <p className="mod-muted">
              {r.author.displayName} · {when(r.createdAt)} {r.hidden ? <Badge tone="warning">Hidden</Badge> : null}
              {r.id === highlightReplyId ? <Badge tone="secondary">Reported</Badge> : null}
            </p>
            <MemberMarkdown text={r.content} />
            {r.hidden ? <p className="mod-note">Hidden: {r.hidden.reason}</p> : null}
            <Button size="sm" variant={r.hidden ? 'outline' : 'destructive'} onClick={() => setReply({ id: r.id, hide: !r.hidden })}>
              {r.hidden ? 'Restore reply' : 'Hide reply'}
            </Button>
          </li>
        ))}
      </ol>
      <ReasonDialog
        open={action !== null}
        onOpenChange={(open) => !open && setAction(null)}
        title={action ? `${ACTION_LABEL[action]} "${topic.title}"` : ''}
        description="The author is told what happened and why."
        confirmLabel={action ? ACTION_LABEL[action] : 'Save'}
        validate={authorIsTold}
        errorFields={['reason', 'categoryId']}
        onConfirm={async (reason) => {
          const a = action!;
          const t = await moderationApi.moderateTopic(topic.id, { action: a, reason, ...(a === 'move' ? { categoryId } : {}) });
          done(t, `Topic ${DONE[a]}`);
        }}
      >
        {action === 'move' ? (
          <FormField label="Move to">
            <Select value={categoryId} onChange={(e) => setCategoryId(e.target.value)}>
              <option value="">Choose a category</option>
              {(categories.data ?? [])
                .filter((c) => c.id !== topic.categoryId)
                .map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
            </Select>
          </FormField>
        ) : null}
      </ReasonDialog>
      <ReasonDialog
        open={reply !== null}
        onOpenChange={(open) => !open && setReply(null)}
        title={reply?.hide ? 'Hide this reply' : 'Restore this reply'}
        description="The author is told what happened and why."
        confirmLabel={reply?.hide ? 'Hide reply' : 'Restore reply'}
        validate={authorIsTold}
        onConfirm={async (reason) => {
          const t = await moderationApi.moderateReply(topic.id, reply!.id, { action: reply!.hide ? 'hide' : 'restore', reason });
          done(t, reply!.hide ? 'Reply hidden' : 'Reply restored');
        }}
      />
    </Card>
  );
}

function TopicPanel({ id }: { id: string }) {
  const topic = useQuery(moderationQueries.topic(id));
  if (topic.isPending) return <Spinner block label="Loading the topic..." />;
  if (topic.isError) return <LoadFailed what="The topic" error={topic.error} retry={() => void topic.refetch()} />;
  return <ModeratedTopic topic={topic.data} />;
}

/** /moderator/forum: every topic (hidden ones too), filters, search, and the actions on the chosen one. */
export function ForumModeration() {
  const [params, setParams] = useSearchParams();
  const filter = FILTERS.find((f) => f.value === params.get('filter'))?.value ?? 'all';
  const selected = params.get('topic');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const topics = useQuery(moderationQueries.topics(filter, q, page));
  const set = (next: Record<string, string | null>) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v === null) p.delete(k);
      else p.set(k, v);
    }
    setParams(p, { replace: true });
  };
  const pages = topics.data ? Math.max(1, Math.ceil(topics.data.total / topics.data.pageSize)) : 1;
  return (
    <div className="mod-stack">
      <FilterBar
        label="Show"
        options={FILTERS}
        value={filter}
        onChange={(value) => {
          setPage(1);
          set({ filter: value === 'all' ? null : value });
        }}
      />
      <FormField label="Search titles">
        <Input
          type="search"
          value={q}
          onChange={(e) => {
            setQ(e.target.value);
            setPage(1);
          }}
        />
      </FormField>
      {selected ? (
        <div className="mod-stack">
          <Button variant="link" onClick={() => set({ topic: null })}>
            ← Back to the topics
          </Button>
          <TopicPanel id={selected} />
        </div>
      ) : (
        <ListState
          query={topics}
          loading="Loading topics..."
          what="The topics"
          isEmpty={(d) => d.items.length === 0}
          empty={filter === 'all' ? 'No topics yet.' : `No ${filter} topics.`}
        >
          {(d) => (
            <>
              <ul className="mod-list" aria-label="Topics">
                {d.items.map((t) => (
                  <li key={t.id}>
                    <button type="button" className="mod-row" onClick={() => set({ topic: t.id })}>
                      <span className="mod-row__title">{t.title}</span>
                      <TopicBadges t={t} />
                      <span className="mod-muted">
                        {t.categoryName} · {t.author.displayName} · {t.replyCount} repl{t.replyCount === 1 ? 'y' : 'ies'} ·{' '}
                        {when(t.lastActivityAt)}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
              {pages > 1 ? (
                <div className="mod-actions">
                  <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                    Previous
                  </Button>
                  <span className="mod-muted">
                    Page {page} of {pages}
                  </span>
                  <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                    Next
                  </Button>
                </div>
              ) : null}
            </>
          )}
        </ListState>
      )}
    </div>
  );
}
