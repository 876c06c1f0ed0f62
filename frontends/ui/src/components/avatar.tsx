import { clsx } from 'clsx';
import './avatar.css';

/** The first and the last word's first letters ('Arjun Mehta' → 'AM', 'Priya' → 'P'); '?' for an empty name. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase() || '?';
}

export interface AvatarProps {
  /** whose picture: the initials come from it */
  name: string;
  url: string | null | undefined;
  /** width and height in CSS pixels */
  size?: number;
  /** 'eager' for a picture in the first screenful (the header's); lists load theirs as they scroll in */
  loading?: 'lazy' | 'eager';
  className?: string;
}

/**
 * A member's picture, or their initials on a disc when they have none. Always beside the member's
 * name, so it is decorative: the picture's alt is empty and the disc is hidden from screen readers.
 * The initials are drawn by CSS (::before), a picture of the name rather than text, so a button or
 * link holding the avatar is named by its visible name alone.
 */
export function Avatar({ name, url, size = 40, loading = 'lazy', className }: AvatarProps) {
  const style = { width: size, height: size };
  return url ? (
    <img className={clsx('ui-avatar', className)} src={url} alt="" width={size} height={size} loading={loading} style={style} />
  ) : (
    <span
      className={clsx('ui-avatar', 'ui-avatar--initials', className)}
      data-initials={initialsOf(name)}
      aria-hidden="true"
      style={{ ...style, fontSize: Math.round(size * 0.42) }}
    />
  );
}
