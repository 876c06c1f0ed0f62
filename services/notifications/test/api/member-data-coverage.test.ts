import { memberDataCoverageSuite } from '@trap/kit/testing';
import { startNotificationsService } from '../support/notifications-service.ts';

/**
 * Every collection notifications keeps is declared by the module that owns it (in the member's data
 * download, and erased or kept with a reason when the account goes), or named here with why it holds
 * nothing of one member's. A collection added later fails this test until someone decides; one keyed
 * by a member (userId, ...) can only be declared by its module.
 */
const NOT_MEMBER_DATA: Record<string, string> = {
  newsletter_issue_deliveries: 'which issue went to which subscription, removed with the subscription’s link',
  contact_deliveries: 'the staff’s copies of contact messages (content’s contact_messages are the member’s, in its download)',
  site_settings_copy: 'the site settings, written by staff',
};

memberDataCoverageSuite({
  start: () => startNotificationsService(),
  notMemberData: NOT_MEMBER_DATA,
});
