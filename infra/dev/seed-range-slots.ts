import { ApiClient } from './lib/api-client.ts';
import { sleep } from './lib/net.ts';

/**
 * Demo data of the range slot board, through the bff like a browser: two ranges
 * get two trap layouts and a week of slots from tomorrow (three starts a day on each layout), the
 * demo coach manages the first range's board, and the demo member holds two places. Idempotent: an
 * existing slot answers 409 and a repeated booking 409, so a second run adds only the new days.
 */
interface Opts {
  baseUrl: string;
  demoPassword: string;
}

export const DEMO_SLOT_RANGES = ['Aravalli Clay Club', 'Pink City Trap Club'] as const;
const LAYOUTS = ['Trap 1', 'Trap 2'];
const STARTS = ['07:00', '10:00', '15:30'];
const DAY_MS = 86_400_000;
const istDay = (plusDays: number) => new Date(Date.now() + 5.5 * 3_600_000 + plusDays * DAY_MS).toISOString().slice(0, 10);

async function loggedIn(opts: Opts, username: string): Promise<ApiClient> {
  const api = new ApiClient(opts.baseUrl);
  const res = await api.post('/api/login', { username, password: opts.demoPassword });
  if (res.status !== 200) throw new Error(`login as ${username}: ${res.status}`);
  return api;
}

interface Range {
  id: string;
  name: string;
}

/** The demo ranges by name (content seeds its catalogue a moment after the start). */
async function demoRanges(api: ApiClient): Promise<Range[]> {
  for (let attempt = 0; attempt < 30; attempt++) {
    const res = await api.get<Range[]>('/api/shooting-ranges?limit=100');
    const found = Array.isArray(res.body)
      ? DEMO_SLOT_RANGES.map((n) => res.body.find((r) => r.name === n)).filter((r): r is Range => !!r)
      : [];
    if (found.length === DEMO_SLOT_RANGES.length) return found;
    await sleep(1000);
  }
  return [];
}

export async function seedRangeSlots(opts: Opts): Promise<string> {
  const admin = await loggedIn(opts, 'admin');
  const ranges = await demoRanges(admin);
  if (!ranges.length) return 'no demo ranges yet';
  const coach = await loggedIn(opts, 'coach');
  const coachId = (await coach.get<{ id: string }>('/api/user')).body.id;
  let opened = 0;
  const firstSlots: string[] = [];
  for (const [i, range] of ranges.entries()) {
    const board = await admin.get<{ layouts: { id: string; name: string }[] }>(`/api/shooting-ranges/${range.id}/board`);
    if (board.status !== 200) throw new Error(`range board of ${range.name}: ${board.status}`);
    let layouts = board.body.layouts;
    if (!layouts.length) {
      const set = await admin.request<{ layouts: { id: string; name: string }[] }>('PUT', `/api/shooting-ranges/${range.id}/layouts`, {
        layouts: LAYOUTS.map((name) => ({ name })),
      });
      if (set.status !== 200) throw new Error(`layouts of ${range.name}: ${set.status}`);
      layouts = set.body.layouts;
    }
    if (i === 0) await admin.request('PUT', `/api/shooting-ranges/${range.id}/managers`, { managerIds: [coachId] });
    for (let day = 1; day <= 7; day++)
      for (const time of STARTS)
        for (const [l, layout] of layouts.entries()) {
          const res = await admin.post<{ id: string }>(`/api/shooting-ranges/${range.id}/slots`, {
            date: istDay(day),
            time,
            layoutId: layout.id,
            // ₹1,200 a round of 25 on the first layout, ₹1,450 on the second (integer paise)
            pricePaise: l === 0 ? 120_000 : 145_000,
            capacity: time === '07:00' ? 6 : 12,
          });
          if (res.status === 201) opened++;
          else if (res.status !== 409) throw new Error(`slot at ${range.name}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
        }
    if (i === 0) {
      const week = await admin.get<{ slots: { id: string; date: string; time: string }[] }>(
        `/api/shooting-ranges/${range.id}/slots?from=${istDay(2)}&days=2`,
      );
      firstSlots.push(
        ...(week.body.slots ?? [])
          .filter((s) => s.time === '10:00')
          .map((s) => s.id)
          .slice(0, 2),
      );
    }
  }
  const member = await loggedIn(opts, 'member');
  const name = (await member.get<{ displayName: string }>('/api/user')).body.displayName || 'member';
  let booked = 0;
  for (const slotId of firstSlots) {
    const res = await member.post(`/api/shooting-ranges/${ranges[0]!.id}/slots/${slotId}/booking`, { name });
    if (res.status === 201) booked++;
  }
  return `${opened} slots opened at ${ranges.map((r) => r.name).join(' and ')}, ${booked} booked by the demo member`;
}
