/** The member's picture, or their initials when they have none (header, user menu). */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase() || '?';
}

export function Avatar({ name, url }: { name: string; url: string | null }) {
  return url ? (
    <img className="shell-avatar" src={url} alt="" width={32} height={32} />
  ) : (
    // the initials are drawn by CSS (::before): a picture of the name, not text the trigger's name must repeat
    <span className="shell-avatar shell-avatar--initials" data-initials={initialsOf(name)} aria-hidden="true" />
  );
}
