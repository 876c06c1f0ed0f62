import { useState } from 'react';
import { useAuth } from '@trap/ui';
import { onDemand, useLoadedAfterMount } from '../../shared/lib/on-demand.ts';
import { BellButton } from './bell-button.tsx';
import './notifications.css';

// The live bell (its reads, the event stream) is not in the start-up JavaScript: a guest never needs
// it, and a member's count arrives after the page is up either way.
const liveBell = onDemand(() => import(/* webpackChunkName: "live-bell" */ './live-bell.tsx').then((m) => m.LiveBell));

/**
 * SPEC 2.10 notification bell with the unread badge, kept live by the event stream (or a poll of
 * the count without it). Logged-in users only.
 */
export function NotificationBell() {
  const { user } = useAuth();
  if (!user) return null;
  return <Bell />;
}

function Bell() {
  const LiveBell = useLoadedAfterMount(liveBell);
  // A use of the plain bell before the live one arrives opens the panel when it does.
  const [wanted, setWanted] = useState(false);
  if (LiveBell) return <LiveBell openAtOnce={wanted} />;
  return <BellButton count={0} aria-haspopup="dialog" aria-expanded={false} data-state="closed" onClick={() => setWanted(true)} />;
}
