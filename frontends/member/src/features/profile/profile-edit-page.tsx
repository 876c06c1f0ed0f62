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
  formatDate,
  toast,
  useAuth,
  Select,
  useMessageText,
} from '@trap/ui';
import {
  BLOOD_GROUPS,
  GENDERS,
  updateProfileRequestSchema,
  type ProfileVisibility,
} from '@trap/contracts';
import { downloadMyData, requestAccountDeletion, useOwnProfile, useSaveProfile, type OwnProfile } from './profile-api.ts';
import '../../shared/styles/page.css';
import './profile.css';
import { useProfileT } from './texts/texts.ts';

const SOCIAL = [
  { key: 'website', labelKey: 'edit.social.website' },
  { key: 'instagram', labelKey: 'edit.social.instagram' },
  { key: 'facebook', labelKey: 'edit.social.facebook' },
  { key: 'x', labelKey: 'edit.social.x' },
  { key: 'youtube', labelKey: 'edit.social.youtube' },
  { key: 'linkedin', labelKey: 'edit.social.linkedin' },
] as const;
type SocialKey = (typeof SOCIAL)[number]['key'];

const VISIBILITY: { key: keyof ProfileVisibility; labelKey: string }[] = [
  { key: 'showClub', labelKey: 'edit.visibility.showClub' },
  { key: 'showLocation', labelKey: 'edit.visibility.showLocation' },
  { key: 'showBio', labelKey: 'edit.visibility.showBio' },
  { key: 'showShootingSince', labelKey: 'edit.visibility.showShootingSince' },
  { key: 'showSocialLinks', labelKey: 'edit.visibility.showSocialLinks' },
  { key: 'showShooterIds', labelKey: 'edit.visibility.showShooterIds' },
];

