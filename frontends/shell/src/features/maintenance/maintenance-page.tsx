import { Link } from 'react-router';
import { DEFAULT_MAINTENANCE_MESSAGE } from '@trap/contracts';
import { PageHead, useSiteSettings } from '@trap/ui';

/** SPEC 2.7 maintenance page. */
export default function MaintenancePage() {
  const { settings, isLoading } = useSiteSettings();
  const { siteName, maintenanceMessage, supportEmail } = settings.general;
  const logo = settings.appearance.logoUrl.trim();
  return (
    <div className="maintenance">
      <PageHead fullTitle={`Maintenance | ${siteName}`} noindex />
      <div className="maintenance__card">
        {logo ? (
          <img className="maintenance__logo" src={logo} alt={siteName} />
        ) : (
          <p className="maintenance__name">{siteName.toUpperCase()}</p>
        )}
        {isLoading ? (
          <p role="status">Checking site status...</p>
        ) : (
          <>
            <h1>{maintenanceMessage.trim() || DEFAULT_MAINTENANCE_MESSAGE}</h1>
            <p>Estimated completion: Soon</p>
            <p>
              Need help? Contact <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
            </p>
            <p>
              <Link to="/auth">Member Login</Link>
            </p>
          </>
        )}
        <p className="maintenance__copy">
          © {new Date().getFullYear()} {siteName}. All rights reserved.
        </p>
      </div>
    </div>
  );
}
