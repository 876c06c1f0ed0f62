import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { REPORT_REASON_LABELS, REPORT_TARGET_LABELS, REPORT_TARGET_NOUNS, type Report } from '@trap/contracts';
import { Badge, Button, Card, FilterBar, ListState, ReasonDialog, Spinner, errorMessage, toast, useAuth } from '@trap/ui';
import { invalidateModeration, moderationApi, moderationQueries, when } from './moderation-api.ts';
import { ModeratedTopic } from './forum-moderation.tsx';
import { MemberMarkdown } from './member-markdown.tsx';

const STATUSES = [
  { value: 'open', label: 'Open' },
  { value: 'resolved', label: 'Resolved' },
  { value: 'dismissed', label: 'Dismissed' },
] as const;
type ReportStatus = (typeof STATUSES)[number]['value'];

/** The reported forum topic or reply in its topic, with the moderation actions (forum moderators). */
function ReportedItem({ report }: { report: Report }) {
  const isReply = report.targetType === 'forum_reply';
  const topic = useQuery(isReply ? moderationQueries.replyTopic(report.targetId) : moderationQueries.topic(report.targetId));
  if (topic.isPending) return <Spinner label="Loading the reported item..." />;
  if (topic.isError)
    return <p className="mod-note">The reported item could not be loaded ({errorMessage(topic.error)}): it may have been deleted.</p>;
  return <ModeratedTopic topic={topic.data} highlightReplyId={isReply ? report.targetId : undefined} />;
}

/** What was reported: the topic's or reply's text as members are shown it, with its author. */
function ReportedText({ report }: { report: Report }) {
  const c = report.content;
  const noun = REPORT_TARGET_NOUNS[report.targetType];
  if (!c)
    return report.targetType === 'forum_topic' || report.targetType === 'forum_reply' ? (
      <p className="mod-note">The reported {noun} is no longer there: it may have been deleted.</p>
    ) : null;
  const isReply = report.targetType === 'forum_reply';
  return (
    // a named group, not a region: every report on the page has one, and landmarks' names are unique
    <div className="mod-reported" role="group" aria-label={`Reported ${noun}`} data-testid="reported-content">
      <p className="mod-label">
        Reported {noun} {c.hidden ? <Badge tone="warning">Hidden</Badge> : null}
      </p>
      {c.title && !isReply ? <h3 className="mod-reported__title">{c.title}</h3> : null}
      <p className="mod-muted">
        By {c.author?.displayName ?? 'Former member'} · {when(c.createdAt)}
        {c.title && isReply ? ` · in “${c.title}”` : ''}
      </p>
      <MemberMarkdown text={c.text} testId="reported-text" />
    </div>
  );
}

function ReportCard({ report }: { report: Report }) {
  const { can } = useAuth();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [decision, setDecision] = useState<'resolve' | 'dismiss' | null>(null);
  const forumItem = report.targetType === 'forum_topic' || report.targetType === 'forum_reply';
  return (
    <Card className="mod-card" data-testid="report">
      {/* each report's heading, under the page's h1 and above the reported topic's title */}
      <h2 className="mod-row__title mod-card__title">
        {REPORT_TARGET_LABELS[report.targetType]}: {REPORT_REASON_LABELS[report.reason]}{' '}
        {report.reportCount > 1 ? <Badge tone="warning">{report.reportCount} reports</Badge> : null}
        {report.status !== 'open' ? <Badge tone="neutral">{report.status === 'resolved' ? 'Resolved' : 'Dismissed'}</Badge> : null}
      </h2>
      <p className="mod-muted">
        Reported by {report.reporter.displayName} · {when(report.createdAt)}
        {report.targetLabel ? ` · ${report.targetLabel}` : ''}
        {report.targetPath ? (
          <>
            {' · '}
            <a href={report.targetPath} target="_blank" rel="noreferrer">
              See it on the site
            </a>
          </>
        ) : null}
      </p>
      <ReportedText report={report} />
      {report.note ? (
        <div className="mod-reporter-note" data-testid="reporter-note">
          <p className="mod-label">Reporter’s note</p>
          <blockquote>{report.note}</blockquote>
        </div>
      ) : null}
      {report.resolutionNote ? <p className="mod-note">Note: {report.resolutionNote}</p> : null}
      {forumItem && can('forum.moderate') ? (
        <>
          <Button size="sm" variant="link" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? 'Hide the reported item' : 'See the item in context'}
          </Button>
          {open ? <ReportedItem report={report} /> : null}
        </>
      ) : null}
      {report.status === 'open' ? (
        <div className="mod-actions" role="group" aria-label="Decision">
          <Button size="sm" onClick={() => setDecision('resolve')}>
            Action taken
          </Button>
          <Button size="sm" variant="outline" onClick={() => setDecision('dismiss')}>
            Dismiss
          </Button>
        </div>
      ) : null}
      <ReasonDialog
        open={decision !== null}
        onOpenChange={(o) => !o && setDecision(null)}
        optional
        title={decision === 'resolve' ? 'Mark as acted on' : 'Dismiss this report'}
        description={
          decision === 'resolve'
            ? 'Hide the item first (see it in context) if it breaks the rules. The reporter is told that action was taken.'
            : 'Nothing breaks the content policy. The reporter is told it was reviewed.'
        }
        confirmLabel={decision === 'resolve' ? 'Resolve report' : 'Dismiss report'}
        errorFields={['resolutionNote']}
        onConfirm={async (note) => {
          await moderationApi.decideReport(report.id, decision!, note);
          void invalidateModeration(queryClient);
          toast({
            title: decision === 'resolve' ? 'Report resolved' : 'Report dismissed',
            description: 'The reporter has been told.',
            variant: 'success',
          });
        }}
      />
    </Card>
  );
}

/** /moderator/reports: the queue of members' reports (newest first), each with its item in context. */
export function ReportedContent() {
  const [status, setStatus] = useState<ReportStatus>('open');
  const reports = useQuery(moderationQueries.reports(status));
  return (
    <div className="mod-stack">
      <FilterBar
        label="Show"
        options={STATUSES}
        value={status}
        onChange={setStatus}
        counts={reports.data ? { open: reports.data.open } : undefined}
      />
      <ListState
        query={reports}
        loading="Loading reports..."
        what="The reports"
        isEmpty={(d) => d.items.length === 0}
        empty={status === 'open' ? 'No open reports. Nothing is waiting for review.' : `No ${status} reports.`}
      >
        {(d) => (
          <ul className="mod-list" aria-label="Reports">
            {d.items.map((r) => (
              <li key={r.id}>
                <ReportCard report={r} />
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </div>
  );
}
