import { forwardRef } from 'react';
import { Button, type ButtonProps } from '@trap/ui';
import { useShellT } from '../../shared/i18n/shell-texts.ts';

/** SPEC 9: the badge caps at 99+. */
const badgeText = (count: number): string => (count > 99 ? '99+' : String(count));

function BellIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

/** The header's bell with the unread badge: the plain button first, the panel's trigger once loaded. */
export const BellButton = forwardRef<HTMLButtonElement, ButtonProps & { count: number }>(function BellButton({ count, ...props }, ref) {
  const { t } = useShellT();
  const name = count > 0 ? t('header.notificationsUnread', { unread: badgeText(count) }) : t('header.notifications');
  return (
    <Button ref={ref} variant="ghost" size="icon" className="notif-bell" aria-label={name} {...props}>
      <BellIcon />
      {count > 0 ? (
        <span className="notif-bell__badge" data-testid="notification-badge">
          {badgeText(count)}
        </span>
      ) : null}
    </Button>
  );
});
