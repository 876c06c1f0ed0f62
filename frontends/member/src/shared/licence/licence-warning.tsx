import { Link } from 'react-router';
import { licenceWarning, useLicence } from './licence-api.ts';
import { useSharedLicenceT } from './texts/texts.ts';
import './licence-warning.css';

/**
 * The arms-licence warning: on /equipment above the tabs and on /profile. A lapsed licence is
 * an alert; one within 90 days of its date a notice. Nothing while it loads, when it cannot be read,
 * when the member has none, or while it is valid for longer.
 */
export function LicenceWarning({ link = true }: { link?: boolean }) {
  const { data } = useLicence();
  const { t, language } = useSharedLicenceT();
  const licence = data?.licence;
  const warning = licence ? licenceWarning(licence, t, language) : null;
  if (!licence || !warning) return null;
  const lapsed = licence.status === 'expired';
  return (
    <section
      className={`lc-warning ${lapsed ? 'lc-warning--expired' : 'lc-warning--expiring'}`}
      role={lapsed ? 'alert' : 'status'}
      aria-labelledby="licence-warning-title"
    >
      <h2 id="licence-warning-title" className="lc-warning__title">
        {warning.title}
      </h2>
      <p className="lc-warning__text">{warning.text}</p>
      {link ? (
        <p className="lc-warning__text">
          <Link to="/equipment?tab=licence">{t('warning.update')}</Link>
        </p>
      ) : null}
    </section>
  );
}
