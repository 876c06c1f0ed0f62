import { analyticsQuerySchema, analyticsSchema, auditLogPageSchema, auditLogQuerySchema } from '../http/settings/audit.ts';
import { defineApi } from './define.ts';

const tags = ['Audit and analytics'];

/**
 * The audit log and the analytics read model, both kept by the settings
 * service from events only. Read-only: nothing edits or deletes an audit entry through the product.
 */
export const settingsAuditApi = defineApi({
  listAuditLog: {
    method: 'get',
    path: '/api/superadmin/audit',
    summary: 'The audit log of staff actions',
    description:
      'Who did what to which item, when, before and after, newest first; filters by actor (id or name), action, item type and IST dates.',
    tags,
    auth: 'required',
    capability: 'superadmin.area',
    request: { query: auditLogQuerySchema },
    response: { description: 'A page of audit entries', schema: auditLogPageSchema },
  },
  getAnalytics: {
    method: 'get',
    path: '/api/superadmin/analytics',
    summary: 'Analytics over time',
    description:
      'Daily sign-ups, paying members, paid invoices and revenue, sessions and targets logged, forum topics and replies, content views (IST days), and retention by sign-up month; from events only.',
    tags,
    auth: 'required',
    capability: 'analytics.view',
    request: { query: analyticsQuerySchema },
    response: { description: 'Daily series', schema: analyticsSchema },
  },
});
