/** SPEC 9: member level label from a number or a string; missing is Member. */
export function levelLabel(level: string | number | null | undefined): string {
  if (level == null || level === '') return 'Member';
  if (typeof level === 'number') {
    if (level <= 1) return 'Beginner';
    if (level <= 3) return 'Intermediate';
    if (level <= 7) return 'Advanced';
    if (level <= 9) return 'Expert';
    return 'Professional';
  }
  return level.charAt(0).toUpperCase() + level.slice(1);
}
