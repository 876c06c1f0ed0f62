import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { NRAI_CATEGORIES, NRAI_CATEGORY_LABELS, type NraiCategory } from '@trap/contracts';
import { Button, Card, FormField, Spinner, errorMessage, Select } from '@trap/ui';
import { ownProfileQuery, pathwayProfileQuery, useSaveCategory } from './pathway-api.ts';

export const CATEGORY_SELECT_ID = 'cp-category';

/** The member's NRAI Shooter ID (read from the account profile, set on /profile/edit) and their NRAI category. */
export function PathwayProfileCard() {
  const profile = useQuery(pathwayProfileQuery);
  const account = useQuery(ownProfileQuery);
  const save = useSaveCategory();
  const [category, setCategory] = useState<NraiCategory | ''>('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (profile.data) setCategory(profile.data.category ?? '');
  }, [profile.data]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    save.mutate({ category: category || null }, { onError: (err) => setError(errorMessage(err)) });
  };
  const shooterId = account.data?.nraiShooterId;
  return (
    <Card className="cp-card" aria-labelledby="cp-profile-h">
      <h2 id="cp-profile-h" className="pr-h2">
        NRAI pathway profile
      </h2>
      <dl className="cp-id">
        <dt>NRAI Shooter ID</dt>
        <dd>
          {account.isPending ? (
            <Spinner size="sm" />
          ) : account.isError ? (
            <span className="pr-error">{errorMessage(account.error)}</span>
          ) : shooterId ? (
            <span data-testid="nrai-shooter-id">{shooterId}</span>
          ) : (
            <span className="pr-muted">Not set</span>
          )}{' '}
          <Link to="/profile/edit" className="cp-link">
            {shooterId ? 'Change it in your profile' : 'Add it in your profile'}
          </Link>
        </dd>
      </dl>
      {profile.isPending ? <Spinner /> : null}
      {profile.isError ? (
        <p className="pr-error" role="alert">
          {errorMessage(profile.error)}{' '}
          <Button size="sm" variant="outline" onClick={() => void profile.refetch()}>
            Try again
          </Button>
        </p>
      ) : null}
      {profile.isSuccess ? (
        <form className="cp-profile-form" onSubmit={onSubmit} aria-label="Your NRAI category">
          <FormField
            id={CATEGORY_SELECT_ID}
            label="NRAI category"
            hint="The selection rule of your category applies to you."
            error={error ?? undefined}
          >
            <Select value={category} onChange={(e) => setCategory(e.target.value as NraiCategory | '')}>
              <option value="">Not set</option>
              {NRAI_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {NRAI_CATEGORY_LABELS[c]}
                </option>
              ))}
            </Select>
          </FormField>
          <Button type="submit" disabled={save.isPending || category === (profile.data.category ?? '')}>
            {save.isPending ? 'Saving…' : 'Save category'}
          </Button>
        </form>
      ) : null}
    </Card>
  );
}
