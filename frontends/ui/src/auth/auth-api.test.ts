import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchCurrentUser } from './auth-api.ts';

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('fetchCurrentUser', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('when the browser holds no session hint, then the visitor is anonymous without a request (no 401 in a guest page)', async () => {
    const fetch = answer(200, { id: 'u1' });
    vi.stubGlobal('fetch', fetch);
    await expect(fetchCurrentUser({ readCookie: () => undefined })).resolves.toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('when the hint is there, then GET /api/user answers: the user, or anonymous on 401 (a session that ended)', async () => {
    const hint = (name: string) => (name === 'trap_signed_in' ? '1' : undefined);
    const ok = answer(200, { id: 'u1', username: 'member' });
    vi.stubGlobal('fetch', ok);
    await expect(fetchCurrentUser({ readCookie: hint })).resolves.toMatchObject({ id: 'u1' });
    expect(String((ok.mock.calls[0] as unknown[])[0])).toContain('/api/user');

    vi.stubGlobal('fetch', answer(401, { error: { code: 'UNAUTHENTICATED', message: 'Not logged in' } }));
    await expect(fetchCurrentUser({ readCookie: hint })).resolves.toBeNull();
  });
});
