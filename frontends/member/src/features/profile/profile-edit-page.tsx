import { useEffect, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  ACCOUNT_DELETED_FLAG,
  ApiError,
  Button,
  Card,
  ConfirmDialog,
  Container,
  FormField,
  Input,
  Spinner,
  Switch,
  Textarea,
  errorMessage,
  toast,
  useAuth,
  Select,
} from '@trap/ui';
import { BLOOD_GROUPS, GENDERS, updateProfileRequestSchema, type ProfileVisibility } from '@trap/contracts';
import { downloadMyData, requestAccountDeletion, useOwnProfile, useSaveProfile, type OwnProfile } from './profile-api.ts';
import '../../shared/styles/page.css';
import './profile.css';

const SOCIAL = [
  ['website', 'Website'],
  ['instagram', 'Instagram'],
  ['facebook', 'Facebook'],
  ['x', 'X'],
  ['youtube', 'YouTube'],
  ['linkedin', 'LinkedIn'],
] as const;
type SocialKey = (typeof SOCIAL)[number][0];

const VISIBILITY: { key: keyof ProfileVisibility; label: string }[] = [
  { key: 'showClub', label: 'Show club' },
  { key: 'showLocation', label: 'Show location' },
  { key: 'showBio', label: 'Show bio' },
  { key: 'showShootingSince', label: 'Show shooting since' },
  { key: 'showSocialLinks', label: 'Show social links' },
  { key: 'showShooterIds', label: 'Show NRAI Shooter ID and ISSF ID' },
];

interface ProfileForm {
  displayName: string;
  bio: string;
  avatarUrl: string;
  clubAffiliation: string;
  location: string;
  shootingSince: string;
  socialLinks: Record<SocialKey, string>;
  nraiShooterId: string;
  issfId: string;
  mobileNumber: string;
  emergencyContact: string;
  gender: string;
  height: string;
  weight: string;
  bloodGroup: string;
  isPublicProfile: boolean;
  profileVisibility: ProfileVisibility;
}

const formOf = (p: OwnProfile): ProfileForm => ({
  displayName: p.displayName,
  bio: p.bio ?? '',
  avatarUrl: p.avatarUrl ?? '',
  clubAffiliation: p.clubAffiliation ?? '',
  location: p.location ?? '',
  shootingSince: p.shootingSince ?? '',
  socialLinks: Object.fromEntries(SOCIAL.map(([k]) => [k, p.socialLinks?.[k] ?? ''])) as Record<SocialKey, string>,
  nraiShooterId: p.nraiShooterId ?? '',
  issfId: p.issfId ?? '',
  mobileNumber: p.mobileNumber ?? '',
  emergencyContact: p.emergencyContact ?? '',
  gender: p.gender ?? '',
  height: p.height == null ? '' : String(p.height),
  weight: p.weight == null ? '' : String(p.weight),
  bloodGroup: p.bloodGroup ?? '',
  isPublicProfile: p.isPublicProfile,
  profileVisibility: p.profileVisibility,
});

const num = (v: string) => (v.trim() === '' ? null : Number(v));

/** The form's values as the PATCH body (empty texts clear a field); the contract checks it before it goes. */
const bodyOf = (v: ProfileForm): Record<string, unknown> => ({
  displayName: v.displayName,
  bio: v.bio,
  avatarUrl: v.avatarUrl,
  clubAffiliation: v.clubAffiliation,
  location: v.location,
  shootingSince: v.shootingSince || null,
  socialLinks: Object.fromEntries(Object.entries(v.socialLinks).filter(([, url]) => url.trim() !== '')),
  nraiShooterId: v.nraiShooterId,
  issfId: v.issfId,
  mobileNumber: v.mobileNumber,
  emergencyContact: v.emergencyContact,
  gender: v.gender,
  height: num(v.height),
  weight: num(v.weight),
  bloodGroup: v.bloodGroup,
  isPublicProfile: v.isPublicProfile,
  profileVisibility: v.profileVisibility,
});

/** /profile/edit and /profile/privacy (one screen, SPEC 2.2): everything the member owns about themselves. */
export default function ProfileEditPage() {
  const profile = useOwnProfile();
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname === '/profile/privacy' && profile.data) document.getElementById('profile-privacy')?.scrollIntoView();
  }, [pathname, profile.data]);
  return (
    <Container>
      <div className="pr-page pf-page">
        <div className="pr-header">
          <h1 className="pr-h1">Edit Profile</h1>
          <Link to="/profile">Back to your dashboard</Link>
        </div>
        {profile.isPending ? <Spinner /> : null}
        {profile.isError ? (
          <Card role="alert">
            <p className="pr-error">Your profile could not be loaded: {errorMessage(profile.error)}</p>
            <Button size="sm" variant="outline" onClick={() => void profile.refetch()}>
              Try again
            </Button>
          </Card>
        ) : null}
        {profile.data ? <ProfileEditor key={profile.data.id} profile={profile.data} /> : null}
        {profile.data ? <YourData /> : null}
      </div>
    </Container>
  );
}

