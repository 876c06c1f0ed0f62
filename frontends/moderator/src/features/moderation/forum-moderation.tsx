import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ModeratedTopicDetail, ModeratedTopicSummary, TopicModerationAction } from '@trap/contracts';
import {
  Badge,
  Button,
  Card,
  FilterBar,
  FormField,
  Input,
  ListState,
  LoadFailed,
  ReasonDialog,
  Spinner,
  formatNumber,
  toast,
  Select,
  type TFunction,
} from '@trap/ui';
import { invalidateModeration, moderationApi, moderationQueries, when } from './moderation-api.ts';
import { MemberMarkdown } from './member-markdown.tsx';
import { useModerationT } from './texts/texts.ts';

/** The list's filters, each with what its empty list says. */
const FILTERS = [
  { value: 'all', labelKey: 'forum.filters.all', emptyKey: 'forum.noTopics' },
  { value: 'hidden', labelKey: 'forum.filters.hidden', emptyKey: 'forum.noFiltered.hidden' },
  { value: 'locked', labelKey: 'forum.filters.locked', emptyKey: 'forum.noFiltered.locked' },
  { value: 'pinned', labelKey: 'forum.filters.pinned', emptyKey: 'forum.noFiltered.pinned' },
] as const;

/** A topic's or reply's moderation says why: its author is told (a report's note is optional instead). */
const authorIsTold = (t: TFunction) => (reason: string) => (reason.trim().length < 3 ? t('forum.giveReason') : undefined);

/** Each action's button and the toast once it is done. */
const ACTIONS: Record<TopicModerationAction, { labelKey: string; doneKey: string }> = {
  pin: { labelKey: 'forum.actions.pin', doneKey: 'forum.done.pin' },
  unpin: { labelKey: 'forum.actions.unpin', doneKey: 'forum.done.unpin' },
  lock: { labelKey: 'forum.actions.lock', doneKey: 'forum.done.lock' },
  unlock: { labelKey: 'forum.actions.unlock', doneKey: 'forum.done.unlock' },
  move: { labelKey: 'forum.actions.move', doneKey: 'forum.done.move' },
  hide: { labelKey: 'forum.actions.hide', doneKey: 'forum.done.hide' },
  restore: { labelKey: 'forum.actions.restore', doneKey: 'forum.done.restore' },
};

function TopicBadges({ topic }: { topic: ModeratedTopicSummary }) {
  const { t } = useModerationT();
  return (
    <span className="mod-badges">
      {topic.pinned ? <Badge tone="primary">{t('forum.pinned')}</Badge> : null}
      {topic.locked ? <Badge tone="secondary">{t('forum.locked')}</Badge> : null}
      {topic.hidden ? <Badge tone="warning">{t('forum.hidden')}</Badge> : null}
      {topic.hiddenReplyCount ? <Badge tone="neutral">{t('forum.hiddenReplies', { count: topic.hiddenReplyCount })}</Badge> : null}
    </span>
  );
}

