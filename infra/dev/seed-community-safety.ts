import { ApiClient } from './lib/api-client.ts';
import { sleep } from './lib/net.ts';

/**
 * Demo data of the report queue and the live AMA room, through the bff like a browser: the demo
 * member and coach report a forum topic and a reply (a repeat is a 409, so a second run adds
 * nothing), and ask and upvote questions on the first live AMA when they have not asked yet.
 */
interface Opts {
  baseUrl: string;
  demoPassword: string;
}

async function loggedIn(opts: Opts, username: string): Promise<ApiClient> {
  const api = new ApiClient(opts.baseUrl);
  const res = await api.post('/api/login', { username, password: opts.demoPassword });
  if (res.status !== 200) throw new Error(`login as ${username}: ${res.status}`);
  return api;
}

interface Topic {
  id: string;
  title: string;
  replies?: { id: string; authorId?: string }[];
}

/** The first hot forum topic with its replies (the forum seeds itself a moment after the start), or null. */
async function hotTopic(api: ApiClient): Promise<Topic | null> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const hot = await api.get<Topic[]>('/api/forum/topics/hot');
    const list = Array.isArray(hot.body) ? hot.body : [];
    if (hot.status === 200 && list.length) {
      const topic = await api.get<Topic>(`/api/forum/topics/${list[0]!.id}`);
      return topic.status === 200 ? { ...list[0]!, replies: topic.body.replies ?? [] } : list[0]!;
    }
    await sleep(1000);
  }
  return null;
}

export async function seedReports(opts: Opts): Promise<string> {
  const member = await loggedIn(opts, 'member');
  const coach = await loggedIn(opts, 'coach');
  const topic = await hotTopic(member);
  if (!topic) return 'no forum topic to report yet';
  const reply = topic.replies?.at(-1);
  const made: number[] = [];
  const report = async (api: ApiClient, body: Record<string, unknown>) => made.push((await api.post('/api/reports', body)).status);
  await report(member, {
    targetType: 'forum_topic',
    targetId: topic.id,
    reason: 'spam',
    note: 'Looks like an advert for a gun shop, not a discussion.',
  });
  if (reply)
    await report(coach, {
      targetType: 'forum_reply',
      targetId: reply.id,
      reason: 'unsafe_firearms',
      note: 'Suggests loading at the car park, before reaching the line.',
      targetPath: `/forum/topic/${topic.id}`,
    });
  await report(coach, { targetType: 'forum_topic', targetId: topic.id, reason: 'misinformation', note: '' });
  const bad = made.filter((s) => s !== 201 && s !== 409);
  if (bad.length) throw new Error(`reports answered ${bad.join(', ')}`);
  return `${made.filter((s) => s === 201).length} new of ${made.length}`;
}

interface Question {
  id: string;
  mine: boolean;
  upvotedByMe: boolean;
}

export async function seedAmaQuestions(opts: Opts): Promise<string> {
  const member = await loggedIn(opts, 'member');
  const coach = await loggedIn(opts, 'coach');
  const live = await member.get<{ id: string }[]>('/api/amas/live');
  const ama = Array.isArray(live.body) ? live.body[0] : undefined;
  if (!ama) return 'no live AMA';
  const path = `/api/amas/${ama.id}/questions`;
  const queue = async (api: ApiClient) => (await api.get<{ items: Question[] }>(path)).body.items ?? [];
  let asked = 0;
  if (!(await queue(member)).some((q) => q.mine)) {
    for (const text of [
      'How do you reset after a lost target in the final?',
      'What do you eat on the morning of a long competition day?',
    ]) {
      const res = await member.post(path, { text });
      if (res.status !== 201) throw new Error(`asking: ${res.status}`);
      asked++;
    }
  }
  if (!(await queue(coach)).some((q) => q.mine)) {
    const res = await coach.post(path, { text: 'Which drills help juniors hold a steady gun hold point?' });
    if (res.status !== 201) throw new Error(`asking: ${res.status}`);
    asked++;
  }
  let votes = 0;
  for (const q of await queue(coach)) if (!q.mine && !q.upvotedByMe && (await coach.post(`${path}/${q.id}/upvote`)).status === 200) votes++;
  return `${asked} questions asked, ${votes} upvotes`;
}
