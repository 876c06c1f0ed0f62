import { Link } from 'react-router';
import { Container, PlaceholderPage } from '@trap/ui';
import type { MemberScreen } from './member-screens.ts';

export function MemberPlaceholder({ screen }: { screen: MemberScreen }) {
  return (
    <Container>
      <PlaceholderPage title={screen.title} description={screen.description} features={screen.features} eyebrow="Member tool · coming soon">
        <p>
          <Link to="/profile">← Back to your dashboard</Link>
        </p>
      </PlaceholderPage>
    </Container>
  );
}

export default MemberPlaceholder;
