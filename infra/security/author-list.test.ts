import { describe, expect, it } from 'vitest';
import { Client, newMember } from './support/client.ts';

/** Every page of the public author list, as a guest reads it through the bff. */
async function authorList(guest: Client): Promise<{ id: string; role: unknown }[]> {
  const all: { id: string; role: unknown }[] = [];
  for (let offset = 0; offset < 20_000; offset += 200) {
    const page = await guest.get(`/api/users?limit=200&offset=${offset}`);
    expect(page.status).toBe(200);
    all.push(...(page.body as { id: string; role: unknown }[]));
    if (page.body.length < 200) break;
  }
  return all;
}

describe('the public author list (GET /api/users)', () => {
  it('when a guest reads every page, then no account is given with its role and private accounts are not listed', async () => {
    const quiet = await newMember('private-member', undefined, { tier: 'range_pass' });
    const open = await newMember('public-member', undefined, { tier: 'range_pass' });
    expect((await open.client.request('/api/user', { method: 'PATCH', json: { isPublicProfile: true } })).status).toBe(200);

    const authors = await authorList(await new Client('guest').visit());
    expect(authors.map((a) => a.id)).toContain(open.id);
    expect(authors.map((a) => a.id)).not.toContain(quiet.id);
    expect(authors.filter((a) => a.role !== null)).toEqual([]);
  });
});
