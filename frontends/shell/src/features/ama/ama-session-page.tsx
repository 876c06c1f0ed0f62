import { Link, useParams } from 'react-router';
import { Badge, Button, Card, LockedFeature, PageHead, Spinner, formatDate, formatTime, useAppConfig, useSiteSettings } from '@trap/ui';
import { amaKind } from '../../shared/components/ama-card.tsx';
import { ContentImage } from '../../shared/components/content-image.tsx';
import { ItemLoadError } from '../../shared/components/item-load-error.tsx';
import { excerpt } from '../../shared/lib/format.ts';
import { absoluteUrl } from '../../shared/lib/structured-data.ts';
import { useAma } from './api/ama-queries.ts';
import { amaEventJsonLd } from './components/ama-json-ld.ts';
import { AmaQuestions } from './components/ama-questions.tsx';
import { AmaStream } from './components/ama-stream.tsx';
import { EarlyQuestions } from './components/early-questions.tsx';
import { ReminderButton } from './components/reminder-button.tsx';
import { Transcript } from './components/transcript.tsx';
import { KIND_TEXTS, useAmaT } from './texts/texts.ts';
import './ama.css';

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
  const { t, language } = useAmaT();

  if (ama.isPending) return <Spinner block label={t('session.loading')} />;
  if (ama.isError)
    return (
      <ItemLoadError
        error={ama.error}
        missingTitle={t('session.notFound')}
        missingText={t('session.notFoundText')}
        failedTitle={t('session.loadFailed')}
        failedText={t('session.tryLater')}
        section={t('list.eyebrow')}
        back={{ to: '/ama', label: t('session.back') }}
      />
    );

  const a = ama.data;
  const kind = amaKind(a.status);
  // a time in India, said so (IST) in both languages
  const time = a.scheduledFor ? formatTime(a.scheduledFor, language) : '';
  const at = time ? t('session.at', { time }) : null;
  const date = (a.scheduledFor && formatDate(a.scheduledFor, language)) || t('tbd');
  return (
    <div className="page">
      <PageHead
        title={t('session.metaTitle', { title: a.title })}
        description={excerpt(a.description, 155)}
        path={`/ama/${a.id}`}
        image={absoluteUrl(siteOrigin, a.imageUrl || '/images/placeholders/ama.svg')}
        keywords={['trap shooting AMA', ...(a.shooterName ? [a.shooterName] : []), 'live Q&A', 'India']}
        jsonLd={amaEventJsonLd(a, { origin: siteOrigin, name: settings.general.siteName })}
      />
      <article className="ama-session" aria-labelledby="ama-title">
        <Link to="/ama" className="ama-session__back">
          {t('session.allSessions')}
        </Link>
        <div className="ama-session__head">
          <ContentImage className="ama-session__img" src={a.imageUrl} kind="ama" alt="" loading="eager" />
          <div>
            <Badge tone={kind === 'live' ? 'secondary' : kind === 'upcoming' ? 'primary' : 'neutral'}>{t(KIND_TEXTS[kind].labelKey)}</Badge>
            <h1 id="ama-title">{a.title}</h1>
            <p className="ama-session__speaker">{t('session.speaker', { name: a.shooterName ?? t('guest') })}</p>
            {kind !== 'live' ? (
              <p className="ama-session__date" data-testid="ama-date">
                {a.scheduledFor ? <time dateTime={a.scheduledFor}>{date}</time> : date}
                {kind === 'upcoming' && at ? ` · ${at}` : ''}
              </p>
            ) : null}
            <div className="ama-session__actions">
              {kind === 'upcoming' ? <ReminderButton amaId={a.id} title={a.title} completeReturn /> : null}
              {kind === 'past' && a.transcript ? (
                <Button asChild size="sm" variant="outline">
                  <a href="#transcript">{t(KIND_TEXTS.past.actionKey)}</a>
                </Button>
              ) : null}
            </div>
          </div>
        </div>

        {kind === 'live' ? (
          <Card className="ama-session__live" role="status">
            <strong>{t('session.liveNow')}</strong> {t('session.liveAnswering', { name: a.shooterName ?? t('session.ourGuest') })}
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
          <h2 id="about-title">{t('session.about')}</h2>
          <p className="ama-session__description">{a.description}</p>
        </section>

        {kind === 'past' ? (
          <section id="transcript" aria-labelledby="transcript-title" className="ama-session__transcript">
            <h2 id="transcript-title">{t('session.transcript')}</h2>
            {a.transcript ? <Transcript text={a.transcript} /> : <p className="home-empty">{t('session.noTranscript')}</p>}
            {a.locked ? <LockedFeature feature="premium_content" tier={a.requiredMembershipTier} compact /> : null}
          </section>
        ) : null}
      </article>
    </div>
  );
}
