import { practiceExportSchema } from '../http/practice/export.ts';
import { defineApi } from './define.ts';

/** The member's practice data as one JSON document (for the member's "download my data"). */
export const practiceExportApi = defineApi({
  exportPracticeData: {
    method: 'get',
    path: '/api/practice/export',
    summary: 'Download my practice data',
    description: "Every practice record of the caller (sessions, logs, journal, goals, equipment...), as stored; only the caller's own.",
    tags: ['Practice'],
    auth: 'required',
    response: { description: 'The practice data', schema: practiceExportSchema },
  },
});
