import { Link, Outlet, useNavigate } from 'react-router';
import { AreaLayout, useLogout } from '@trap/ui';
import { useSuperadminLayoutT } from './texts/layout/texts.ts';
import './superadmin.css';

/** SPEC 2.3: the super-admin area's own layout; its footer matches the moderator area's (Back to Website, Log Out). */
export default function SuperAdminLayout() {
  const navigate = useNavigate();
  const { logout, isPending } = useLogout();
  const { t } = useSuperadminLayoutT();
  return (
    <AreaLayout
      label={t('layout.label')}
      title={t('layout.title')}
      subtitle={t('layout.subtitle')}
      nav={[
        { to: '/superadmin', label: t('layout.dashboard'), end: true },
        { to: '/superadmin/users', label: t('layout.users') },
        { to: '/superadmin/analytics', label: t('layout.analytics') },
        { to: '/superadmin/settings', label: t('layout.settings') },
        { to: '/superadmin/audit', label: t('layout.audit') },
      ]}
      footer={
        <>
          <Link to="/">{t('layout.backToWebsite')}</Link>
          {/* as in the moderator area: to / with the toast 'Logged out: You have been successfully logged out.' */}
          <button type="button" disabled={isPending} onClick={() => void logout(() => navigate('/'))}>
            {isPending ? t('layout.loggingOut') : t('layout.logOut')}
          </button>
        </>
      }
    >
      <Outlet />
    </AreaLayout>
  );
}
