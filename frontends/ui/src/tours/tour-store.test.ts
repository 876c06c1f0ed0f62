import { beforeEach, describe, expect, it } from 'vitest';
import { completedTutorials, COMPLETED_TUTORIALS_KEY, registerBuiltInTours, registerTour, tourFor, tours } from './tour-store.ts';
import { MEMBER_TOURS } from './member-tours.ts';

// A minimal in-memory localStorage: the store only needs get/set/remove.
const data = new Map<string, string>();
Object.defineProperty(globalThis, 'localStorage', {
  configurable: true,
  value: {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, String(v)),
    removeItem: (k: string) => void data.delete(k),
  },
});

const steps = [
  { target: 'a', title: 'A', content: 'first' },
  { target: 'b', title: 'B', content: 'second' },
];

describe('guided tour state (SPEC 4.3)', () => {
  beforeEach(() => {
    data.clear();
    tours.cancel();
    registerTour('/t', steps);
  });

  it('when started on a page without steps, then nothing starts', () => {
    expect(tours.start('/nowhere')).toBe(false);
  });

  it('when Next passes the last step, then the page path is recorded as completed', () => {
    expect(tours.start('/t')).toBe(true);
    tours.back(); // no step before the first
    tours.next();
    expect(tours.isCompleted('/t')).toBe(false);
    tours.back();
    tours.next();
    tours.next();
    expect(completedTutorials()).toEqual(['/t']);
    expect(JSON.parse(data.get(COMPLETED_TUTORIALS_KEY)!)).toEqual(['/t']);
  });

  it('when closed, then the page counts as completed; reset clears every completed tour', () => {
    tours.start('/t');
    tours.close();
    registerTour('/u', steps);
    tours.start('/u');
    tours.close();
    expect(completedTutorials()).toEqual(['/t', '/u']);
    tours.reset();
    expect(completedTutorials()).toEqual([]);
  });

  it('when stored progress is corrupt, then it reads as nothing completed', () => {
    data.set(COMPLETED_TUTORIALS_KEY, '{oops');
    expect(completedTutorials()).toEqual([]);
  });

  it('the member pages of SPEC 2.11 have their tours built in, and a remote’s own tour of a page stays', () => {
    registerTour('/equipment', steps);
    registerBuiltInTours(MEMBER_TOURS);
    expect(tourFor('/equipment')).toBe(steps);
    for (const path of [
      '/profile',
      '/practice',
      '/training-hub',
      '/squads',
      '/training-progress',
      '/skill-roadmap',
      '/challenges',
    ]) {
      expect(tourFor(path)?.length, path).toBeGreaterThan(0);
    }
    expect(tourFor('/profile')!.find((s) => s.target === 'achievements')!.delayMs).toBe(300);
  });
});
