import { useState } from 'react';
import { Link } from 'react-router';
import { useSiteSettings } from '@trap/ui';

const DEFAULT_LOGO = '/images/logo.svg';

/** The logo links home; when its image fails it falls back to the site name in upper case (SPEC 2.8). */
export function Logo({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { settings } = useSiteSettings();
  const siteName = settings.general.siteName;
  const custom = settings.appearance.logoUrl.trim();
  const [failed, setFailed] = useState<string | null>(null);
  const src = custom || DEFAULT_LOGO;
  const broken = failed === src;
  return (
    <Link to="/" className={`shell-logo shell-logo--${tone}`} aria-label={`${siteName} home`}>
      {broken ? (
        <span className="shell-logo__fallback">{siteName.toUpperCase()}</span>
      ) : (
        <>
          <img
            className={custom ? 'shell-logo__custom' : 'shell-logo__mark'}
            src={src}
            alt=""
            width={custom ? undefined : 36}
            height={custom ? undefined : 36}
            onError={() => {
              console.warn(`Logo failed to load: ${src}`);
              setFailed(src);
            }}
          />
          {custom ? null : <span className="shell-logo__name">{siteName}</span>}
        </>
      )}
    </Link>
  );
}
