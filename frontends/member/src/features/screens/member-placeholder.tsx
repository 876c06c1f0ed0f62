import { Link, useLocation } from 'react-router';
import { Container, PlaceholderPage, TourTargets } from '@trap/ui';
import type { MemberScreen } from './member-screens.ts';

export function MemberPlaceholder({ screen }: { screen: MemberScreen }) {
  const { pathname } = useLocation();
  return (
    <Container>
      <PlaceholderPage title={screen.title} description={screen.description} features={screen.features} eyebrow="Member tool · coming soon">
        {/* The guided tour's targets (SPEC 2.11) until the real screen arrives. */}
        <TourTargets path={pathname} />
        <p>
          <Link to="/profile">← Back to your dashboard</Link>
        </p>
      </PlaceholderPage>
    </Container>
  );
}

export default MemberPlaceholder;
