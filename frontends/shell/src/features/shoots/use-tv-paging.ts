import { useEffect, useState } from 'react';
import { moveForKey, movePage } from './tv-pages.ts';

/**
 * The page the TV shows out of `count`: it moves on by itself every `intervalMs` (0: never), and the
 * keys of a keyboard or TV remote move it too; a key press starts the interval again, so a page
 * chosen by hand stays up for a full turn. The index stays put when live updates change the pages.
 * `turn` counts key presses (the page indicator's timer restarts with it).
 */
export function useTvPaging(count: number, intervalMs: number): { current: number; turn: number } {
  const [index, setIndex] = useState(0);
  // A page chosen by key restarts the timer even when it is the same page (one page, or wrapped round).
  const [turn, setTurn] = useState(0);
  const current = count > 0 ? Math.min(index, count - 1) : 0;

  useEffect(() => {
    if (count <= 1 || intervalMs <= 0) return;
    const timer = window.setTimeout(() => setIndex((i) => movePage(i, count, 'next')), intervalMs);
    return () => window.clearTimeout(timer);
  }, [current, count, intervalMs, turn]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || e.defaultPrevented) return;
      const move = moveForKey(e.key);
      if (!move) return;
      // Space and the page keys would otherwise scroll; arrows would move a browser's focus ring.
      e.preventDefault();
      setIndex((i) => movePage(i, count, move));
      setTurn((t) => t + 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [count]);

  return { current, turn };
}
