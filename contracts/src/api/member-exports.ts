import { communityExportSchema, contentExportSchema, notificationsExportSchema } from '../http/common/member-export.ts';
import { defineApi } from './define.ts';

/** The caller's data kept by community, content and notifications, each as one JSON document (for the member's "download my data"). */
export const communityExportApi = defineApi({
  exportCommunityData: {
    method: 'get',
    path: '/api/community/export',
    summary: 'Download my community data',
    description:
      "What community keeps of the caller: relationships, squad memberships and session answers, event registrations, coach profile, follows, blocks, feed items, kudos, comments, forum posts, read marks and reports made; only the caller's own.",
    tags: ['Community'],
    auth: 'required',
    response: { description: 'The community data', schema: communityExportSchema },
  },
});

export const contentExportApi = defineApi({
  exportContentData: {
    method: 'get',
    path: '/api/content/export',
    summary: 'Download my content data',
    description:
      "What content keeps of the caller: AMA questions and reminders, blog comments, saved tips, range-slot bookings and contact messages; only the caller's own.",
    tags: ['Content'],
    auth: 'required',
    response: { description: 'The content data', schema: contentExportSchema },
  },
});

export const notificationsExportApi = defineApi({
  exportNotificationsData: {
    method: 'get',
    path: '/api/notifications/export',
    summary: 'Download my notifications data',
    description:
      "The caller's notifications, AMA reminder schedules and the newsletter subscriptions linked to their account; only the caller's own.",
    tags: ['Notifications'],
    auth: 'required',
    response: { description: 'The notifications data', schema: notificationsExportSchema },
  },
});
