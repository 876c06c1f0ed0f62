import { Link, useParams } from 'react-router';
import { Badge, Card, PageHead, Spinner, formatDate, useAppConfig, useSiteSettings, LockedFeature } from '@trap/ui';
import { ContentImage } from '../../shared/components/content-image.tsx';
import { ItemLoadError } from '../../shared/components/item-load-error.tsx';
import { PodcastPlayer } from '../../shared/components/podcast-player.tsx';
import { clock, excerpt } from '../../shared/lib/format.ts';
import { absoluteUrl } from '../../shared/lib/structured-data.ts';
import { usePodcast, useRelatedEpisodes } from './api/podcast-queries.ts';
import { podcastEpisodeJsonLd } from './components/podcast-json-ld.ts';
import { playerLabels, usePodcastsT } from './texts/texts.ts';
import './podcasts.css';

/** /podcasts/{id}: the episode's player, show notes, guest and related episodes. */
export default function PodcastPage() {
  const { id = '' } = useParams();
  const episode = usePodcast(id);
  const related = useRelatedEpisodes(episode.data);
  const { siteOrigin } = useAppConfig();
  const { settings } = useSiteSettings();
  const { t, language } = usePodcastsT();

  if (episode.isPending) return <Spinner block label={t('episode.loading')} />;
  if (episode.isError)
    return (
      <ItemLoadError
        error={episode.error}
        missingTitle={t('episode.notFound')}
        missingText={t('episode.notFoundText')}
        failedTitle={t('episode.loadFailed')}
        failedText={t('episode.tryLater')}
        section={t('list.title')}
        back={{ to: '/podcasts', label: t('episode.back') }}
      />
    );

  const p = episode.data;
  const site = { origin: siteOrigin, name: settings.general.siteName };
  // show notes: paragraphs as written
  const notes = p.description.split(/\n{2,}/).filter((para) => para.trim());
  return (
    <div className="page">
      <PageHead
        title={t('episode.metaTitle', { number: p.episodeNumber, title: p.title })}
        description={excerpt(p.description, 155)}
        path={`/podcasts/${p.id}`}
        image={absoluteUrl(siteOrigin, p.imageUrl || '/images/placeholders/podcast.svg')}
        keywords={['trap shooting podcast', ...(p.guestName ? [p.guestName] : []), 'India']}
        jsonLd={podcastEpisodeJsonLd(p, site)}
      />
      <article className="episode" aria-labelledby="episode-title">
        <Link to="/podcasts" className="episode__back">
          {t('episode.allEpisodes')}
        </Link>
        <div className="episode__head">
          <ContentImage className="episode__img" src={p.imageUrl} kind="podcast" alt="" loading="eager" />
          <div>
            <Badge tone="primary">{t('number', { number: p.episodeNumber })}</Badge>
            <h1 id="episode-title">{p.title}</h1>
            <p className="episode__meta">
              <time dateTime={p.publishedAt}>{formatDate(p.publishedAt, language) || t('tbd')}</time> · {clock(p.duration)}
            </p>
          </div>
        </div>
        {/* a premium episode for a lower tier: no audio, what it is and an upgrade link */}
        {p.locked ? (
          <LockedFeature feature="premium_content" tier={p.requiredMembershipTier} compact />
        ) : (
          <PodcastPlayer src={p.audioUrl} title={p.title} duration={p.duration} labels={playerLabels(t)} />
        )}

        <div className="episode__grid">
          <section aria-labelledby="notes-title">
            <h2 id="notes-title">{t('episode.showNotes')}</h2>
            {notes.map((para, i) => (
              <p key={i} className="episode__notes">
                {para}
              </p>
            ))}
          </section>
          <Card className="episode__guest" role="complementary" aria-labelledby="guest-title">
            <h2 id="guest-title">{t('episode.guest')}</h2>
            {p.guestName ? (
              <>
                <p className="episode__guest-name">{p.guestName}</p>
                <p className="episode__guest-title">{p.guestTitle || t('episode.guestTitle')}</p>
                <Link to={`/search?q=${encodeURIComponent(p.guestName)}`}>{t('episode.moreWith', { name: p.guestName })}</Link>
              </>
            ) : (
              <p className="home-empty">{t('episode.teamConversation', { site: site.name })}</p>
            )}
          </Card>
        </div>
      </article>

      <section className="episode__related" aria-labelledby="related-title">
        <h2 id="related-title">{t('episode.related')}</h2>
        {related.isPending ? (
          <Spinner label={t('loading')} />
        ) : (related.data ?? []).length === 0 ? (
          <p className="home-empty">{t('episode.noRelated')}</p>
        ) : (
          <div className="home-grid home-grid--3">
            {related.data!.map((r) => (
              <Card key={r.id} className="home-card">
                <ContentImage className="home-card__img" src={r.imageUrl} kind="podcast" alt="" />
                <p className="episode-card__meta">
                  {t('number', { number: r.episodeNumber })} · {clock(r.duration)}
                </p>
                <h3>{r.title}</h3>
                <p>{excerpt(r.description)}</p>
                <Link to={`/podcasts/${r.id}`} aria-label={t('episode.listenLabel', { title: r.title })}>
                  {t('episode.listen')}
                </Link>
              </Card>
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
