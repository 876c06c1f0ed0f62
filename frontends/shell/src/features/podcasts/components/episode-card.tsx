import { Link } from 'react-router';
import type { Podcast } from '@trap/contracts';
import { Button, Card, formatDate } from '@trap/ui';
import { ContentImage } from '../../../shared/components/content-image.tsx';
import { clock, excerpt } from '../../../shared/lib/format.ts';
import { usePodcastsT } from '../texts/texts.ts';

/** One episode in the list: number, title, date and length, the start of its notes, play and details. */
export function EpisodeCard({ episode, playing, onPlay }: { episode: Podcast; playing: boolean; onPlay: () => void }) {
  const headingId = `episode-${episode.id}`;
  const { t, language } = usePodcastsT();
  return (
    <Card className="episode-card" aria-labelledby={headingId} role="article">
      <ContentImage className="episode-card__img" src={episode.imageUrl} kind="podcast" alt="" />
      <div className="episode-card__body">
        <p className="episode-card__meta">
          {t('number', { number: episode.episodeNumber })} ·{' '}
          <time dateTime={episode.publishedAt}>{formatDate(episode.publishedAt, language) || t('tbd')}</time> ·{' '}
          {clock(episode.duration)}
        </p>
        <h3 id={headingId}>
          <Link to={`/podcasts/${episode.id}`}>{episode.title}</Link>
        </h3>
        {episode.guestName ? <p className="episode-card__guest">{t('card.with', { name: episode.guestName })}</p> : null}
        <p>{excerpt(episode.description, 160)}</p>
        <div className="episode-card__actions">
          <Button
            type="button"
            size="sm"
            variant={playing ? 'secondary' : 'outline'}
            onClick={onPlay}
            aria-pressed={playing}
            aria-label={playing ? t('card.nowPlayingLabel', { title: episode.title }) : t('card.playLabel', { title: episode.title })}
          >
            {playing ? t('list.nowPlaying') : t('card.play')}
          </Button>
          <Link to={`/podcasts/${episode.id}`} aria-label={t('card.showNotesLabel', { title: episode.title })}>
            {t('card.showNotes')}
          </Link>
        </div>
      </div>
    </Card>
  );
}
