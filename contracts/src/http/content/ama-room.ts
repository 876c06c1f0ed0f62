import { z } from 'zod';

/**
 * The live AMA room: the stream the admin set, and a question queue where members
 * ask and upvote while the AMA is live and a moderator marks questions answered.
 */
export const AMA_QUESTION_LIMITS = { text: 500, perAma: 500 } as const;

/** POST /api/amas/{id}/questions */
export const amaQuestionInputSchema = z.object({
  text: z
    .string({ error: 'Question is required' })
    .trim()
    .min(1, 'Question is required')
    .max(AMA_QUESTION_LIMITS.text, `Question must be at most ${AMA_QUESTION_LIMITS.text} characters`),
});
export type AmaQuestionInput = z.infer<typeof amaQuestionInputSchema>;

/** Like every content id, a malformed one reads as unknown (404). */
export const amaQuestionParamsSchema = z.object({ id: z.string().max(64), questionId: z.string().max(64) });

export const amaQuestionSchema = z.object({
  id: z.string(),
  amaId: z.string(),
  text: z.string(),
  votes: z.number().int(),
  /** the caller asked it (false for visitors) */
  mine: z.boolean(),
  /** the caller upvoted it (false for visitors) */
  upvotedByMe: z.boolean(),
  answered: z.boolean(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AmaQuestion = z.infer<typeof amaQuestionSchema>;

/** The queue: open questions by votes (then oldest first), then the answered ones, latest answer first. */
export const amaQuestionListSchema = z.object({ items: z.array(amaQuestionSchema) });
export type AmaQuestionList = z.infer<typeof amaQuestionListSchema>;

// ---- the stream ------------------------------------------------------------------------------------

export interface StreamEmbed {
  provider: 'YouTube' | 'Vimeo';
  /** an https player address built from the video id alone: nothing of the stored address reaches the iframe */
  src: string;
}

/** Where embedded players come from: the bff's Content-Security-Policy allows frames from these alone. */
export const STREAM_EMBED_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com', 'https://vimeo.com'] as const;

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be', 'www.youtube-nocookie.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;

/**
 * The player to embed for an AMA's stream address, or null (the page then shows a link): only https
 * addresses of YouTube (watch, live, embed, youtu.be) and Vimeo (a video or an event) are embedded,
 * and the player's address is rebuilt from the video id, so the iframe never loads what an admin typed.
 */
export function streamEmbedOf(streamUrl: string | null | undefined): StreamEmbed | null {
  if (!streamUrl) return null;
  let url: URL;
  try {
    url = new URL(streamUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split('/').filter(Boolean);
  if (YOUTUBE_HOSTS.has(host)) {
    const id =
      host === 'youtu.be'
        ? parts[0]
        : parts[0] === 'watch'
          ? url.searchParams.get('v')
          : parts[0] === 'live' || parts[0] === 'embed' || parts[0] === 'shorts'
            ? parts[1]
            : null;
    return id && YOUTUBE_ID.test(id) ? { provider: 'YouTube', src: `https://www.youtube-nocookie.com/embed/${id}` } : null;
  }
  if (VIMEO_HOSTS.has(host)) {
    if (host === 'player.vimeo.com')
      return parts[0] === 'video' && VIMEO_ID.test(parts[1] ?? '')
        ? { provider: 'Vimeo', src: `https://player.vimeo.com/video/${parts[1]}` }
        : null;
    if (parts[0] === 'event' && VIMEO_ID.test(parts[1] ?? ''))
      return { provider: 'Vimeo', src: `https://vimeo.com/event/${parts[1]}/embed` };
    const id = parts.find((p) => VIMEO_ID.test(p));
    return id ? { provider: 'Vimeo', src: `https://player.vimeo.com/video/${id}` } : null;
  }
  return null;
}
