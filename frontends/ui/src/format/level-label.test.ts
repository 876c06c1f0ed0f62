import { describe, expect, it } from 'vitest';
import { levelLabel } from './level-label.ts';

describe('a member’s level as the member and shell apps show it', () => {
  it('names a numbered level by its band, and an unknown one Member', () => {
    expect([1, 2, 3, 5, 8, 10].map(levelLabel)).toEqual(['Beginner', 'Intermediate', 'Intermediate', 'Advanced', 'Expert', 'Professional']);
    expect([null, undefined, ''].map(levelLabel)).toEqual(['Member', 'Member', 'Member']);
  });

  it('capitalises a level given as a word', () => {
    expect(levelLabel('advanced')).toBe('Advanced');
  });
});
