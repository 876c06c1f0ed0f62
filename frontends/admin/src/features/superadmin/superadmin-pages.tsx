import { PlaceholderPage } from '@trap/ui';

export function SuperAdminDashboard() {
  return (
    <PlaceholderPage
      heading={2}
      title="Dashboard"
      description="An overview of the platform's health and activity."
      features={[
        'Members by tier and status, sign-ups over time',
        'Service health of every part of the platform',
        'Recent reports and moderation activity',
      ]}
    />
  );
}

export function SuperAdminUsers() {
  return (
    <PlaceholderPage
      heading={2}
      title="Users"
      description="Every account on the platform."
      features={[
        'Search and filter users',
        'Assign roles (Member, Coach, moderators, admins)',
        'Suspend, restore or mark accounts for deletion',
        'Membership tiers, trials and payments',
      ]}
    />
  );
}

export function SuperAdminAnalytics() {
  return (
    <PlaceholderPage
      heading={2}
      title="Analytics"
      description="How the platform is used."
      features={[
        'Active members, sessions logged and content views',
        'Membership conversions and renewals',
        'Most-read content and busiest forum categories',
      ]}
    />
  );
}

export function SuperAdminSettings() {
  return (
    <PlaceholderPage
      heading={2}
      title="Settings"
      description="Site settings in five sections."
      features={[
        'General: site name, tagline, contact, maintenance mode',
        'Appearance: colours, font, dark mode, logo and favicon',
        'Email and notifications',
        'Security: session timeout, registration and password policy',
      ]}
    />
  );
}

export default SuperAdminDashboard;
