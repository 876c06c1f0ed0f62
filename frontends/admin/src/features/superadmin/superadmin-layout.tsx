import { Link, Outlet, useNavigate } from 'react-router';
import { AreaLayout, useLogout } from '@trap/ui';
import './superadmin.css';

/** SPEC 2.3: the super-admin area's own layout; its footer matches the moderator area's (Back to Website, Log Out). */
export default function SuperAdminLayout() {
  const navigate = useNavigate();
  const { logout, isPending } = useLogout();
  return (
    <AreaLayout
      label="Super Admin"
      title="System Administration"
      subtitle="Manage all aspects of the platform"
      nav={[
        { to: '/superadmin', label: 'Dashboard', end: true },
        { to: '/superadmin/users', label: 'Users' },
        { to: '/superadmin/analytics', label: 'Analytics' },
        { to: '/superadmin/settings', label: 'Settings' },
        { to: '/superadmin/audit', label: 'Audit Log' },
      ]}
      footer={
        <>
          <Link to="/">Back to Website</Link>
          {/* as in the moderator area: to / with the toast 'Logged out: You have been successfully logged out.' */}
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
