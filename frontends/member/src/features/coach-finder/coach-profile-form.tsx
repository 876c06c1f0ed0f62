import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { networkApi } from '@trap/contracts/api/route-paths';
import {
  ApiError,
  call,
  Button,
  routeKey,
  errorMessage,
  FormField,
  formatNumber,
  formatRupees,
  Input,
  Label,
  Spinner,
  Switch,
  Textarea,
  toast,
  Select,
  useMessageText,
} from '@trap/ui';
import { COACH_SPECIALITIES, coachProfileInputSchema, type Coach } from '@trap/contracts';
import { refreshNetwork, useFollowers } from '../../shared/network/network-api.ts';
import '../../shared/logs/logs.css';
import { applyServerErrors, requiredNumber } from '../../shared/logs/logs-api.ts';
import { specialityText } from './coach-texts.ts';
import { useCoachFinderT } from './texts/texts.ts';

type In = z.input<typeof coachProfileInputSchema>;
type Out = z.output<typeof coachProfileInputSchema>;
const FIELDS = ['speciality', 'city', 'experienceYears', 'ratePerSession', 'about', 'acceptingRequests'] as const;

/** The coach's own listing: null until they fill it in (the finder lists a coach without one only when their profile is public). */
function useMyCoachListing(coachId: string) {
  return useQuery({
    queryKey: routeKey(networkApi.getCoach, { params: { id: coachId } }),
    queryFn: async ({ signal }) => {
      try {
        return await call(networkApi.getCoach, { params: { id: coachId } }, { signal });
      } catch (e) {
        if (e instanceof ApiError && e.status === 404) return null;
        throw e;
      }
    },
  });
}

function ProfileForm({ coachId, current, onDone }: { coachId: string; current: Coach | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const { t } = useCoachFinderT();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(coachProfileInputSchema),
    defaultValues: {
      speciality: current?.speciality ?? undefined,
      city: current?.city ?? current?.location ?? '',
      experienceYears: current?.experienceYears ?? undefined,
      ratePerSession: current?.ratePerSession ?? undefined,
      about: current?.about ?? '',
      acceptingRequests: current?.acceptingRequests ?? true,
    },
  });
  const save = useMutation({
    mutationFn: (body: Out) => call(networkApi.updateCoachProfile, { params: { id: coachId }, body }),
    onSuccess: () => {
      toast({ title: t('profile.saved'), variant: 'success' });
      void refreshNetwork(queryClient);
      onDone();
    },
    onError: (e) => setMessage(applyServerErrors(e, form.setError, FIELDS)),
  });
  const { errors } = form.formState;
  // the profile's validation messages (contracts' English) in the page's language
  const error = useMessageText();
  return (
    <form
      className="lg-form"
      noValidate
      aria-label={t('profile.formLabel')}
      onSubmit={form.handleSubmit((body) => {
        setMessage(null);
        save.mutate(body);
      })}
    >
      <div className="pr-grid">
        <FormField label={t('profile.speciality')} error={error(errors.speciality?.message)}>
          <Select defaultValue="" {...form.register('speciality', { setValueAs: (v) => (v === '' ? undefined : v) })}>
            <option value="" disabled>
              {t('profile.choose')}
            </option>
            {COACH_SPECIALITIES.map((s) => (
              <option key={s} value={s}>
                {specialityText(t, s)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t('profile.city')} error={error(errors.city?.message)}>
          <Input maxLength={80} autoComplete="address-level2" {...form.register('city')} />
        </FormField>
        <FormField label={t('profile.experience')} error={error(errors.experienceYears?.message)}>
          <Input type="number" inputMode="numeric" min={0} max={60} {...form.register('experienceYears', requiredNumber)} />
        </FormField>
        <FormField label={t('profile.rate')} error={error(errors.ratePerSession?.message)}>
          <Input type="number" inputMode="numeric" min={0} step={100} {...form.register('ratePerSession', requiredNumber)} />
        </FormField>
      </div>
      <FormField label={t('profile.about')} labelSuffix={t('profile.optional')} error={error(errors.about?.message)}>
        <Textarea rows={3} maxLength={1000} placeholder={t('profile.aboutPlaceholder')} {...form.register('about')} />
      </FormField>
      <div className="lg-check">
        <Controller
          control={form.control}
          name="acceptingRequests"
          render={({ field }) => (
            <Switch id="coach-accepting" checked={field.value ?? true} onCheckedChange={field.onChange} onBlur={field.onBlur} />
          )}
        />
        <Label htmlFor="coach-accepting">{t('profile.accepting')}</Label>
      </div>
      {message ? (
        <p className="pr-error" role="alert">
          {message}
        </p>
      ) : null}
      <div className="nw-person__actions">
        <Button type="button" variant="ghost" onClick={onDone}>
          {t('profile.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('profile.saving') : t('profile.save')}
        </Button>
      </div>
    </form>
  );
}

/** A coach's own profile in the finder: what members see, the followers count, and the form to change it. */
export function CoachProfilePanel({ coachId }: { coachId: string }) {
  const listing = useMyCoachListing(coachId);
  const followers = useFollowers(coachId);
  const [editing, setEditing] = useState(false);
  const { t, language } = useCoachFinderT();
  if (listing.isPending) return <Spinner label={t('profile.loading')} />;
  if (listing.isError)
    return (
      <p className="pr-error" role="alert">
        {t('profile.loadFailed', { reason: errorMessage(listing.error) })}
      </p>
    );
  const c = listing.data;
  return (
    <section className="nw-section" aria-labelledby="coach-profile-title">
      <h2 id="coach-profile-title">{t('profile.title')}</h2>
      <p className="pr-muted">
        {followers.data
          ? t('profile.followers', { count: followers.data.count, n: formatNumber(followers.data.count, language) })
          : ' '}
      </p>
      {editing ? (
        <ProfileForm coachId={coachId} current={c} onDone={() => setEditing(false)} />
      ) : (
        <>
          {c?.speciality ? (
            <ul className="nw-facts" aria-label={t('profile.details')}>
              <li>{specialityText(t, c.speciality)}</li>
              <li>{c.city}</li>
              <li>{t('profile.experienceFact', { n: c.experienceYears === null ? '' : formatNumber(c.experienceYears, language) })}</li>
              <li>{t('profile.rateFact', { rate: c.ratePerSession === null ? '₹' : formatRupees(c.ratePerSession, language) })}</li>
              <li>{c.acceptingRequests ? t('profile.taking') : t('profile.notTaking')}</li>
            </ul>
          ) : (
            <p className="pr-muted">{t('profile.empty')}</p>
          )}
          <div>
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              {t('profile.edit')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
