import { useSyncExternalStore } from 'react';

/** One step of a guided tour (SPEC 2.11, 4.3): it highlights the element carrying `data-tour="<target>"`. */
export interface TourStep {
  target: string;
  title: string;
  content: string;
  /** Wait before showing the step (SPEC 9: 300 ms for the achievements step). */
  delayMs?: number;
}

export interface TourState {
  /** The page path the running tour belongs to; null when idle. */
  path: string | null;
  steps: TourStep[];
  index: number;
}

/** SPEC 3.1: the list of page paths whose tour is done. */
export const COMPLETED_TUTORIALS_KEY = 'completedTutorials';

// The member pages' tours (member-tours.ts) come with the help menu that starts them (registerBuiltInTours),
// so they are not start-up JavaScript; a remote may replace or add its own with registerTour.
const registry = new Map<string, TourStep[]>();
const listeners = new Set<() => void>();
const IDLE: TourState = { path: null, steps: [], index: 0 };
let state: TourState = IDLE;

function emit(next: TourState) {
  state = next;
  for (const l of listeners) l();
}

/** Registers (or replaces) the tour of a member page. Remotes call this for their own pages. */
export function registerTour(path: string, steps: TourStep[]): void {
  registry.set(path, steps);
  for (const l of listeners) l();
}

export function registerTours(tours: Record<string, TourStep[]>): void {
  for (const [path, steps] of Object.entries(tours)) registry.set(path, steps);
  for (const l of listeners) l();
}

/** Registers the built-in tours of the paths that have none yet (a remote's own tour stays). */
export function registerBuiltInTours(tours: Record<string, TourStep[]>): void {
  for (const [path, steps] of Object.entries(tours)) if (!registry.has(path)) registry.set(path, steps);
  for (const l of listeners) l();
}

export function tourFor(path: string): TourStep[] | undefined {
  return registry.get(path);
}

export function completedTutorials(): string[] {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(COMPLETED_TUTORIALS_KEY) ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

function markCompleted(path: string) {
  const done = completedTutorials();
  if (done.includes(path)) return;
  try {
    localStorage.setItem(COMPLETED_TUTORIALS_KEY, JSON.stringify([...done, path]));
  } catch {
    // blocked storage: the tour may show again next time
  }
}

export const tours = {
  /** Starts the page's tour at step 0; does nothing where no steps are defined. */
  start(path: string): boolean {
    const steps = registry.get(path);
    if (!steps || steps.length === 0) return false;
    emit({ path, steps, index: 0 });
    return true;
  },
  next(): void {
    if (!state.path) return;
    if (state.index >= state.steps.length - 1) {
      markCompleted(state.path);
      emit(IDLE);
    } else emit({ ...state, index: state.index + 1 });
  },
  back(): void {
    if (state.path && state.index > 0) emit({ ...state, index: state.index - 1 });
  },
  /** Closing counts as completed (SPEC 4.3). */
  close(): void {
    if (state.path) markCompleted(state.path);
    emit(IDLE);
  },
  /** Ends without recording (the user left the page). */
  cancel(): void {
    if (state.path) emit(IDLE);
  },
  /** Clears every completed tour. */
  reset(): void {
    try {
      localStorage.removeItem(COMPLETED_TUTORIALS_KEY);
    } catch {
      // nothing stored
    }
  },
  isCompleted(path: string): boolean {
    return completedTutorials().includes(path);
  },
};

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

export function useTourState(): TourState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => IDLE,
  );
}

/** Whether the path has a tour (re-renders when a remote registers one). */
export function useHasTour(path: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => (registry.get(path)?.length ?? 0) > 0,
    () => false,
  );
}
