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
  Input,
  Label,
  Spinner,
  Switch,
  Textarea,
  toast,
  Select,
} from '@trap/ui';
import { COACH_SPECIALITIES, coachProfileInputSchema, type Coach } from '@trap/contracts';
import { refreshNetwork, useFollowers } from '../../shared/network/network-api.ts';
import '../../shared/logs/logs.css';
import { applyServerErrors, requiredNumber } from '../../shared/logs/logs-api.ts';

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
      toast({ title: 'Coach profile saved', variant: 'success' });
      void refreshNetwork(queryClient);
      onDone();
    },
    onError: (e) => setMessage(applyServerErrors(e, form.setError, FIELDS)),
  });
  const { errors } = form.formState;
  return (
    <form
      className="lg-form"
      noValidate
      aria-label="Coach profile"
      onSubmit={form.handleSubmit((body) => {
        setMessage(null);
        save.mutate(body);
      })}
    >
      <div className="pr-grid">
        <FormField label="Speciality" error={errors.speciality?.message}>
          <Select defaultValue="" {...form.register('speciality', { setValueAs: (v) => (v === '' ? undefined : v) })}>
            <option value="" disabled>
              Choose…
            </option>
            {COACH_SPECIALITIES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="City" error={errors.city?.message}>
          <Input maxLength={80} autoComplete="address-level2" {...form.register('city')} />
        </FormField>
        <FormField label="Experience (years)" error={errors.experienceYears?.message}>
          <Input type="number" inputMode="numeric" min={0} max={60} {...form.register('experienceYears', requiredNumber)} />
        </FormField>
        <FormField label="Rate per session (₹)" error={errors.ratePerSession?.message}>
          <Input type="number" inputMode="numeric" min={0} step={100} {...form.register('ratePerSession', requiredNumber)} />
        </FormField>
      </div>
      <FormField label="About your coaching" labelSuffix="(optional)" error={errors.about?.message}>
        <Textarea rows={3} maxLength={1000} placeholder="What you work on, where and when you coach…" {...form.register('about')} />
      </FormField>
      <div className="lg-check">
        <Controller
          control={form.control}
          name="acceptingRequests"
          render={({ field }) => (
            <Switch id="coach-accepting" checked={field.value ?? true} onCheckedChange={field.onChange} onBlur={field.onBlur} />
          )}
        />
        <Label htmlFor="coach-accepting">Taking new coaching requests</Label>
      </div>
      {message ? (
        <p className="pr-error" role="alert">
          {message}
        </p>
      ) : null}
      <div className="nw-person__actions">
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save coach profile'}
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
  if (listing.isPending) return <Spinner label="Loading your coach profile..." />;
  if (listing.isError)
    return (
      <p className="pr-error" role="alert">
        Could not load your coach profile: {errorMessage(listing.error)}
      </p>
    );
  const c = listing.data;
  return (
    <section className="nw-section" aria-labelledby="coach-profile-title">
      <h2 id="coach-profile-title">Your coach profile</h2>
      <p className="pr-muted">
        {followers.data ? `${followers.data.count} ${followers.data.count === 1 ? 'member follows' : 'members follow'} you.` : ' '}
      </p>
      {editing ? (
        <ProfileForm coachId={coachId} current={c} onDone={() => setEditing(false)} />
      ) : (
        <>
          {c?.speciality ? (
            <ul className="nw-facts" aria-label="Your coaching details">
              <li>{c.speciality}</li>
              <li>{c.city}</li>
              <li>{c.experienceYears} years&apos; experience</li>
              <li>₹{c.ratePerSession?.toLocaleString('en-IN')} a session</li>
              <li>{c.acceptingRequests ? 'Taking new requests' : 'Not taking new requests'}</li>
            </ul>
          ) : (
            <p className="pr-muted">Fill in your speciality, city, experience and rate so members can find you.</p>
          )}
          <div>
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              Edit coach profile
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
