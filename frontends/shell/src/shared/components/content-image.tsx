import type { ImgHTMLAttributes } from 'react';

export type PlaceholderKind = 'podcast' | 'ama' | 'blog' | 'shooter' | 'range' | 'tip';

/** SPEC 9: a default placeholder image is used when imageUrl is missing (or fails to load). */
const placeholderImage = (kind: PlaceholderKind) => `/images/placeholders/${kind}.svg`;

export function ContentImage({
  src,
  kind,
  alt,
  ...props
}: { src?: string | null; kind: PlaceholderKind; alt: string } & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'>) {
  const fallback = placeholderImage(kind);
  return (
    <img
      loading="lazy"
      decoding="async"
      {...props}
      src={src || fallback}
      alt={alt}
      onError={(e) => {
        // only once: a missing placeholder must not loop
        if (!e.currentTarget.src.endsWith(fallback)) e.currentTarget.src = fallback;
      }}
    />
  );
}
