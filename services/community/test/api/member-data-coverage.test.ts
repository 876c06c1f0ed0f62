import { memberDataCoverageSuite, startTestService } from '@trap/kit/testing';
import { loadCommunityConfig } from '../../src/config.ts';
import { buildCommunityService } from '../../src/service.ts';

/**
 * Every collection community keeps is declared by the module that owns it (in the member's data
 * download, and erased or kept with a reason when the account goes), or named here with why it holds
 * nothing of one member's. A collection added later fails this test until someone decides; one keyed
 * by a member (userId, authorId, ...) can only be declared by its module.
 */
const NOT_MEMBER_DATA: Record<string, string> = {
  forum_categories: 'the forum’s categories, written by staff',
  forum_lists: 'read models of the forum’s lists, rebuilt from the topics',
  forum_topic_views: 'a count of views per topic and day, no member named',
  member_levels_pending: 'levels that arrived before their member’s profile: dropped once the profile comes, removed with it',
  shoots: 'a club shoot is the organiser’s event; entries leave through the shoot’s own service',
  shoot_cards: 'a squad’s score card holds the whole squad’s targets (the match record), kept with the shoot',
};

memberDataCoverageSuite({
  start: () => startTestService({ service: 'community', build: buildCommunityService, config: loadCommunityConfig }),
  notMemberData: NOT_MEMBER_DATA,
});
