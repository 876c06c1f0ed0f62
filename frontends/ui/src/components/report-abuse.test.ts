import { describe, expect, it } from 'vitest';
import { reportAbusePath, reportTargetFromQuery, reportTargetOfLink } from './report-abuse.tsx';

const ORIGIN = 'https://trapindia.example';

describe('report targets', () => {
  it('when a screen links to the report page, then the query names the item and reads back as it', () => {
    const path = reportAbusePath({ targetType: 'forum_reply', targetId: 'abc_123' });
    expect(path).toBe('/report-abuse?type=forum_reply&id=abc_123');
    expect(reportTargetFromQuery(new URL(path, ORIGIN).searchParams)).toEqual({ targetType: 'forum_reply', targetId: 'abc_123' });
  });

  it('when the query names no known type or a malformed id, then there is no target', () => {
    for (const q of ['', '?type=tweet&id=1', '?type=squad', '?type=squad&id=a%20b', '?type=squad&id=<x>'])
      expect(reportTargetFromQuery(new URLSearchParams(q)), q).toBeNull();
  });

  it('when a member pastes a link, then a topic link is the topic, another page of the site is "other" with a stable id, and other sites are refused', () => {
    expect(reportTargetOfLink(`${ORIGIN}/forum/topic/64f0a1b2c3d4e5f601234567#reply-2`, ORIGIN)).toEqual({
      targetType: 'forum_topic',
      targetId: '64f0a1b2c3d4e5f601234567',
      targetPath: '/forum/topic/64f0a1b2c3d4e5f601234567#reply-2',
    });
    const page = reportTargetOfLink('/squads?squad=9', ORIGIN);
    expect(page).toMatchObject({ targetType: 'other', targetPath: '/squads?squad=9' });
    expect(page!.targetId).toMatch(/^page-[a-z0-9]+$/);
    expect(reportTargetOfLink('/squads?squad=9', ORIGIN)!.targetId).toBe(page!.targetId);
    expect(reportTargetOfLink('https://evil.example/forum/topic/1', ORIGIN)).toBeNull();
    expect(reportTargetOfLink('   ', ORIGIN)).toBeNull();
  });
});