function ProfileEditor({ profile }: { profile: OwnProfile }) {
  const form = useForm<ProfileForm>({ defaultValues: formOf(profile) });
  const save = useSaveProfile();
  const err = form.formState.errors;
  const isPublic = form.watch('isPublicProfile');
  const visibility = form.watch('profileVisibility');

  const showErrors = (fields: Record<string, string>) => {
    for (const [path, message] of Object.entries(fields)) form.setError(path as Path<ProfileForm>, { message });
    const first = Object.keys(fields)[0];
    if (first) form.setFocus(first as Path<ProfileForm>);
  };

  const submit = form.handleSubmit(async (values) => {
    const body = bodyOf(values);
    // the server's contract, so the member sees the same messages before sending
    const parsed = updateProfileRequestSchema.safeParse(body);
    if (!parsed.success) {
      showErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message])));
      toast({ title: 'Please check the highlighted fields', variant: 'destructive' });
      return;
    }
    try {
      await save.mutateAsync(parsed.data);
      toast({ title: 'Profile saved', variant: 'success' });
    } catch (e) {
      if (e instanceof ApiError && e.fields) showErrors(e.fields);
      toast({ title: 'Could not save your profile', description: errorMessage(e), variant: 'destructive' });
    }
  });

  const field = (name: Path<ProfileForm>) =>
    err &&
    (name.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], err) as { message?: string } | undefined)
      ?.message;

  return (
    <form onSubmit={submit} noValidate aria-label="Edit profile" className="pf-form">
      <Card role="region" aria-labelledby="pf-public">
        <h2 id="pf-public" className="pr-h2">
          Profile
        </h2>
        <div className="pf-grid">
          <FormField label="Display name" error={field('displayName')}>
            <Input autoComplete="name" maxLength={60} {...form.register('displayName')} />
          </FormField>
          <FormField label="Avatar URL" labelSuffix="(optional)" hint="A link to a picture, https://…" error={field('avatarUrl')}>
            <Input type="url" inputMode="url" {...form.register('avatarUrl')} />
          </FormField>
          <FormField label="Club" labelSuffix="(optional)" error={field('clubAffiliation')}>
            <Input maxLength={160} {...form.register('clubAffiliation')} />
          </FormField>
          <FormField label="Location" labelSuffix="(optional)" hint="Your city" error={field('location')}>
            <Input maxLength={160} {...form.register('location')} />
          </FormField>
          <FormField label="Shooting since" labelSuffix="(optional)" error={field('shootingSince')}>
            <Input type="date" {...form.register('shootingSince')} />
          </FormField>
        </div>
        <FormField label="Bio" labelSuffix="(optional)" error={field('bio')}>
          <Textarea rows={4} {...form.register('bio')} />
        </FormField>
        <h3 className="pr-h3">Social links</h3>
        <div className="pf-grid">
          {SOCIAL.map(([key, label]) => (
            <FormField key={key} label={label} labelSuffix="(optional)" error={field(`socialLinks.${key}`)}>
              <Input type="url" inputMode="url" placeholder="https://…" {...form.register(`socialLinks.${key}`)} />
            </FormField>
          ))}
        </div>
      </Card>

      <Card role="region" aria-labelledby="pf-ids">
        <h2 id="pf-ids" className="pr-h2">
          Shooter IDs
        </h2>
        <div className="pf-grid">
          <FormField label="NRAI Shooter ID" labelSuffix="(optional)" error={field('nraiShooterId')}>
            <Input maxLength={60} {...form.register('nraiShooterId')} />
          </FormField>
          <FormField label="ISSF ID" labelSuffix="(optional)" error={field('issfId')}>
            <Input maxLength={60} {...form.register('issfId')} />
          </FormField>
        </div>
      </Card>

      <Card role="region" aria-labelledby="pf-private">
        <h2 id="pf-private" className="pr-h2">
          Private details
        </h2>
        <p className="pr-muted">Only you see these; they never appear on your public profile.</p>
        <div className="pf-grid">
          <FormField label="Mobile number" labelSuffix="(optional)" error={field('mobileNumber')}>
            <Input type="tel" inputMode="tel" autoComplete="tel" {...form.register('mobileNumber')} />
          </FormField>
          <FormField label="Emergency contact" labelSuffix="(optional)" hint="Name and phone number" error={field('emergencyContact')}>
            <Input maxLength={200} {...form.register('emergencyContact')} />
          </FormField>
          <FormField label="Gender" labelSuffix="(optional)" error={field('gender')}>
            <Select {...form.register('gender')}>
              <option value="">Not given</option>
              {GENDERS.map((g) => (
                <option key={g} value={g}>
                  {g}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label="Blood group" labelSuffix="(optional)" error={field('bloodGroup')}>
            <Select {...form.register('bloodGroup')}>
              <option value="">Not given</option>
              {BLOOD_GROUPS.map((g) => (
                <option key={g} value={g}>
                  {g}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label="Height (cm)" labelSuffix="(optional)" error={field('height')}>
            <Input type="number" inputMode="numeric" step="any" {...form.register('height')} />
          </FormField>
          <FormField label="Weight (kg)" labelSuffix="(optional)" error={field('weight')}>
            <Input type="number" inputMode="decimal" step="any" {...form.register('weight')} />
          </FormField>
        </div>
      </Card>

      <Card role="region" aria-labelledby="profile-privacy" id="profile-privacy-card">
        <h2 id="profile-privacy" className="pr-h2">
          Privacy
        </h2>
        <div className="pf-switch">
          <Switch
            id="pf-public-profile"
            checked={isPublic}
            onCheckedChange={(on) => form.setValue('isPublicProfile', on, { shouldDirty: true })}
          />
          <label htmlFor="pf-public-profile">Public profile</label>
        </div>
        <p className="pr-muted">
          {isPublic
            ? 'Everyone can find you in the member directory and open your profile page.'
            : 'Only you, your friends and your coaches see your profile page; you are not in the member directory.'}
        </p>
        <fieldset className="pf-fieldset">
          <legend>What your profile shows besides your name, avatar and level</legend>
          {VISIBILITY.map(({ key, label }) => (
            <div className="pf-switch" key={key}>
              <Switch
                id={`pf-${key}`}
                checked={visibility[key]}
                onCheckedChange={(on) => form.setValue(`profileVisibility.${key}`, on, { shouldDirty: true })}
              />
              <label htmlFor={`pf-${key}`}>{label}</label>
            </div>
          ))}
        </fieldset>
      </Card>

      <div className="pf-actions">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Saving…' : 'Save profile'}
        </Button>
      </div>
    </form>
  );
}

/** Download my data, and the account deletion with its grace period. */
function YourData() {
  const [downloading, setDownloading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { beginSignOut, clearSession } = useAuth();
  const navigate = useNavigate();
  const download = async () => {
    setDownloading(true);
    try {
      await downloadMyData();
      toast({ title: 'Your data is downloading', variant: 'success' });
    } catch (e) {
      toast({ title: 'Could not download your data', description: errorMessage(e), variant: 'destructive' });
    } finally {
      setDownloading(false);
    }
  };
  const remove = async () => {
    try {
      const marked = await requestAccountDeletion();
      try {
        localStorage.setItem(ACCOUNT_DELETED_FLAG, 'true');
      } catch {
        // storage may be blocked; the server's state is what counts
      }
      toast({
        title: 'Account marked for deletion',
        description: `Your account and data will be deleted on ${new Date(marked.deleteAfter).toLocaleDateString()}. Contact support before then to keep it.`,
        variant: 'success',
      });
      // as a logout: leave the member zone first, then forget the user (no bounce to /auth on the way out)
      beginSignOut();
      try {
        await navigate('/');
      } finally {
        clearSession();
      }
    } catch (e) {
      toast({ title: 'Could not delete your account', description: errorMessage(e), variant: 'destructive' });
      throw e;
    }
  };
  return (
    <Card role="region" aria-labelledby="pf-data">
      <h2 id="pf-data" className="pr-h2">
        Your data
      </h2>
      <p className="pr-muted">
        Download everything we keep about you (your account, practice, network, squads, forum posts, comments and bookings) as one JSON
        file.
      </p>
      <Button variant="outline" onClick={() => void download()} disabled={downloading}>
        {downloading ? 'Preparing…' : 'Download my data'}
      </Button>
      <h3 className="pr-h3 pf-danger-title">Delete account</h3>
      <p className="pr-muted">
        Your account is marked for deletion and you are logged out at once. After 30 days it is removed with your data in every part of Trap
        India. Until then, support can restore it.
      </p>
      <Button variant="destructive" onClick={() => setConfirming(true)}>
        Delete my account
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete your account?"
        description="You will be logged out and your account marked for deletion. After 30 days your profile, practice data and notifications are removed for good."
        confirmLabel="Delete my account"
        onConfirm={remove}
      />
    </Card>
  );
}
