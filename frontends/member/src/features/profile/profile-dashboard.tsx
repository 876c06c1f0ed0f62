import { Link } from 'react-router';
import { ROLE_LABELS, TIER_LABELS } from '@trap/contracts';
import { Badge, Button, Card, Container, TourTargets, useAuth } from '@trap/ui';

const STATUS_LABELS: Record<string, string> = {
  active: 'Active',
  trial: 'Trial',
  pending_payment: 'Payment pending',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

/** The member's dashboard: who they are and their membership; the tools arrive with later issues. */
export default function ProfileDashboard() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Container>
      <div className="ui-placeholder" style={{ maxWidth: 'none' }} data-tour="profile-dashboard">
        <Badge tone="primary">Dashboard</Badge>
        <h1 className="ui-placeholder__title">Welcome, {user.displayName || user.username}</h1>
        <div style={{ display: 'grid', gap: '1.25rem', gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))' }}>
          <Card aria-labelledby="profile-info" data-tour="profile-info">
            <h2 id="profile-info" style={{ fontSize: '1.1rem' }}>
              Profile information
            </h2>
            <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '0.35rem 1rem' }}>
              <dt>Username</dt>
              <dd style={{ margin: 0 }}>{user.username}</dd>
              <dt>Email</dt>
              <dd style={{ margin: 0, wordBreak: 'break-all' }}>{user.email}</dd>
              <dt>Role</dt>
              <dd style={{ margin: 0 }}>{ROLE_LABELS[user.role] ?? user.role}</dd>
            </dl>
            <p style={{ marginTop: '1rem', marginBottom: 0 }}>
              <Link to="/profile/edit">Edit profile</Link>
            </p>
          </Card>
          <Card aria-labelledby="profile-membership">
            <h2 id="profile-membership" style={{ fontSize: '1.1rem' }}>
              Membership
            </h2>
            <p style={{ fontSize: '1.4rem', fontWeight: 700, margin: '0 0 0.5rem' }}>
              {TIER_LABELS[user.membershipTier] ?? user.membershipTier}
            </p>
            <p>
              <Badge tone={user.membershipStatus === 'expired' ? 'warning' : 'success'}>
                {STATUS_LABELS[user.membershipStatus] ?? user.membershipStatus}
              </Badge>
              {user.isTrialMember && user.daysRemaining != null ? <span> · {user.daysRemaining} days of trial left</span> : null}
            </p>
            <Button asChild variant="outline" size="sm">
              <Link to="/membership">Membership options</Link>
            </Button>
          </Card>
          <Card aria-labelledby="profile-training" data-tour="training-hub">
            <h2 id="profile-training" style={{ fontSize: '1.1rem' }}>
              Training hub
            </h2>
            <p>Practice logging, statistics, technique insights and your skill roadmap are on their way.</p>
            <Button asChild size="sm">
              <Link to="/practice">Log Practice</Link>
            </Button>
          </Card>
        </div>
        {/* Tour targets (SPEC 2.11) the dashboard has no screen for yet: network and achievements. */}
        <TourTargets path="/profile" except={['profile-dashboard', 'profile-info', 'training-hub']} />
      </div>
    </Container>
  );
}
