import { Link } from 'react-router';
import { Card, Spinner } from '@trap/ui';
import { usePodcasts } from '../api/home-queries.ts';
import { excerpt } from '../../../shared/lib/format.ts';
import { PodcastPlayer } from '../../../shared/components/podcast-player.tsx';
import { Empty, Img, Section } from './section.tsx';
import { useHomeT } from '../texts/texts.ts';

/** SPEC 2.9 Podcasts: the player with the newest episode that has audio, and the three newest episodes. */
export function PodcastSection() {
  const { t } = useHomeT();
  const podcasts = usePodcasts();
  const recent = (podcasts.data ?? []).slice(0, 3);
  // The player plays the newest episode that has audio.
  const latest = recent.find((p) => p.audioUrl);
  return (
    <Section
      id="podcasts-title"
      title={t('podcasts.title')}
      lead={t('podcasts.lead')}
      tone="muted"
      action={<Link to="/podcasts">{t('podcasts.all')}</Link>}
    >
      {podcasts.isPending ? (
        <Spinner label={t('podcasts.loading')} />
      ) : recent.length === 0 ? (
        <Empty>{t('podcasts.none')}</Empty>
      ) : (
        <>
          {latest?.audioUrl ? (
            <div>
              <p className="podcast-player__title">
                {latest.episodeNumber
                  ? t('podcasts.latestNumbered', { number: latest.episodeNumber, title: latest.title })
                  : t('podcasts.latest', { title: latest.title })}
              </p>
              <PodcastPlayer
                src={latest.audioUrl}
                title={latest.title}
                duration={typeof latest.duration === 'number' ? latest.duration : null}
              />
            </div>
          ) : null}
          <div className="home-grid home-grid--3">
            {recent.map((p) => (
              <Card key={p.id} className="home-card">
                <Img src={p.imageUrl} alt="" />
                <h3>{p.title}</h3>
                <p>{excerpt(p.description)}</p>
                <Link to={`/podcasts/${p.id}`}>{t('podcasts.listen')}</Link>
              </Card>
            ))}
          </div>
        </>
      )}
    </Section>
  );
}
