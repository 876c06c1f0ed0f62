import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Report } from '@trap/contracts';
import { Badge, Button, Card, FilterBar, ListState, ReasonDialog, Spinner, errorMessage, formatNumber, toast, useAuth, useReportT } from '@trap/ui';
import { invalidateModeration, moderationApi, moderationQueries, when } from './moderation-api.ts';
import { ModeratedTopic } from './forum-moderation.tsx';
import { MemberMarkdown } from './member-markdown.tsx';
import { useModerationT } from './texts/texts.ts';

const STATUSES = [
  { value: 'open', labelKey: 'reports.statuses.open', emptyKey: 'reports.noOpen' },
  { value: 'resolved', labelKey: 'reports.statuses.resolved', emptyKey: 'reports.noResolved' },
  { value: 'dismissed', labelKey: 'reports.statuses.dismissed', emptyKey: 'reports.noDismissed' },
] as const;
type ReportStatus = (typeof STATUSES)[number]['value'];

/**
 * What was reported and why, in the page's language: @trap/ui's report texts (the report form's own),
 * whose English is contracts' labels word for word.
 */
function useReportLabels() {
  const { t } = useReportT();
  return {
    target: (report: Report) => t(`report.targets.${report.targetType}`),
    noun: (report: Report) => t(`report.nouns.${report.targetType}`),
    reason: (report: Report) => t(`report.reasons.${report.reason}`),
  };
}

/** The reported forum topic or reply in its topic, with the moderation actions (forum moderators). */
function ReportedItem({ report }: { report: Report }) {
  const isReply = report.targetType === 'forum_reply';
  const topic = useQuery(isReply ? moderationQueries.replyTopic(report.targetId) : moderationQueries.topic(report.targetId));
  const { t } = useModerationT();
  if (topic.isPending) return <Spinner label={t('reports.loadingItem')} />;
  if (topic.isError) return <p className="mod-note">{t('reports.itemFailed', { error: errorMessage(topic.error) })}</p>;
  return <ModeratedTopic topic={topic.data} highlightReplyId={isReply ? report.targetId : undefined} />;
}

/** What was reported: the topic's or reply's text as members are shown it, with its author. */
function ReportedText({ report }: { report: Report }) {
  const c = report.content;
  const { t, language } = useModerationT();
  const noun = useReportLabels().noun(report);
  if (!c)
    return report.targetType === 'forum_topic' || report.targetType === 'forum_reply' ? (
      <p className="mod-note">{t('reports.gone', { noun })}</p>
    ) : null;
  const isReply = report.targetType === 'forum_reply';
  return (
    // a named group, not a region: every report on the page has one, and landmarks' names are unique
    <div className="mod-reported" role="group" aria-label={t('reports.reportedNoun', { noun })} data-testid="reported-content">
      <p className="mod-label">
        {t('reports.reportedNoun', { noun })} {c.hidden ? <Badge tone="warning">{t('reports.hidden')}</Badge> : null}
      </p>
      {c.title && !isReply ? <h3 className="mod-reported__title">{c.title}</h3> : null}
      <p className="mod-muted">
        {t('reports.by', { author: c.author?.displayName ?? t('reports.formerMember'), date: when(c.createdAt, language) })}
        {c.title && isReply ? t('reports.inTopic', { title: c.title }) : ''}
      </p>
      <MemberMarkdown text={c.text} testId="reported-text" />
    </div>
  );
}

function ReportCard({ report }: { report: Report }) {
  const { can } = useAuth();
  const { t, language } = useModerationT();
  const labels = useReportLabels();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [decision, setDecision] = useState<'resolve' | 'dismiss' | null>(null);
  const forumItem = report.targetType === 'forum_topic' || report.targetType === 'forum_reply';
  return (
    <Card className="mod-card" data-testid="report">
      {/* each report's heading, under the page's h1 and above the reported topic's title */}
      <h2 className="mod-row__title mod-card__title">
        {t('reports.heading', { target: labels.target(report), reason: labels.reason(report) })}{' '}
        {report.reportCount > 1 ? <Badge tone="warning">{t('reports.count', { n: formatNumber(report.reportCount, language) })}</Badge> : null}
        {report.status !== 'open' ? (
          <Badge tone="neutral">{report.status === 'resolved' ? t('reports.statuses.resolved') : t('reports.statuses.dismissed')}</Badge>
        ) : null}
      </h2>
      <p className="mod-muted">
        {t('reports.reportedBy', { name: report.reporter.displayName, date: when(report.createdAt, language) })}
        {report.targetLabel ? ` · ${report.targetLabel}` : ''}
        {report.targetPath ? (
          <>
            {' · '}
            <a href={report.targetPath} target="_blank" rel="noreferrer">
              {t('reports.seeOnSite')}
            </a>
          </>
        ) : null}
      </p>
      <ReportedText report={report} />
      {report.note ? (
        <div className="mod-reporter-note" data-testid="reporter-note">
          <p className="mod-label">{t('reports.reporterNote')}</p>
          <blockquote>{report.note}</blockquote>
        </div>
      ) : null}
      {report.resolutionNote ? <p className="mod-note">{t('reports.note', { note: report.resolutionNote })}</p> : null}
      {forumItem && can('forum.moderate') ? (
        <>
          <Button size="sm" variant="link" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? t('reports.hideItem') : t('reports.seeInContext')}
          </Button>
          {open ? <ReportedItem report={report} /> : null}
        </>
      ) : null}
      {report.status === 'open' ? (
        <div className="mod-actions" role="group" aria-label={t('reports.decision')}>
          <Button size="sm" onClick={() => setDecision('resolve')}>
            {t('reports.actionTaken')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setDecision('dismiss')}>
            {t('reports.dismiss')}
          </Button>
        </div>
      ) : null}
      <ReasonDialog
        open={decision !== null}
        onOpenChange={(o) => !o && setDecision(null)}
        optional
        title={decision === 'resolve' ? t('reports.resolveTitle') : t('reports.dismissTitle')}
        description={decision === 'resolve' ? t('reports.resolveDescription') : t('reports.dismissDescription')}
        confirmLabel={decision === 'resolve' ? t('reports.resolveReport') : t('reports.dismissReport')}
        busyLabel={t('reports.saving')}
        errorFields={['resolutionNote']}
        onConfirm={async (note) => {
          await moderationApi.decideReport(report.id, decision!, note);
          void invalidateModeration(queryClient);
          toast({
            title: decision === 'resolve' ? t('reports.resolved') : t('reports.dismissed'),
            description: t('reports.reporterTold'),
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
  const { t } = useModerationT();
  return (
    <div className="mod-stack">
      <FilterBar
        label={t('reports.show')}
        options={STATUSES.map((s) => ({ value: s.value, label: t(s.labelKey) }))}
        value={status}
        onChange={setStatus}
        counts={reports.data ? { open: reports.data.open } : undefined}
      />
      <ListState
        query={reports}
        loading={t('reports.loading')}
        what={t('reports.theReports')}
        isEmpty={(d) => d.items.length === 0}
        empty={t(STATUSES.find((s) => s.value === status)!.emptyKey)}
      >
        {(d) => (
          <ul className="mod-list" aria-label={t('reports.list')}>
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
