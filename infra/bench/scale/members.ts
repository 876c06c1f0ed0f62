import { ApiClient } from '../../dev/lib/api-client.ts';
import { BUSIEST, FULL, TYPICAL, hash32, pick, rng } from './plan.ts';

/** A registered club member: who the other generators write for, and who the bench signs in as. */
export interface ClubMember {
  index: number;
  id: string;
  username: string;
  displayName: string;
}

export const MEMBER_PASSWORD = 'Bench#Club-2026';
/** A registration's answer may take long on a loaded machine (its password hash waits for a core). */
const REGISTER_TIMEOUT_MS = 120_000;

const FIRST = [
  'Aarav',
  'Vivaan',
  'Aditya',
  'Ishaan',
  'Kabir',
  'Arjun',
  'Meera',
  'Ananya',
  'Diya',
  'Saanvi',
  'Rohan',
  'Kavya',
  'Tara',
  'Nikhil',
  'Zoya',
  'Devika',
];
const LAST = [
  'Sharma',
  'Verma',
  'Singh',
  'Rao',
  'Iyer',
  'Menon',
  'Gill',
  'Sandhu',
  'Kapoor',
  'Reddy',
  'Nair',
  'Bose',
  'Mehta',
  'Chauhan',
  'Das',
  'Pillai',
];

export const displayNameOf = (index: number) => {
  const rand = rng(hash32(`member-name#${index}`));
  return `${pick(rand, FIRST)} ${pick(rand, LAST)} ${index}`;
};

/**
 * Registers the club's members through the bff (POST /api/register), so each has a real account: a
 * password hash, the auth service's events (the other services' member read models follow them),
 * and a session when signing in. 300 registrations are ≈ a minute; a seed straight into the users
 * collection would skip the events every other service's copy of a member comes from.
 * `run` keeps the names unique when the stack is reused.
 */
export async function registerMembers(base: string, run: string, log: (line: string) => void, concurrency = 4): Promise<ClubMember[]> {
  const members: ClubMember[] = new Array(FULL.members);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < FULL.members; index = next++) {
      const username = `club${run}_${String(index).padStart(3, '0')}`;
      members[index] = { index, id: await register(base, username, displayNameOf(index)), username, displayName: displayNameOf(index) };
      if ((index + 1) % 50 === 0) log(`  ${index + 1} members registered`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return members;
}

/**
 * One registration, tried again when the answer did not arrive (a loaded machine's slow password
 * hash can outlast the client's 15 s): a name taken by the earlier try signs in for its id instead.
 */
async function register(base: string, username: string, displayName: string): Promise<string> {
  let last = '';
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const res = await new ApiClient(base, REGISTER_TIMEOUT_MS).post<{ id?: string }>('/api/register', {
        username,
        password: MEMBER_PASSWORD,
        email: `${username}@example.com`,
        displayName,
        membershipTier: 'range_pass',
      });
      if (res.status === 201 && res.body.id) return res.body.id;
      if (res.status === 409) {
        const login = await new ApiClient(base, REGISTER_TIMEOUT_MS).post<{ id?: string }>('/api/login', {
          username,
          password: MEMBER_PASSWORD,
        });
        if (login.status === 200 && login.body.id) return login.body.id;
      }
      last = `${res.status} ${JSON.stringify(res.body).slice(0, 200)}`;
      if (res.status < 500 && res.status !== 409 && res.status !== 429) break;
    } catch (err) {
      last = (err as Error).message;
    }
  }
  throw new Error(`registering ${username}: ${last}`);
}

/**
 * Gives the two measured members Elite Trigger (every member screen; a Range Pass member sees most
 * of them locked) through the staff endpoint, as the end-to-end tests give a tier.
 */
export async function grantMeasuredMembers(base: string, adminPassword: string, members: readonly ClubMember[]): Promise<void> {
  const admin = new ApiClient(base);
  const login = await admin.post('/api/login', { username: 'admin', password: adminPassword });
  if (login.status !== 200) throw new Error(`admin login: ${login.status}`);
  for (const m of [members[BUSIEST]!, members[TYPICAL]!]) {
    const res = await admin.request('PUT', `/api/users/${m.id}/membership`, {
      membershipTier: 'elite_trigger',
      membershipStatus: 'active',
      membershipEndDate: new Date(Date.now() + 365 * 86_400_000).toISOString(),
      reason: 'club-scale bench member',
    });
    if (res.status !== 200)
      throw new Error(`granting ${m.username} Elite Trigger: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
  }
}
