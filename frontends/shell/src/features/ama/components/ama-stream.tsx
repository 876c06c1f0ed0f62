import { streamEmbedOf } from '@trap/contracts';

/**
 * The live stream: a YouTube or Vimeo player (the address rebuilt from the video id, the only
 * frames the site's CSP allows), any other address as a link, or a note while there is none.
 */
export function AmaStream({ title, streamUrl }: { title: string; streamUrl: string | null }) {
  const embed = streamEmbedOf(streamUrl);
  if (embed)
    return (
      <div className="ama-stream">
        <iframe
          className="ama-stream__player"
          src={embed.src}
          title={`${title} (live stream on ${embed.provider})`}
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
          Watch the live stream
        </a>{' '}
        <span className="page__muted">(opens in a new tab)</span>
      </p>
    );
  return (
    <p className="ama-stream__none page__muted">The stream will appear here as soon as the host starts it. Questions are open already.</p>
  );
}
