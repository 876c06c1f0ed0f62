import type { ForumIconName } from '@trap/contracts';

/** Simple line icons for the category icon names of SPEC 3.2 (bullseye, cogs, trophy, ...). */
const PATHS: Record<ForumIconName, string> = {
  bullseye: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 4a6 6 0 1 1 0 12 6 6 0 0 1 0-12zm0 4a2 2 0 1 0 0 4 2 2 0 0 0 0-4z',
  cogs: 'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm8.9 2.6-2-.4a7 7 0 0 0-.8-1.9l1.2-1.7-1.9-1.9-1.7 1.2a7 7 0 0 0-1.9-.8L13.4 3h-2.8l-.4 2.1a7 7 0 0 0-1.9.8L6.6 4.7 4.7 6.6l1.2 1.7a7 7 0 0 0-.8 1.9L3 10.6v2.8l2.1.4a7 7 0 0 0 .8 1.9l-1.2 1.7 1.9 1.9 1.7-1.2a7 7 0 0 0 1.9.8l.4 2.1h2.8l.4-2.1a7 7 0 0 0 1.9-.8l1.7 1.2 1.9-1.9-1.2-1.7a7 7 0 0 0 .8-1.9l2.1-.4z',
  trophy:
    'M7 3h10v3h3v2a4 4 0 0 1-4 4h-.3A5 5 0 0 1 13 14.9V18h3v3H8v-3h3v-3.1A5 5 0 0 1 8.3 12H8a4 4 0 0 1-4-4V6h3V3zm-1 5a2 2 0 0 0 1 1.7V8H6zm12 0h-1v1.7A2 2 0 0 0 18 8z',
  comments: 'M4 4h16v11H8l-4 4V4zm3 4v2h10V8H7zm0 3v2h7v-2H7z',
  'graduation-cap': 'M12 3 1 9l11 6 9-4.9V17h2V9L12 3zM5 13.2V17l7 4 7-4v-3.8l-7 3.8-7-3.8z',
  calendar: 'M7 2h2v2h6V2h2v2h3v16H4V4h3V2zm-1 8v8h12v-8H6zm2 2h3v3H8v-3z',
};

export function CategoryIcon({ name, size = 28 }: { name: ForumIconName; size?: number }) {
  return (
    <svg className="forum-icon" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[name] ?? PATHS.comments} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
