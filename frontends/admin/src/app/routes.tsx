import { lazy } from 'react';
import type { RemoteRouteObject } from '@trap/ui';
// The layout is small and always needed first: loaded with the routes to save a round trip.
import SuperAdminLayout from '../features/superadmin/superadmin-layout.tsx';

/** The admin remote's one exposed module: /admin and the /superadmin area, with capabilities. */
export const app = 'admin' as const;

// SPEC 9: a prefetched link to /admin loads the same chunk (its reads are staff data: not warmed)
const adminPanel = () => import('../features/admin-panel/admin-panel-page.tsx');
const AdminPanelPage = lazy(adminPanel);
const pages = () => import('../features/superadmin/superadmin-pages.tsx');
const Dashboard = lazy(async () => ({ default: (await pages()).SuperAdminDashboard }));
const Users = lazy(async () => ({ default: (await pages()).SuperAdminUsers }));
// its own chunk: recharts loads only on this page
const Analytics = lazy(() => import('../features/superadmin/analytics/analytics-page.tsx'));
const Settings = lazy(async () => ({ default: (await pages()).SuperAdminSettings }));
const Audit = lazy(async () => ({ default: (await pages()).SuperAdminAudit }));

const SUPERADMIN_DENIED = 'You need superadmin privileges to access this area.';

export const routes: RemoteRouteObject[] = [
  {
    path: '/admin',
    Component: AdminPanelPage,
    handle: {
      title: 'Admin Panel',
      description: 'Content, club events, the announcement banner and the newsletter.',
      capability: 'admin.area',
      accessDeniedMessage: 'You need admin privileges to access this area.',
      nav: { label: 'Admin Panel', group: 'user-menu', order: 14 },
      prefetch: { code: adminPanel },
    },
  },
  {
    path: '/superadmin',
    Component: SuperAdminLayout,
    handle: {
      title: 'System Administration',
      description: 'Manage all aspects of the platform',
      capability: 'superadmin.area',
      accessDeniedMessage: SUPERADMIN_DENIED,
      ownLayout: true,
      nav: { label: 'Super Admin', group: 'user-menu', order: 15 },
    },
    children: [
      { index: true, Component: Dashboard, handle: { title: 'Dashboard', nav: { label: 'Dashboard', group: 'superadmin', order: 1 } } },
      { path: 'users', Component: Users, handle: { title: 'Users', nav: { label: 'Users', group: 'superadmin', order: 2 } } },
      {
        path: 'analytics',
        Component: Analytics,
        handle: { title: 'Analytics', nav: { label: 'Analytics', group: 'superadmin', order: 3 } },
      },
      { path: 'settings', Component: Settings, handle: { title: 'Settings', nav: { label: 'Settings', group: 'superadmin', order: 4 } } },
      { path: 'audit', Component: Audit, handle: { title: 'Audit Log', nav: { label: 'Audit Log', group: 'superadmin', order: 5 } } },
    ],
  },
];
