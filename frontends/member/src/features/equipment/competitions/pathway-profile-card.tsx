import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { NRAI_CATEGORIES, type NraiCategory } from '@trap/contracts';
import { Button, Card, FormField, Spinner, errorMessage, Select } from '@trap/ui';
import { useEquipmentT } from '../texts/texts.ts';
import { nraiCategoryText } from '../texts/words.ts';
import { ownProfileQuery, pathwayProfileQuery, useSaveCategory } from './pathway-api.ts';

export const CATEGORY_SELECT_ID = 'cp-category';

/** The member's NRAI Shooter ID (read from the account profile, set on /profile/edit) and their NRAI category. */
export function PathwayProfileCard() {
  const { t } = useEquipmentT();
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
        {t('pathway.title')}
      </h2>
      <dl className="cp-id">
        <dt>{t('pathway.shooterId')}</dt>
        <dd>
          {account.isPending ? (
            <Spinner size="sm" />
          ) : account.isError ? (
            <span className="pr-error">{errorMessage(account.error)}</span>
          ) : shooterId ? (
            <span data-testid="nrai-shooter-id">{shooterId}</span>
          ) : (
            <span className="pr-muted">{t('common.notSet')}</span>
          )}{' '}
          <Link to="/profile/edit" className="cp-link">
            {shooterId ? t('pathway.changeId') : t('pathway.addId')}
          </Link>
        </dd>
      </dl>
      {profile.isPending ? <Spinner /> : null}
      {profile.isError ? (
        <p className="pr-error" role="alert">
          {errorMessage(profile.error)}{' '}
          <Button size="sm" variant="outline" onClick={() => void profile.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </p>
      ) : null}
      {profile.isSuccess ? (
        <form className="cp-profile-form" onSubmit={onSubmit} aria-label={t('pathway.formLabel')}>
          <FormField
            id={CATEGORY_SELECT_ID}
            label={t('pathway.category')}
            hint={t('pathway.categoryHint')}
            error={error ?? undefined}
          >
            <Select value={category} onChange={(e) => setCategory(e.target.value as NraiCategory | '')}>
              <option value="">{t('common.notSet')}</option>
              {NRAI_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {nraiCategoryText(t, c)}
                </option>
              ))}
            </Select>
          </FormField>
          <Button type="submit" disabled={save.isPending || category === (profile.data.category ?? '')}>
            {save.isPending ? t('common.saving') : t('pathway.save')}
          </Button>
        </form>
      ) : null}
    </Card>
  );
}
