import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '@trap/kit/testing';
import { ownProfileSchema } from '@trap/contracts';
import {
  eventsFor,
  outboxDrained,
  publishedEvents,
  registerUser,
  startAuthService,
  type AuthTestService,
} from '../support/auth-service.ts';

const DAY = 24 * 60 * 60 * 1000;
let svc: AuthTestService;
beforeAll(async () => {
  svc = await startAuthService();
});
afterAll(() => svc?.stop());

const stored = async (id: string) => (await svc.auth.User.findById(id).lean())!;

describe('GET /api/user/profile and PATCH /api/user (profile edit)', () => {
  it('when a member saves every field they own, then their profile reads back what they saved', async () => {
    const { token } = await registerUser(svc);
    const json = {
      displayName: 'Kavya Rathore',
      bio: 'Trap since college.',
      avatarUrl: 'https://img.example/kavya.png',
      clubAffiliation: 'Jaipur Shotgun Club',
      location: 'Jaipur',
      gender: 'Female',
      height: 168,
      weight: 61.5,
      bloodGroup: 'B+',
      emergencyContact: 'Rohan Rathore (brother), +91 98290 11223',
      mobileNumber: '+91 98290 44556',
      shootingSince: '2019-04-01',
      socialLinks: { instagram: 'https://instagram.com/kavya.trap', website: '' },
      nraiShooterId: 'NRAI/RJ/2019/0457',
      issfId: 'SHINDKAVYA0101',
      isPublicProfile: true,
      profileVisibility: { showLocation: false, showShooterIds: true },
    };
    const res = await svc.call('/api/user', { method: 'PATCH', token, json });
    expect(res.status).toBe(200);
    const profile = await svc.call('/api/user/profile', { token });
    expect(profile.status).toBe(200);
    expect(ownProfileSchema.strict().parse(profile.body)).toMatchObject({
      ...json,
      socialLinks: { instagram: 'https://instagram.com/kavya.trap' },
      profileVisibility: {
        showClub: true,
        showLocation: false,
        showBio: true,
        showSocialLinks: true,
        showShootingSince: true,
        showShooterIds: true,
      },
    });
    // a later change of one switch keeps the others
    await svc.call('/api/user', { method: 'PATCH', token, json: { profileVisibility: { showBio: false } } });
    expect((await svc.call('/api/user/profile', { token })).body.profileVisibility).toMatchObject({
      showLocation: false,
      showBio: false,
      showShooterIds: true,
    });
  });

  it('when the input is bad, then 400 with a clear message per field and nothing changes', async () => {
    const { user, token } = await registerUser(svc);
    const before = await stored(user.id);
    const res = await svc.call('/api/user', {
      method: 'PATCH',
      token,
      json: {
        displayName: 'Good Name',
        mobileNumber: '12ab',
        height: 400,
        weight: 5,
        bloodGroup: 'C+',
        gender: 'robot',
        nraiShooterId: '<script>',
        avatarUrl: 'javascript:alert(1)',
        shootingSince: '2999-01-01',
        socialLinks: { instagram: 'not a url' },
        bio: 'x'.repeat(2001),
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({
      mobileNumber: 'Enter a mobile number of 10 to 15 digits, e.g. +91 98765 43210',
      height: 'Height must be between 50 and 250 cm',
      weight: 'Weight must be between 20 and 250 kg',
      bloodGroup: 'Choose a blood group such as O+ or AB-',
      gender: 'Choose one of the listed genders',
      nraiShooterId: 'NRAI Shooter ID may hold only letters, digits, spaces, dots, dashes and slashes',
      bio: 'Bio must be at most 2000 characters',
    });
    expect(res.body.error.fields.avatarUrl).toBeTruthy();
    expect(res.body.error.fields.shootingSince).toBeTruthy();
    expect(res.body.error.fields['socialLinks.instagram']).toBeTruthy();
    const after = await stored(user.id);
    expect(after.displayName).toBe(before.displayName);
    expect(after.updatedAt).toEqual(before.updatedAt);
  });

  it('when a member sends role, tier, membership or account status, then 400 and none of them changes', async () => {
    const { user, token } = await registerUser(svc);
    for (const json of [
      { role: 'admin' },
      { membershipTier: 'pro_lane' },
      { membershipStatus: 'active', membershipEndDate: '2099-01-01' },
      { accountStatus: 'active', isTrialMember: true },
      { isCoach: true },
      { displayName: 'Sneaky', role: 'superadmin' },
    ]) {
      const res = await svc.call('/api/user', { method: 'PATCH', token, json });
      expect(res.status).toBe(400);
    }
    const after = await stored(user.id);
    expect(after).toMatchObject({
      role: 'member',
      membershipTier: 'range_pass',
      membershipStatus: 'active',
      accountStatus: 'active',
      isTrialMember: false,
      isCoach: false,
      displayName: user.displayName,
    });
    expect(after.membershipEndDate).toBeNull();
    const me = await svc.call('/api/user', { token });
    expect(me.body).toMatchObject({ role: 'member', membershipTier: 'range_pass', accountStatus: 'active' });
  });

  it('when a member changes public and private fields, then the snapshot carries only what they show and never a private field', async () => {
    const { user, token } = await registerUser(svc);
    await svc.call('/api/user', {
      method: 'PATCH',
      token,
      json: {
        isPublicProfile: true,
        clubAffiliation: 'Hidden Club',
        location: 'Pune',
        mobileNumber: '+91 90000 00001',
        bloodGroup: 'O-',
        emergencyContact: 'Someone, +91 90000 00002',
        height: 170,
        weight: 70,
        nraiShooterId: 'NRAI-77',
        shootingSince: '2015-06-01',
        profileVisibility: { showClub: false },
      },
    });
    const [event] = await eventually(async () => {
      const mine = eventsFor(await publishedEvents(svc.ctx.bus), 'auth.user.updated', user.id);
      return mine.length ? mine : null;
    });
    expect(event!.data).toMatchObject({
      clubAffiliation: null,
      location: 'Pune',
      shootingSince: '2015-06-01',
      nraiShooterId: null, // ids are hidden by default
      isPublicProfile: true,
    });
    for (const field of ['mobileNumber', 'bloodGroup', 'emergencyContact', 'height', 'weight', 'email', 'armsLicense', 'profileVisibility'])
      expect(event!.data).not.toHaveProperty(field);
    // the public list honours the choice too
    const list = await svc.call('/api/users/public?limit=200');
    expect(list.body.find((m: { id: string }) => m.id === user.id)).toMatchObject({ clubAffiliation: null });
  });

  it('when anonymous, then the profile and the export answer 401', async () => {
    expect((await svc.call('/api/user/profile')).status).toBe(401);
    expect((await svc.call('/api/user/export')).status).toBe(401);
  });
});

describe('GET /api/user/export', () => {
  it('when a member downloads their data, then it is their account as stored, without the password hash', async () => {
    const { user, token } = await registerUser(svc, { displayName: 'Export Me' });
    await svc.call('/api/user', {
      method: 'PATCH',
      token,
      json: { mobileNumber: '+91 98111 22334', bloodGroup: 'B+' },
    });
    const res = await svc.call('/api/user/export', { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      service: 'auth',
      account: {
        id: user.id,
        username: user.username,
        displayName: 'Export Me',
        mobileNumber: '+91 98111 22334',
        role: 'member',
        membershipTier: 'range_pass',
        bloodGroup: 'B+',
      },
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password|usernameKey|_outbox|argon2/);
    // the arms licence has one home, practice's encrypted vault: the profile neither takes nor gives it
    expect(JSON.stringify(res.body)).not.toMatch(/armsLicen/);
    const refused = await svc.call('/api/user', { method: 'PATCH', token, json: { armsLicense: { number: 'DL/99' }, armsLicenseId: 'DL/99' } });
    expect(refused.status).toBe(400);
  });
});

describe('account deletion', () => {
  it('when the confirmation is missing, then 400 and the account stays active', async () => {
    const { user, token } = await registerUser(svc);
    const res = await svc.call('/api/user/deletion', { method: 'POST', token, json: { confirm: 'yes' } });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.confirm).toBe('Type DELETE to confirm');
    expect((await stored(user.id)).accountStatus).toBe('active');
  });

  it('when a member asks, then the account is marked, their sessions end, login says marked for deletion, and after the grace period the account goes with auth.user.deleted, once', async () => {
    const { user, token, username, password } = await registerUser(svc);
    const res = await svc.call('/api/user/deletion', { method: 'POST', token, json: { confirm: 'DELETE' } });
    expect(res.status).toBe(202);
    expect(res.body.accountStatus).toBe('marked_for_deletion');
    const deleteAfter = new Date(res.body.deleteAfter).getTime();
    expect(Math.abs(deleteAfter - (Date.now() + 30 * DAY))).toBeLessThan(60_000);
    expect((await stored(user.id)).accountStatus).toBe('marked_for_deletion');

    // the session is gone and a login is refused with SPEC 8.2's message
    expect((await svc.call('/api/user', { token })).status).toBe(401);
    const login = await svc.call('/api/login', { json: { username, password } });
    expect(login.status).toBe(403);
    expect(login.body.error.message).toContain('marked for deletion');

    // other services hear it at once: the profile leaves their directories
    const updated = await eventually(async () => {
      const e = eventsFor(await publishedEvents(svc.ctx.bus), 'auth.user.updated', user.id).find(
        (x) => x.data.accountStatus === 'marked_for_deletion',
      );
      return e ?? null;
    });
    expect(updated.data.userId).toBe(user.id);

    // before the grace period ends nothing is removed
    await svc.auth.account.runDeletion(new Date(deleteAfter - 1000));
    expect((await stored(user.id)).accountStatus).toBe('marked_for_deletion');

    // after it: a tombstone with the event, personal fields cleared, the name released
    const first = await svc.auth.account.runDeletion(new Date(deleteAfter + 1000));
    expect(first.deleted).toBeGreaterThanOrEqual(1);
    const tomb = await svc.auth.User.findById(user.id).lean();
    if (tomb) expect(tomb).toMatchObject({ accountStatus: 'deleted', displayName: 'Deleted member', email: '', bio: null });
    const deleted = await eventually(async () => eventsFor(await publishedEvents(svc.ctx.bus), 'auth.user.deleted', user.id)[0] ?? null);
    expect(deleted.data).toMatchObject({ userId: user.id });
    await outboxDrained(svc, user.id).catch(() => undefined);

    // the next run removes the tombstone and publishes nothing more
    await svc.auth.account.runDeletion(new Date(deleteAfter + 2000));
    expect(await svc.auth.User.findById(user.id).lean()).toBeNull();
    await new Promise((r) => setTimeout(r, 300));
    expect(eventsFor(await publishedEvents(svc.ctx.bus), 'auth.user.deleted', user.id)).toHaveLength(1);
    // the name is free again
    expect(
      (
        await svc.call('/api/register', {
          json: { username, password, email: 'x@example.com', displayName: 'New Owner', membershipTier: 'range_pass' },
        })
      ).status,
    ).toBe(201);
  });

  it('when an account was restored during the grace period, then the job leaves it alone', async () => {
    const { user, token } = await registerUser(svc);
    const res = await svc.call('/api/user/deletion', { method: 'POST', token, json: { confirm: 'DELETE' } });
    await outboxDrained(svc, user.id);
    await svc.auth.User.updateOne({ _id: user.id }, { $set: { accountStatus: 'active', deleteAfter: null } });
    await svc.auth.account.runDeletion(new Date(new Date(res.body.deleteAfter).getTime() + 1000));
    expect((await stored(user.id)).accountStatus).toBe('active');
  });
});
