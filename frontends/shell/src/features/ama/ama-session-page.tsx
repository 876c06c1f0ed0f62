import { Link, useParams } from 'react-router';
import { Badge, Button, Card, LockedFeature, PageHead, Spinner, useAppConfig, useSiteSettings } from '@trap/ui';
import { AMA_LABELS, amaKind } from '../../shared/components/ama-card.tsx';
import { ContentImage } from '../../shared/components/content-image.tsx';
import { ItemLoadError } from '../../shared/components/item-load-error.tsx';
import { excerpt, formatDate, SITE_TIME_ZONE } from '../../shared/lib/format.ts';
import { absoluteUrl } from '../../shared/lib/structured-data.ts';
import { useAma } from './api/ama-queries.ts';
import { amaEventJsonLd } from './components/ama-json-ld.ts';
import { AmaQuestions } from './components/ama-questions.tsx';
import { AmaStream } from './components/ama-stream.tsx';
import { EarlyQuestions } from './components/early-questions.tsx';
import { ReminderButton } from './components/reminder-button.tsx';
import { Transcript } from './components/transcript.tsx';
import './ama.css';

const time = (value: string | null) => {
  const d = value ? new Date(value) : null;
  return d && !Number.isNaN(d.getTime())
    ? d.toLocaleTimeString('en-IN', { hour: 'numeric', minute: '2-digit', timeZoneName: 'short', timeZone: SITE_TIME_ZONE })
    : null;
};

/**
 * /ama/{id}: one session with its label, speaker and date; Set Reminder when upcoming (and the queue for
 * members with early AMA access, the locked feature for other members); while live the stream and the
 * question queue (members ask and upvote, moderators mark answered); the transcript when past.
 */
export default function AmaSessionPage() {
  const { id = '' } = useParams();
  const ama = useAma(id);
  const { siteOrigin } = useAppConfig();
  const { settings } = useSiteSettings();

  if (ama.isPending) return <Spinner block label="Loading session..." />;
  if (ama.isError)
    return (
      <ItemLoadError
        error={ama.error}
        missingTitle="Session not found"
        missingText="This AMA session does not exist or has been removed."
        failedTitle="The session could not be loaded"
        section="AMA"
        back={{ to: '/ama', label: 'Back to all sessions' }}
      />
    );

  const a = ama.data;
  const kind = amaKind(a.status);
  const at = time(a.scheduledFor);
  return (
    <div className="page">
      <PageHead
        title={`${a.title} | AMA`}
        description={excerpt(a.description, 155)}
        path={`/ama/${a.id}`}
        image={absoluteUrl(siteOrigin, a.imageUrl || '/images/placeholders/ama.svg')}
        keywords={['trap shooting AMA', ...(a.shooterName ? [a.shooterName] : []), 'live Q&A', 'India']}
        jsonLd={amaEventJsonLd(a, { origin: siteOrigin, name: settings.general.siteName })}
      />
      <article className="ama-session" aria-labelledby="ama-title">
        <Link to="/ama" className="ama-session__back">
          ← All sessions
        </Link>
        <div className="ama-session__head">
          <ContentImage className="ama-session__img" src={a.imageUrl} kind="ama" alt="" loading="eager" />
          <div>
            <Badge tone={kind === 'live' ? 'secondary' : kind === 'upcoming' ? 'primary' : 'neutral'}>{AMA_LABELS[kind].label}</Badge>
            <h1 id="ama-title">{a.title}</h1>
            <p className="ama-session__speaker">{a.shooterName ?? 'Guest'} · Shooting Expert</p>
            {kind !== 'live' ? (
              <p className="ama-session__date" data-testid="ama-date">
                {a.scheduledFor ? <time dateTime={a.scheduledFor}>{formatDate(a.scheduledFor)}</time> : formatDate(a.scheduledFor)}
                {kind === 'upcoming' && at ? ` · ${at}` : ''}
              </p>
            ) : null}
            <div className="ama-session__actions">
              {kind === 'upcoming' ? <ReminderButton amaId={a.id} title={a.title} completeReturn /> : null}
              {kind === 'past' && a.transcript ? (
                <Button asChild size="sm" variant="outline">
                  <a href="#transcript">{AMA_LABELS.past.action}</a>
                </Button>
              ) : null}
            </div>
          </div>
        </div>

        {kind === 'live' ? (
          <Card className="ama-session__live" role="status">
            <strong>This session is live now.</strong> {a.shooterName ?? 'Our guest'} is answering questions from the community.
          </Card>
        ) : null}

        {kind === 'live' ? (
          <div className="ama-room">
            <AmaStream title={a.title} streamUrl={a.streamUrl} />
            <AmaQuestions amaId={a.id} live />
          </div>
        ) : null}

        {kind === 'upcoming' ? <EarlyQuestions amaId={a.id} /> : null}

        <section aria-labelledby="about-title">
          <h2 id="about-title">About this session</h2>
          <p className="ama-session__description">{a.description}</p>
        </section>

        {kind === 'past' ? (
          <section id="transcript" aria-labelledby="transcript-title" className="ama-session__transcript">
            <h2 id="transcript-title">Transcript</h2>
            {a.transcript ? <Transcript text={a.transcript} /> : <p className="home-empty">No transcript is available for this session.</p>}
            {a.locked ? <LockedFeature feature="premium_content" tier={a.requiredMembershipTier} compact /> : null}
          </section>
        ) : null}
      </article>
    </div>
  );
}
