import { Link } from 'react-router';
import { Card, Spinner } from '@trap/ui';
import { usePodcasts } from '../api/home-queries.ts';
import { excerpt } from '../../../shared/lib/format.ts';
import { PodcastPlayer } from '../../../shared/components/podcast-player.tsx';
import { Empty, Img, Section } from './section.tsx';

/** SPEC 2.9 Podcasts: the player with the newest episode that has audio, and the three newest episodes. */
export function PodcastSection() {
  const podcasts = usePodcasts();
  const recent = (podcasts.data ?? []).slice(0, 3);
  // The player plays the newest episode that has audio.
  const latest = recent.find((p) => p.audioUrl);
  return (
    <Section
      id="podcasts-title"
      title="Podcasts"
      lead="Conversations with champions, coaches and range owners."
      tone="muted"
      action={<Link to="/podcasts">All episodes</Link>}
    >
      {podcasts.isPending ? (
        <Spinner label="Loading episodes..." />
      ) : recent.length === 0 ? (
        <Empty>No episodes available.</Empty>
      ) : (
        <>
          {latest?.audioUrl ? (
            <div>
              <p className="podcast-player__title">
                Latest episode{latest.episodeNumber ? ` #${latest.episodeNumber}` : ''}: {latest.title}
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
                <Link to={`/podcasts/${p.id}`}>Listen</Link>
              </Card>
            ))}
          </div>
        </>
      )}
    </Section>
  );
}
