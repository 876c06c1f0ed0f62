/** The member's picture, or their initials when they have none (header, user menu). */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase() || '?';
}

export function Avatar({ name, url }: { name: string; url: string | null }) {
  return url ? (
    <img className="shell-avatar" src={url} alt="" width={32} height={32} />
  ) : (
    <span className="shell-avatar shell-avatar--initials" aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