/** A topic with its replies and every moderation action (also used for a reported item in context). */
export function ModeratedTopic({ topic, highlightReplyId }: { topic: ModeratedTopicDetail; highlightReplyId?: string }) {
  const queryClient = useQueryClient();
  const { t, language } = useModerationT();
  const [action, setAction] = useState<TopicModerationAction | null>(null);
  const [reply, setReply] = useState<{ id: string; hide: boolean } | null>(null);
  const [categoryId, setCategoryId] = useState('');
  const categories = useQuery({
    ...moderationQueries.categories(),
    enabled: action === 'move',
  });
  const done = (updated: ModeratedTopicDetail, message: string) => {
    queryClient.setQueryData(moderationQueries.topic(updated.id).queryKey, updated);
    void invalidateModeration(queryClient);
    toast({ title: message, description: t('forum.authorTold'), variant: 'success' });
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
        <TopicBadges topic={topic} />
        <p className="mod-muted">
          {t('forum.topicMeta', { category: topic.categoryName, author: topic.author.displayName, date: when(topic.createdAt, language) })}{' '}
          <a href={`/forum/topic/${topic.id}`} target="_blank" rel="noreferrer">
            {t('forum.openInForum')}
          </a>
        </p>
        {topic.hidden ? (
          <p className="mod-note">{t('forum.hiddenOn', { date: when(topic.hidden.at, language), reason: topic.hidden.reason })}</p>
        ) : null}
      </header>
      <MemberMarkdown text={topic.content} testId="moderated-topic-body" />
      <div className="mod-actions" role="group" aria-label={t('forum.topicActions')}>
        {actions.map((a) => (
          <Button key={a} size="sm" variant={a === 'hide' ? 'destructive' : 'outline'} onClick={() => setAction(a)}>
            {t(ACTIONS[a].labelKey)}
          </Button>
        ))}
      </div>
      <h4 className="mod-subtitle">{t('forum.replies', { n: formatNumber(topic.replies.length, language) })}</h4>
      {topic.replies.length === 0 ? <p className="mod-muted">{t('forum.noReplies')}</p> : null}
      <ol className="mod-replies">
        {topic.replies.map((r) => (
          <li key={r.id} className={r.id === highlightReplyId ? 'mod-reply is-reported' : 'mod-reply'} data-testid={`reply-${r.id}`}>
            <p className="mod-muted">
              {r.author.displayName} · {when(r.createdAt, language)} {r.hidden ? <Badge tone="warning">{t('forum.hidden')}</Badge> : null}
              {r.id === highlightReplyId ? <Badge tone="secondary">{t('forum.reported')}</Badge> : null}
            </p>
            <MemberMarkdown text={r.content} />
            {r.hidden ? <p className="mod-note">{t('forum.hiddenBecause', { reason: r.hidden.reason })}</p> : null}
            <Button size="sm" variant={r.hidden ? 'outline' : 'destructive'} onClick={() => setReply({ id: r.id, hide: !r.hidden })}>
              {r.hidden ? t('forum.restoreReply') : t('forum.hideReply')}
            </Button>
          </li>
        ))}
      </ol>
      <ReasonDialog
        open={action !== null}
        onOpenChange={(open) => !open && setAction(null)}
        title={action ? t('forum.actionTitle', { action: t(ACTIONS[action].labelKey), title: topic.title }) : ''}
        description={t('forum.dialogDescription')}
        confirmLabel={action ? t(ACTIONS[action].labelKey) : t('forum.save')}
        busyLabel={t('forum.saving')}
        validate={authorIsTold(t)}
        errorFields={['reason', 'categoryId']}
        onConfirm={async (reason) => {
          const a = action!;
          const updated = await moderationApi.moderateTopic(topic.id, { action: a, reason, ...(a === 'move' ? { categoryId } : {}) });
          done(updated, t(ACTIONS[a].doneKey));
        }}
      >
        {action === 'move' ? (
          <FormField label={t('forum.moveTo')}>
            <Select value={categoryId} onChange={(e) => setCategoryId(e.target.value)}>
              <option value="">{t('forum.chooseCategory')}</option>
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
        title={reply?.hide ? t('forum.hideReplyTitle') : t('forum.restoreReplyTitle')}
        description={t('forum.dialogDescription')}
        confirmLabel={reply?.hide ? t('forum.hideReply') : t('forum.restoreReply')}
        busyLabel={t('forum.saving')}
        validate={authorIsTold(t)}
        onConfirm={async (reason) => {
          const updated = await moderationApi.moderateReply(topic.id, reply!.id, { action: reply!.hide ? 'hide' : 'restore', reason });
          done(updated, reply!.hide ? t('forum.replyHidden') : t('forum.replyRestored'));
        }}
      />
    </Card>
  );
}

function TopicPanel({ id }: { id: string }) {
  const topic = useQuery(moderationQueries.topic(id));
  const { t } = useModerationT();
  if (topic.isPending) return <Spinner block label={t('forum.loadingTopic')} />;
  if (topic.isError) return <LoadFailed what={t('forum.theTopic')} error={topic.error} retry={() => void topic.refetch()} />;
  return <ModeratedTopic topic={topic.data} />;
}

/** /moderator/forum: every topic (hidden ones too), filters, search, and the actions on the chosen one. */
export function ForumModeration() {
  const [params, setParams] = useSearchParams();
  const { t, language } = useModerationT();
  const chosen = FILTERS.find((f) => f.value === params.get('filter')) ?? FILTERS[0];
  const filter = chosen.value;
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
        label={t('forum.show')}
        options={FILTERS.map((f) => ({ value: f.value, label: t(f.labelKey) }))}
        value={filter}
        onChange={(value) => {
          setPage(1);
          set({ filter: value === 'all' ? null : value });
        }}
      />
      <FormField label={t('forum.searchTitles')}>
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
            {t('forum.backToTopics')}
          </Button>
          <TopicPanel id={selected} />
        </div>
      ) : (
        <ListState
          query={topics}
          loading={t('forum.loadingTopics')}
          what={t('forum.theTopics')}
          isEmpty={(d) => d.items.length === 0}
          empty={t(chosen.emptyKey)}
        >
          {(d) => (
            <>
              <ul className="mod-list" aria-label={t('forum.topics')}>
                {d.items.map((topic) => (
                  <li key={topic.id}>
                    <button type="button" className="mod-row" onClick={() => set({ topic: topic.id })}>
                      <span className="mod-row__title">{topic.title}</span>
                      <TopicBadges topic={topic} />
                      <span className="mod-muted">
                        {t('forum.rowMeta', { category: topic.categoryName, author: topic.author.displayName, count: topic.replyCount })}{' '}
                        {when(topic.lastActivityAt, language)}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
              {pages > 1 ? (
                <div className="mod-actions">
                  <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                    {t('forum.previous')}
                  </Button>
                  <span className="mod-muted">{t('forum.pageOf', { page: formatNumber(page, language), pages: formatNumber(pages, language) })}</span>
                  <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                    {t('forum.next')}
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
