import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GENDERS, type OwnProfile } from '@trap/contracts';
import { authApi, authProfileApi } from '@trap/contracts/api/route-paths';
import { expectRetryableError, inLanguage, mockRoute, mockRoutePending, renderScreen, setupApiServer, stubResizeObserver, testUser } from '@trap/ui/testing/index.ts';
import ProfileEditPage from './profile-edit-page.tsx';
import en from './texts/en.json';

const profile: OwnProfile = {
  id: 'u-priya',
  username: 'priya_k',
  email: 'priya@example.com',
  displayName: 'Priya Kapoor',
  bio: null,
  avatarUrl: null,
  level: null,
  clubAffiliation: 'Patiala Shotgun Club',
  isPublicProfile: true,
  profileVisibility: {
    showClub: true,
    showLocation: true,
    showBio: true,
    showSocialLinks: true,
    showShootingSince: true,
    showShooterIds: false,
  },
  socialLinks: null,
  mobileNumber: null,
  emergencyContact: null,
  location: 'Patiala',
  gender: null,
  height: null,
  weight: null,
  bloodGroup: null,
  nraiShooterId: null,
  issfId: null,
  experience: null,
  shootingSince: null,
  memberSince: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const server = setupApiServer(mockRoute(authProfileApi.getOwnProfile, profile));
// the privacy switches measure themselves, and /profile/privacy scrolls to its card (jsdom has neither)
stubResizeObserver();
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
const open = (path = '/profile/edit') =>
  renderScreen(<ProfileEditPage />, { path, user: testUser(), routes: [{ path: '/', element: <p>Home</p> }] });

describe('Edit Profile', () => {
  it('names each gender as contracts store it, word for word', () => {
    expect(Object.values(en.edit.genders)).toEqual([...GENDERS]);
  });

  it('shows a spinner while the profile loads', async () => {
    server.use(mockRoutePending(authProfileApi.getOwnProfile));
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Profile' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Edit profile' })).toBeNull();
  });

  it('fills the form with the profile, the privacy switches too', async () => {
    open('/profile/privacy');
    const form = await screen.findByRole('form', { name: 'Edit profile' });
    expect((within(form).getByLabelText(/^Club/) as HTMLInputElement).value).toBe('Patiala Shotgun Club');
    expect(within(form).getByText('Everyone can find you in the member directory and open your profile page.')).toBeTruthy();
    expect(within(form).getByRole('switch', { name: 'Show NRAI Shooter ID and ISSF ID' }).getAttribute('aria-checked')).toBe('false');
    expect(within(form).getByRole('option', { name: 'Prefer not to say' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeTruthy();
  });

  it('says what is wrong with a field before anything is sent', async () => {
    open();
    const height = await screen.findByLabelText(/^Height \(cm\)/);
    await userEvent.type(height, '300');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Height must be between 50 and 250 cm')).toBeTruthy();
  });

  it('offers Try again when the server fails, and shows the form once it answers', () =>
    expectRetryableError(server, {
      route: authProfileApi.getOwnProfile,
      open: () => open(),
      error: 'Your profile could not be loaded',
      answer: profile,
      recovered: () => screen.findByRole('form', { name: 'Edit profile' }),
    }));

  describe('in Hindi', () => {
    inLanguage('hi');
    it('reads in Hindi when the page is in Hindi: the form, its messages and the deletion’s date', async () => {
      server.use(
        mockRoute(authProfileApi.requestAccountDeletion, { accountStatus: 'marked_for_deletion', deleteAfter: '2027-01-06T10:00:00.000Z' }),
        mockRoute(authApi.logout, { success: true }),
      );
      open();
      expect(await screen.findByRole('heading', { level: 1, name: 'प्रोफ़ाइल एडिट करें' })).toBeTruthy();
      const form = await screen.findByRole('form', { name: 'प्रोफ़ाइल एडिट करें' });
      expect(within(form).getByRole('heading', { level: 2, name: 'प्राइवेसी' })).toBeTruthy();
      expect(within(form).getByRole('option', { name: 'बताना नहीं चाहते' })).toBeTruthy();
      await userEvent.type(within(form).getByLabelText(/^लंबाई \(cm\)/), '300');
      await userEvent.type(within(form).getByLabelText(/^अवतार URL/), 'my-photo');
      await userEvent.click(screen.getByRole('button', { name: 'प्रोफ़ाइल सेव करें' }));
      expect(await screen.findByText('लंबाई 50 से 250 cm के बीच होनी चाहिए')).toBeTruthy();
      expect(screen.getByText('http(s) URL होना चाहिए')).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'मेरा अकाउंट डिलीट करें' }));
      const dialog = await screen.findByRole('alertdialog');
      await userEvent.click(within(dialog).getByRole('button', { name: 'मेरा अकाउंट डिलीट करें' }));
      expect(await screen.findByText(/आपका अकाउंट और डेटा 6 जन॰ 2027 को डिलीट हो जाएगा।/)).toBeTruthy();
    });
  });
});
