import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { REPORT_REASON_LABELS, REPORT_REASONS, REPORT_TARGET_NOUNS, type Report } from '@trap/contracts';
import { Button, Card, PageHead, ReportForm, reportTargetFromQuery, Spinner, useAuth } from '@trap/ui';
import './report-abuse.css';

/** What a member sees after sending: the report is in the moderators' queue. */
function Sent({ report, onAnother }: { report: Report; onAnother: () => void }) {
  return (
    <div className="report-abuse__sent" role="status">
      <h2>Report sent</h2>
      <p>
        Thank you. Your report of this {REPORT_TARGET_NOUNS[report.targetType]} ({REPORT_REASON_LABELS[report.reason].toLowerCase()}) is
        with the moderators. We will notify you when it has been reviewed.
      </p>
      <div className="report-abuse__sent-actions">
        <Button variant="outline" onClick={onAnother}>
          Report something else
        </Button>
        <Button asChild variant="ghost">
          <Link to="/">Back to home</Link>
        </Button>
      </div>
    </div>
  );
}

/**
 * /report-abuse (SPEC 2.1, public): the policy in short for everyone; a member reports here (a
 * screen's Report action sends visitors here with `?type=&id=` naming the item), a visitor is asked
 * to log in first and comes back to the same item.
 */
export default function ReportAbusePage() {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const target = reportTargetFromQuery(params);
  const [sent, setSent] = useState<Report | null>(null);
  const returnTo = `${location.pathname}${location.search}`;

  let panel;
  if (isLoading) panel = <Spinner block label="Checking authentication..." />;
  else if (!user)
    panel = (
      <div className="report-abuse__login">
        <h2>Log in to report</h2>
        <p>Reports come from members, so that moderators can follow up and nobody can flood the queue. It only takes a moment.</p>
        <Button asChild>
          <Link to={`/auth?returnTo=${encodeURIComponent(returnTo)}`}>Log in to report</Link>
        </Button>
        <p className="page__muted">
          No account yet? <Link to="/auth?tab=register">Register for free</Link>.
        </p>
      </div>
    );
  else if (sent)
    panel = (
      <Sent
        report={sent}
        onAnother={() => {
          setSent(null);
          setParams(new URLSearchParams(), { replace: true });
        }}
      />
    );
  else
    panel = (
      <>
        <h2>{target ? `Report this ${REPORT_TARGET_NOUNS[target.targetType]}` : 'Report content'}</h2>
        <ReportForm key={returnTo} target={target} onSent={setSent} />
      </>
    );

  return (
    <div className="page report-abuse">
      <PageHead
        title="Report Abuse"
        description="Report posts, profiles or events that break the Trap India content policy. Moderators review every report."
        path="/report-abuse"
      />
      <header className="page__header">
        <p className="page__eyebrow">Community safety</p>
        <h1>Report Abuse</h1>
        <p className="page__lead">
          Seen something that breaks our <Link to="/content-policy">Content Policy</Link>? Tell the moderators. Every report is read by a
          person.
        </p>
      </header>
      <div className="report-abuse__layout">
        <Card className="report-abuse__card" role="region" aria-label="Your report">
          {panel}
        </Card>
        <aside className="report-abuse__policy" aria-labelledby="report-policy-title">
          <h2 id="report-policy-title">What you can report</h2>
          <ul>
            {REPORT_REASONS.filter((r) => r !== 'other').map((r) => (
              <li key={r}>{REPORT_REASON_LABELS[r]}</li>
            ))}
          </ul>
          <h2>What happens next</h2>
          <p>
            A moderator reviews the report and removes content or warns the member when it breaks the policy. The member you report is not
            told who reported them. You can report each item once, and we tell you when your report has been reviewed.
          </p>
          <p className="report-abuse__urgent">
            <strong>Someone in danger?</strong> Call the emergency number <a href="tel:112">112</a> first. Report unsafe or illegal firearms
            activity to the police as well.
          </p>
        </aside>
      </div>
    </div>
  );
}
