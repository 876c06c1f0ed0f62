import { Link } from 'react-router';
import { DEFAULT_MAINTENANCE_MESSAGE } from '@trap/contracts';
import { PageHead, useSiteSettings } from '@trap/ui';
import { Trans } from '@trap/ui/i18n/trans.tsx';
import { MAINTENANCE_NS, useMaintenanceT } from './texts/texts.ts';

/** SPEC 2.7 maintenance page. */
export default function MaintenancePage() {
  const { settings, isLoading } = useSiteSettings();
  const { t } = useMaintenanceT();
  const { siteName, maintenanceMessage, supportEmail } = settings.general;
  const logo = settings.appearance.logoUrl.trim();
  // the admin's own message as written; SPEC's default in the page's language
  const message = maintenanceMessage.trim();
  return (
    <div className="maintenance">
      <PageHead fullTitle={t('title', { siteName })} noindex />
      <div className="maintenance__card">
        {logo ? (
          <img className="maintenance__logo" src={logo} alt={siteName} />
        ) : (
          <p className="maintenance__name">{siteName.toUpperCase()}</p>
        )}
        {isLoading ? (
          <p role="status">{t('checking')}</p>
        ) : (
          <>
            <h1>{message && message !== DEFAULT_MAINTENANCE_MESSAGE ? message : t('defaultMessage')}</h1>
            <p>{t('estimate')}</p>
            <p>
              <Trans ns={MAINTENANCE_NS} i18nKey="help" values={{ email: supportEmail }} components={{ mail: <a href={`mailto:${supportEmail}`} /> }} />
            </p>
            <p>
              <Link to="/auth">{t('login')}</Link>
            </p>
          </>
        )}
        <p className="maintenance__copy">{t('copyright', { year: new Date().getFullYear(), siteName })}</p>
      </div>
    </div>
  );
}
