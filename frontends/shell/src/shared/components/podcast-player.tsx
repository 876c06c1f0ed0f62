import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Button } from '@trap/ui';
import { clock } from '../lib/format.ts';
import './podcast-player.css';

/** The player's words in the page's language (a screen that reads its own texts); SPEC's English without them. */
export interface PodcastPlayerLabels {
  player(title: string): string;
  play: string;
  pause: string;
  restart: string;
  seek: string;
  /** the slider's spoken position: "01:05 of 31:05" */
  position(elapsed: string, total: string): string;
}
const ENGLISH: PodcastPlayerLabels = {
  player: (title) => `Player: ${title}`,
  play: 'Play',
  pause: 'Pause',
  restart: 'Restart',
  seek: 'Seek',
  position: (elapsed, total) => `${elapsed} of ${total}`,
};

/**
 * SPEC 2.9 podcast player: play/pause, click on the progress bar to seek, restart, and the elapsed
 * time mm:ss against the total duration. SPEC 8.5: a play failure is only logged.
 */
export function PodcastPlayer({
  src,
  title,
  duration,
  autoPlay = false,
  labels = ENGLISH,
}: {
  src: string;
  title: string;
  duration?: number | null;
  /** start at once (the visitor picked this episode); browsers may refuse, which is only logged */
  autoPlay?: boolean;
  labels?: PodcastPlayerLabels;
}) {
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [elapsed, setElapsed] = useState(0);
  const [total, setTotal] = useState(0);

  useEffect(() => {
    setPlaying(false);
    setElapsed(0);
  }, [src]);

  useEffect(() => {
    if (autoPlay) audio.current?.play().catch((err: unknown) => console.error('Audio play failed', err));
  }, [autoPlay]);

  // The file's own length wins; the episode's stored duration is shown until metadata arrives.
  const length = total || (typeof duration === 'number' ? duration : 0);

  const toggle = () => {
    const el = audio.current;
    if (!el) return;
    if (el.paused) el.play().catch((err: unknown) => console.error('Audio play failed', err));
    else el.pause();
  };
  const restart = () => {
    const el = audio.current;
    if (!el) return;
    el.currentTime = 0;
    setElapsed(0);
    el.play().catch((err: unknown) => console.error('Audio play failed', err));
  };
  const seekTo = (fraction: number) => {
    const el = audio.current;
    if (!el || !length) return;
    const t = Math.max(0, Math.min(1, fraction)) * length;
    el.currentTime = t;
    setElapsed(t);
  };
  const onBarClick = (e: MouseEvent<HTMLDivElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    seekTo((e.clientX - rect.left) / rect.width);
  };
  const onBarKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!length) return;
    if (e.key === 'ArrowRight') seekTo((elapsed + 5) / length);
    else if (e.key === 'ArrowLeft') seekTo((elapsed - 5) / length);
  };
  const percent = length ? Math.min(100, (elapsed / length) * 100) : 0;

  return (
    <div className="podcast-player" aria-label={labels.player(title)} role="group">
      <audio
        ref={audio}
        src={src}
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={(e) => setElapsed(e.currentTarget.currentTime)}
        onLoadedMetadata={(e) => Number.isFinite(e.currentTarget.duration) && setTotal(e.currentTarget.duration)}
      />
      <Button type="button" size="sm" variant="secondary" onClick={toggle} aria-label={playing ? labels.pause : labels.play}>
        {playing ? labels.pause : labels.play}
      </Button>
      <Button type="button" size="sm" variant="outline" onClick={restart} aria-label={labels.restart}>
        {labels.restart}
      </Button>
      <div
        className="podcast-player__bar"
        role="slider"
        tabIndex={0}
        aria-label={labels.seek}
        aria-valuemin={0}
        aria-valuemax={Math.round(length)}
        aria-valuenow={Math.round(elapsed)}
        aria-valuetext={labels.position(clock(elapsed), clock(length))}
        onClick={onBarClick}
        onKeyDown={onBarKey}
      >
        <span className="podcast-player__fill" style={{ width: `${percent}%` }} />
      </div>
      <span className="podcast-player__time" data-testid="player-time">
        {clock(elapsed)} / {clock(length)}
      </span>
    </div>
  );
}
