import { PlaceholderPage } from '@trap/ui';
import type { ModerationScreen } from './moderation-screens.ts';

export function ModerationPage({ screen }: { screen: ModerationScreen }) {
  return (
    <PlaceholderPage
      title={screen.title}
      description={screen.description}
      features={screen.features}
      eyebrow="Moderation · coming soon"
      heading="none"
    />
  );
}

export default ModerationPage;
