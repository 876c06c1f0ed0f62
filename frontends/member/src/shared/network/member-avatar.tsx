/** A member's picture, or their initial on a coloured disc. */
export function MemberAvatar({ name, url, size = 40 }: { name: string; url: string | null; size?: number }) {
  const style = { width: size, height: size };
  return url ? (
    <img className="nw-avatar" src={url} alt="" width={size} height={size} loading="lazy" style={style} />
  ) : (
    <span className="nw-avatar nw-avatar--initial" aria-hidden="true" style={{ ...style, fontSize: size * 0.42 }}>
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
