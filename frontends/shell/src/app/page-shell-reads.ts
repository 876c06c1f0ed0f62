import { siteSettingsRead } from '@trap/ui';
import type { PrefetchRead } from '@trap/ui/prefetch/route-prefetch.ts';
import { bannerRead } from '../features/banner/announcement-banner.tsx';

/** What the layout around every page reads: warmed by the server's render so the header, banner and footer come with the page. */
export const pageShellReads = (): PrefetchRead[] => [siteSettingsRead, bannerRead];
