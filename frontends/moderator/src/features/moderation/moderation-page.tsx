import { BlogManagement } from './blog-management.tsx';
import { ForumModeration } from './forum-moderation.tsx';
import { ModerationDashboard } from './moderation-dashboard.tsx';
import type { ModerationScreen } from './moderation-screens.ts';
import { ReportedContent } from './reported-content.tsx';
import './moderator.css';

const SCREENS: Record<string, () => React.JSX.Element> = {
  '/moderator': ModerationDashboard,
  '/moderator/forum': ForumModeration,
  '/moderator/blog': BlogManagement,
  '/moderator/reports': ReportedContent,
};

/** One screen of the moderator area (SPEC 2.4). */
export function ModerationPage({ screen }: { screen: ModerationScreen }) {
  const Screen = SCREENS[screen.path]!;
  return <Screen />;
}

