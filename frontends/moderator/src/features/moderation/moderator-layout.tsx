import { Outlet, useLocation, useNavigate } from 'react-router';
import { Link } from 'react-router';
import { AreaLayout, useAuth, useLogout } from '@trap/ui';
import { MODERATION_SCREENS } from './moderation-screens.ts';
import { useModeratorLayoutT } from './texts/layout/texts.ts';
import './moderator.css';

/** SPEC 2.4: the moderator area's own layout, sidebar label 'Moderator'. */
export default function ModeratorLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { can } = useAuth();
  const { logout, isPending } = useLogout();
  const { t } = useModeratorLayoutT();
  const current = MODERATION_SCREENS.find((s) => s.path === pathname.replace(/\/+$/, ''));
  return (
    <AreaLayout
      label={t('layout.label')}
      title={t(current?.titleKey ?? 'screens.dashboard.title')}
      nav={MODERATION_SCREENS.filter((s) => can(s.capability)).map((s) => ({
        to: s.path,
        label: t(s.navKey),
        end: s.path === '/moderator',
      }))}
      footer={
        <>
          <Link to="/">{t('layout.backToWebsite')}</Link>
          {/* Logout goes to / with the toast 'Logged out: You have been successfully logged out.' */}
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
