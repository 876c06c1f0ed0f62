import { memberDataCoverageSuite } from '@trap/kit/testing';
import { startContentService } from '../support/content-service.ts';

/**
 * Every collection content keeps is declared by the module that owns it (in the member's data
 * download, and erased or kept with a reason when the account goes), or named here with why it holds
 * nothing of one member's. A collection added later fails this test until someone decides; one keyed
 * by a member (userId, authorId, ...) can only be declared by its module.
 */
const NOT_MEMBER_DATA: Record<string, string> = {
  podcasts: 'published content, written by staff',
  amas: 'published content, written by staff (a member’s questions are in ama_questions)',
  shooters: 'published profiles of featured shooters, written by staff',
  shooting_ranges: 'the directory of ranges, written by staff',
  shooting_tips: 'published content, written by staff (a member’s saved tips are in saved_tips)',
  content_tag_relations: 'which tag is on which content, written by staff',
  content_staff_actions: 'the audit trail of staff actions, kept for the audit log',
  forum_search_topics: 'the search copy of forum topics, following community’s topics (which keep or remove them)',
  range_boards: 'a range’s layouts and the managers admins named, changed by admins',
  range_slot_refs: 'which day holds a slot id, no member named',
};

memberDataCoverageSuite({
  start: () => startContentService(),
  notMemberData: NOT_MEMBER_DATA,
});
