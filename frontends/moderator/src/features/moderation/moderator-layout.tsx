import { Outlet, useLocation, useNavigate } from 'react-router';
import { Link } from 'react-router';
import { AreaLayout, useAuth, useLogout } from '@trap/ui';
import { MODERATION_SCREENS } from './moderation-screens.ts';
import './moderator.css';

/** SPEC 2.4: the moderator area's own layout, sidebar label 'Moderator'. */
export default function ModeratorLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { can } = useAuth();
  const { logout, isPending } = useLogout();
  const current = MODERATION_SCREENS.find((s) => s.path === pathname.replace(/\/+$/, ''));
  return (
    <AreaLayout
      label="Moderator"
      title={current?.title ?? 'Moderator Dashboard'}
      nav={MODERATION_SCREENS.filter((s) => can(s.capability)).map((s) => ({
        to: s.path,
        label: s.navLabel,
        end: s.path === '/moderator',
      }))}
      footer={
        <>
          <Link to="/">Back to Website</Link>
          {/* Logout goes to / with the toast 'Logged out: You have been successfully logged out.' */}
          <button type="button" disabled={isPending} onClick={() => void logout(() => navigate('/'))}>
            {isPending ? 'Logging out...' : 'Log Out'}
          </button>
        </>
      }
    >
      <Outlet />
    </AreaLayout>
  );
}
