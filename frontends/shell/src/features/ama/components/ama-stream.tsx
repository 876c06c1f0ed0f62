import { streamEmbedOf } from '@trap/contracts';
import { useAmaT } from '../texts/texts.ts';

/**
 * The live stream: a YouTube or Vimeo player (the address rebuilt from the video id, the only
 * frames the site's CSP allows), any other address as a link, or a note while there is none.
 */
export function AmaStream({ title, streamUrl }: { title: string; streamUrl: string | null }) {
  const embed = streamEmbedOf(streamUrl);
  const { t } = useAmaT();
  if (embed)
    return (
      <div className="ama-stream">
        <iframe
          className="ama-stream__player"
          src={embed.src}
          title={t('stream.title', { title, provider: embed.provider })}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
          loading="lazy"
        />
      </div>
    );
  if (streamUrl)
    return (
      <p className="ama-stream__link">
        <a href={streamUrl} target="_blank" rel="noopener noreferrer">
          {t('stream.watch')}
        </a>{' '}
        <span className="page__muted">{t('stream.newTab')}</span>
      </p>
    );
  return (
    <p className="ama-stream__none page__muted">{t('stream.none')}</p>
  );
}
