import { ShootLeaderboardView } from './shoot-leaderboard-page.tsx';

/** /shoots/{id}/tv: the leaderboard over the whole screen, readable from across the clubhouse. */
export default function ShootTvPage() {
  return <ShootLeaderboardView tv />;
}
