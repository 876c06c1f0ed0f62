import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { REPORT_REASONS, type Report } from '@trap/contracts';
import { Button, Card, PageHead, ReportForm, reportTargetFromQuery, Spinner, useAuth, useReportT } from '@trap/ui';
import { Trans } from '@trap/ui/i18n/trans.tsx';
import { REPORT_ABUSE_NS, useReportAbuseT } from './texts/texts.ts';
import './report-abuse.css';

/** What a member sees after sending: the report is in the moderators' queue. */
function Sent({ report, onAnother }: { report: Report; onAnother: () => void }) {
  const { t } = useReportAbuseT();
  // the contract's reasons and nouns in the page's language: @trap/ui's report form names them so already
  const { t: reportT } = useReportT();
  return (
    <div className="report-abuse__sent" role="status">
      <h2>{t('sent.title')}</h2>
      <p>
        {t('sent.text', {
          noun: reportT(`report.nouns.${report.targetType}`),
          reason: reportT(`report.reasons.${report.reason}`).toLowerCase(),
        })}
      </p>
      <div className="report-abuse__sent-actions">
        <Button variant="outline" onClick={onAnother}>
          {t('sent.another')}
        </Button>
        <Button asChild variant="ghost">
          <Link to="/">{t('sent.home')}</Link>
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
  const { t } = useReportAbuseT();
  const { t: reportT } = useReportT();

  let panel;
  if (isLoading) panel = <Spinner block label={t('checking')} />;
  else if (!user)
    panel = (
      <div className="report-abuse__login">
        <h2>{t('login.title')}</h2>
        <p>{t('login.text')}</p>
        <Button asChild>
          <Link to={`/auth?returnTo=${encodeURIComponent(returnTo)}`}>{t('login.button')}</Link>
        </Button>
        <p className="page__muted">
          <Trans ns={REPORT_ABUSE_NS} i18nKey="login.register" components={{ register: <Link to="/auth?tab=register" /> }} />
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
        <h2>{target ? t('reportThis', { noun: reportT(`report.nouns.${target.targetType}`) }) : t('reportContent')}</h2>
        <ReportForm key={returnTo} target={target} onSent={setSent} />
      </>
    );

  return (
    <div className="page report-abuse">
      <PageHead
        title={t('title')}
        description={t('metaDescription')}
        path="/report-abuse"
      />
      <header className="page__header">
        <p className="page__eyebrow">{t('eyebrow')}</p>
        <h1>{t('title')}</h1>
        <p className="page__lead">
          <Trans ns={REPORT_ABUSE_NS} i18nKey="lead" components={{ policy: <Link to="/content-policy" /> }} />
        </p>
      </header>
      <div className="report-abuse__layout">
        <Card className="report-abuse__card" role="region" aria-label={t('panel')}>
          {panel}
        </Card>
        <aside className="report-abuse__policy" aria-labelledby="report-policy-title">
          <h2 id="report-policy-title">{t('policy.title')}</h2>
          <ul>
            {REPORT_REASONS.filter((r) => r !== 'other').map((r) => (
              <li key={r}>{reportT(`report.reasons.${r}`)}</li>
            ))}
          </ul>
          <h2>{t('policy.next')}</h2>
          <p>{t('policy.nextText')}</p>
          <p className="report-abuse__urgent">
            <Trans ns={REPORT_ABUSE_NS} i18nKey="policy.urgent" components={{ strong: <strong />, call: <a href="tel:112" /> }} />
          </p>
        </aside>
      </div>
    </div>
  );
}
