import {
  createReportSchema,
  reportDecisionSchema,
  reportListQuerySchema,
  reportListSchema,
  reportParamsSchema,
  reportSchema,
} from '../http/community/reports.ts';
import { defineApi, defineRoute } from './define.ts';

const decision = (action: 'resolve' | 'dismiss') =>
  defineRoute({
    method: 'post',
    path: `/api/reports/{id}/${action}`,
    summary: action === 'resolve' ? 'Resolve a report (action was taken)' : 'Dismiss a report (nothing breaks the rules)',
    description: 'Moderators only. An open report only: one already resolved or dismissed is 409.',
    tags: ['Moderation'],
    auth: 'required',
    capability: 'reports.review',
    request: { params: reportParamsSchema, body: reportDecisionSchema },
    response: { description: 'The report after the decision', schema: reportSchema },
    errors: [404, 409],
  });

/** Abuse reports (community service): members report, moderators review. */
export const reportsApi = defineApi({
  createReport: {
    method: 'post',
    path: '/api/reports',
    summary: 'Report something that breaks the content policy',
    description:
      'A member reports an item once (the same item again is 409) and at most REPORTS_MAX_PER_HOUR times an hour (429 with Retry-After). The report goes to the moderators’ queue.',
    tags: ['Moderation'],
    auth: 'required',
    request: { body: createReportSchema },
    response: { status: 201, description: 'The stored report', schema: reportSchema },
    errors: [409, 429],
  },
  listReports: {
    method: 'get',
    path: '/api/moderation/reports',
    summary: 'The moderators’ queue of reports',
    description: 'Newest first; `status` and `targetType` narrow it. Moderators only.',
    tags: ['Moderation'],
    auth: 'required',
    capability: 'reports.review',
    request: { query: reportListQuerySchema },
    response: { description: 'A page of reports', schema: reportListSchema },
  },
  resolveReport: decision('resolve'),
  dismissReport: decision('dismiss'),
});
