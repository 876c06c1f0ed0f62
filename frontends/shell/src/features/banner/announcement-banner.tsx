import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { BannerSettings } from '@trap/contracts';
import { settingsApi } from '@trap/contracts/api/route-paths';
import { queryOptions } from '@trap/ui';
import { useShellT } from '../../shared/i18n/shell-texts.ts';
import './banner.css';

/** SPEC 3.1: the dismissal is remembered per message and type, so a changed banner shows again. */
const BANNER_DISMISSED_KEY = 'bannerDismissed';

const dismissalId = (b: Pick<BannerSettings, 'message' | 'type'>) => JSON.stringify([b.type, b.message]);

function isDismissed(b: BannerSettings): boolean {
  try {
    return localStorage.getItem(BANNER_DISMISSED_KEY) === dismissalId(b);
  } catch {
    return false;
  }
}

/**
 * SPEC 4.6 announcement banner: refetched every 30 s and on window focus, always stale; hidden
 * while loading, on error, when disabled, without a message, or dismissed.
 */
/** The banner read (also warmed by the server's render of a page). */
export const bannerRead = queryOptions(settingsApi.getBanner);

export function AnnouncementBanner() {
  const { t } = useShellT();
  const query = useQuery({
    ...bannerRead,
    staleTime: 0,
    refetchInterval: 30_000,
    refetchOnWindowFocus: 'always',
  });
  // Re-render after a dismissal; the stored value is the source of truth.
  const [, setDismissedNow] = useState(0);
  const banner = query.data;
  if (query.isPending || query.isError || !banner || !banner.enabled || !banner.message?.trim() || isDismissed(banner)) return null;

  const type = (['info', 'warning', 'success', 'error'] as const).includes(banner.type) ? banner.type : 'info';
  const dismiss = () => {
    try {
      localStorage.setItem(BANNER_DISMISSED_KEY, dismissalId(banner));
    } catch {
      // blocked storage: hidden for this page view only
    }
    setDismissedNow((n) => n + 1);
  };
  return (
    <div
      className={`shell-banner shell-banner--${type}`}
      role={type === 'error' || type === 'warning' ? 'alert' : 'status'}
      data-testid="announcement-banner"
    >
      <p className="shell-banner__message">{banner.message}</p>
      {banner.dismissible ? (
        <button type="button" className="shell-banner__close" aria-label={t('banner.dismiss')} onClick={dismiss}>
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}
