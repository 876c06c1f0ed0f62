import { z } from 'zod';

/**
 * What one service keeps of the caller, by kind, as one JSON document (for the member's "download my data").
 * Each service answers its own `/export`; the profile screen joins them into one file.
 */
export const memberExportSchemaFor = <S extends string>(service: S) =>
  z.object({
    exportedAt: z.string(),
    service: z.literal(service),
    records: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
  });

export const communityExportSchema = memberExportSchemaFor('community');
export type CommunityExport = z.infer<typeof communityExportSchema>;
export const contentExportSchema = memberExportSchemaFor('content');
export type ContentExport = z.infer<typeof contentExportSchema>;
export const notificationsExportSchema = memberExportSchemaFor('notifications');
export type NotificationsExport = z.infer<typeof notificationsExportSchema>;
