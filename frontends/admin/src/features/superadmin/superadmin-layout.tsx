import { Link, Outlet } from 'react-router';
import { AreaLayout } from '@trap/ui';
import './superadmin.css';

/** SPEC 2.3: the super-admin area's own layout. */
export default function SuperAdminLayout() {
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
      footer={<Link to="/">Back to Website</Link>}
    >
      <Outlet />
    </AreaLayout>
  );
}