/** The genders as contracts store them (SPEC's English, the option's value) and their text in the page's language. */
const GENDER_TEXTS: Record<(typeof GENDERS)[number], { textKey: string }> = {
  Female: { textKey: 'edit.genders.female' },
  Male: { textKey: 'edit.genders.male' },
  'Non-binary': { textKey: 'edit.genders.nonBinary' },
  'Prefer not to say': { textKey: 'edit.genders.notSaying' },
};

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
  socialLinks: Object.fromEntries(SOCIAL.map(({ key }) => [key, p.socialLinks?.[key] ?? ''])) as Record<SocialKey, string>,
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
  const { t } = useProfileT();
  useEffect(() => {
    if (pathname === '/profile/privacy' && profile.data) document.getElementById('profile-privacy')?.scrollIntoView();
  }, [pathname, profile.data]);
  return (
    <Container>
      <div className="pr-page pf-page">
        <div className="pr-header">
          <h1 className="pr-h1">{t('edit.title')}</h1>
          <Link to="/profile">{t('edit.back')}</Link>
        </div>
        {profile.isPending ? <Spinner /> : null}
        {profile.isError ? (
          <Card role="alert">
            <p className="pr-error">{t('edit.loadFailed', { reason: errorMessage(profile.error) })}</p>
            <Button size="sm" variant="outline" onClick={() => void profile.refetch()}>
              {t('tryAgain')}
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
  const { t } = useProfileT();
  // the contract's messages (SPEC's English, word for word) in the page's language: @trap/ui's catalogue
  const messageText = useMessageText();
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
      toast({ title: t('edit.checkFields'), variant: 'destructive' });
      return;
    }
    try {
      await save.mutateAsync(parsed.data);
      toast({ title: t('edit.saved'), variant: 'success' });
    } catch (e) {
      if (e instanceof ApiError && e.fields) showErrors(e.fields);
      toast({ title: t('edit.saveFailed'), description: errorMessage(e), variant: 'destructive' });
    }
  });

  const field = (name: Path<ProfileForm>) =>
    messageText(
      err &&
        (
          name.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], err) as
            { message?: string } | undefined
        )?.message,
    );
  const optional = t('edit.optional');

  return (
    <form onSubmit={submit} noValidate aria-label={t('edit.form')} className="pf-form">
      <Card role="region" aria-labelledby="pf-public">
        <h2 id="pf-public" className="pr-h2">
          {t('edit.profileTitle')}
        </h2>
        <div className="pf-grid">
          <FormField label={t('edit.displayName')} error={field('displayName')}>
            <Input autoComplete="name" maxLength={60} {...form.register('displayName')} />
          </FormField>
          <FormField label={t('edit.avatarUrl')} labelSuffix={optional} hint={t('edit.avatarHint')} error={field('avatarUrl')}>
            <Input type="url" inputMode="url" {...form.register('avatarUrl')} />
          </FormField>
          <FormField label={t('edit.club')} labelSuffix={optional} error={field('clubAffiliation')}>
            <Input maxLength={160} {...form.register('clubAffiliation')} />
          </FormField>
          <FormField label={t('edit.location')} labelSuffix={optional} hint={t('edit.locationHint')} error={field('location')}>
            <Input maxLength={160} {...form.register('location')} />
          </FormField>
          <FormField label={t('edit.shootingSince')} labelSuffix={optional} error={field('shootingSince')}>
            <Input type="date" {...form.register('shootingSince')} />
          </FormField>
        </div>
        <FormField label={t('edit.bio')} labelSuffix={optional} error={field('bio')}>
          <Textarea rows={4} {...form.register('bio')} />
        </FormField>
        <h3 className="pr-h3">{t('edit.socialTitle')}</h3>
        <div className="pf-grid">
          {SOCIAL.map(({ key, labelKey }) => (
            <FormField key={key} label={t(labelKey)} labelSuffix={optional} error={field(`socialLinks.${key}`)}>
              <Input type="url" inputMode="url" placeholder="https://…" {...form.register(`socialLinks.${key}`)} />
            </FormField>
          ))}
        </div>
      </Card>

      <Card role="region" aria-labelledby="pf-ids">
        <h2 id="pf-ids" className="pr-h2">
          {t('edit.idsTitle')}
        </h2>
        <div className="pf-grid">
          <FormField label={t('edit.nraiId')} labelSuffix={optional} error={field('nraiShooterId')}>
            <Input maxLength={60} {...form.register('nraiShooterId')} />
          </FormField>
          <FormField label={t('edit.issfId')} labelSuffix={optional} error={field('issfId')}>
            <Input maxLength={60} {...form.register('issfId')} />
          </FormField>
        </div>
      </Card>

      <Card role="region" aria-labelledby="pf-private">
        <h2 id="pf-private" className="pr-h2">
          {t('edit.privateTitle')}
        </h2>
        <p className="pr-muted">{t('edit.privateNote')}</p>
        <div className="pf-grid">
          <FormField label={t('edit.mobile')} labelSuffix={optional} error={field('mobileNumber')}>
            <Input type="tel" inputMode="tel" autoComplete="tel" {...form.register('mobileNumber')} />
          </FormField>
          <FormField label={t('edit.emergency')} labelSuffix={optional} hint={t('edit.emergencyHint')} error={field('emergencyContact')}>
            <Input maxLength={200} {...form.register('emergencyContact')} />
          </FormField>
          <FormField label={t('edit.gender')} labelSuffix={optional} error={field('gender')}>
            <Select {...form.register('gender')}>
              <option value="">{t('edit.notGiven')}</option>
              {GENDERS.map((g) => (
                <option key={g} value={g}>
                  {t(GENDER_TEXTS[g].textKey)}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label={t('edit.bloodGroup')} labelSuffix={optional} error={field('bloodGroup')}>
            <Select {...form.register('bloodGroup')}>
              <option value="">{t('edit.notGiven')}</option>
              {BLOOD_GROUPS.map((g) => (
                <option key={g} value={g}>
                  {g}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label={t('edit.height')} labelSuffix={optional} error={field('height')}>
            <Input type="number" inputMode="numeric" step="any" {...form.register('height')} />
          </FormField>
          <FormField label={t('edit.weight')} labelSuffix={optional} error={field('weight')}>
            <Input type="number" inputMode="decimal" step="any" {...form.register('weight')} />
          </FormField>
        </div>
      </Card>

      <Card role="region" aria-labelledby="profile-privacy" id="profile-privacy-card">
        <h2 id="profile-privacy" className="pr-h2">
          {t('edit.privacyTitle')}
        </h2>
        <div className="pf-switch">
          <Switch
            id="pf-public-profile"
            checked={isPublic}
            onCheckedChange={(on) => form.setValue('isPublicProfile', on, { shouldDirty: true })}
          />
          <label htmlFor="pf-public-profile">{t('edit.publicProfile')}</label>
        </div>
        <p className="pr-muted">{isPublic ? t('edit.publicNote') : t('edit.privateProfileNote')}</p>
        <fieldset className="pf-fieldset">
          <legend>{t('edit.visibilityLegend')}</legend>
          {VISIBILITY.map(({ key, labelKey }) => (
            <div className="pf-switch" key={key}>
              <Switch
                id={`pf-${key}`}
                checked={visibility[key]}
                onCheckedChange={(on) => form.setValue(`profileVisibility.${key}`, on, { shouldDirty: true })}
              />
              <label htmlFor={`pf-${key}`}>{t(labelKey)}</label>
            </div>
          ))}
        </fieldset>
      </Card>

      <div className="pf-actions">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('edit.saving') : t('edit.save')}
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
  const { t, language } = useProfileT();
  const download = async () => {
    setDownloading(true);
    try {
      await downloadMyData();
      toast({ title: t('data.downloading'), variant: 'success' });
    } catch (e) {
      toast({ title: t('data.downloadFailed'), description: errorMessage(e), variant: 'destructive' });
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
        title: t('data.marked'),
        description: t('data.markedDescription', { date: formatDate(marked.deleteAfter, language) }),
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
      toast({ title: t('data.deleteFailed'), description: errorMessage(e), variant: 'destructive' });
      throw e;
    }
  };
  return (
    <Card role="region" aria-labelledby="pf-data">
      <h2 id="pf-data" className="pr-h2">
        {t('data.title')}
      </h2>
      <p className="pr-muted">{t('data.intro')}</p>
      <Button variant="outline" onClick={() => void download()} disabled={downloading}>
        {downloading ? t('data.preparing') : t('data.download')}
      </Button>
      <h3 className="pr-h3 pf-danger-title">{t('data.deleteTitle')}</h3>
      <p className="pr-muted">{t('data.deleteIntro')}</p>
      <Button variant="destructive" onClick={() => setConfirming(true)}>
        {t('data.deleteButton')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('data.confirmTitle')}
        description={t('data.confirmDescription')}
        confirmLabel={t('data.confirmLabel')}
        onConfirm={remove}
      />
    </Card>
  );
}
