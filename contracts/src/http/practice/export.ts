import { z } from 'zod';

/**
 * GET /api/practice/export: every record practice keeps of the caller, as stored, by kind
 * (sessions, stats rows, logs, journal, goals, equipment, shot patterns, analyses, sharing).
 */
export const practiceExportSchema = z.object({
  exportedAt: z.string(),
  service: z.literal('practice'),
  records: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
export type PracticeExport = z.infer<typeof practiceExportSchema>;
