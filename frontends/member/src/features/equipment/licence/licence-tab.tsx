import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { licenceApi } from '@trap/contracts/api/route-paths';
import { call, Badge, Button, Card, ConfirmDialog, errorMessage, Spinner, toast } from '@trap/ui';
import {
  LICENCE_QUERY_KEY,
  licenceDay,
  useLicence,
  type LicenceResponse,
  type StoredLicence,
} from '../../../shared/licence/licence-api.ts';
import { useEquipmentT } from '../texts/texts.ts';
import { count } from '../texts/words.ts';
import { LicenceForm } from './licence-form.tsx';
import './licence.css';

function StatusBadge({ licence }: { licence: StoredLicence }) {
  const { t } = useEquipmentT();
  if (licence.status === 'expired') return <span className="lc-badge lc-badge--expired">{t('licence.expired')}</span>;
  if (licence.status === 'expiring')
    return (
      <Badge tone="warning">
        {licence.daysLeft === 0 ? t('licence.expiresToday') : t('licence.expiresIn', { count: licence.daysLeft })}
      </Badge>
    );
  return <Badge tone="success">{t('licence.valid')}</Badge>;
}

function LicenceDetails({ licence, onEdit }: { licence: StoredLicence; onEdit: () => void }) {
  const { t, language } = useEquipmentT();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => call(licenceApi.deleteLicence),
    onSuccess: () => {
      queryClient.setQueryData<LicenceResponse>(LICENCE_QUERY_KEY, { licence: null });
      toast({ title: t('licence.removed'), variant: 'success' });
    },
    onError: (e) => toast({ title: t('licence.removeFailed'), description: errorMessage(e), variant: 'destructive' }),
  });
  return (
    <Card className="lc-card" role="region" aria-labelledby="lc-title">
      <div className="lc-head">
        <h2 id="lc-title" className="pr-h2">
          {t('licence.title')}
        </h2>
        <StatusBadge licence={licence} />
      </div>
      <dl className="lc-details">
        <dt>{t('licence.number')}</dt>
        <dd>{licence.number}</dd>
        <dt>{t('licence.authority')}</dt>
        <dd>{licence.issuingAuthority}</dd>
        <dt>{t('licence.validUntil')}</dt>
        <dd>{licenceDay(licence.validUntil, language)}</dd>
        <dt>{t('licence.firearmsOnIt')}</dt>
        <dd>
          {licence.firearms.length ? (
            <ul className="lc-firearms">
              {licence.firearms.map((f) => (
                <li key={f.id}>{f.name}</li>
              ))}
            </ul>
          ) : (
            t('licence.noneListed')
          )}
        </dd>
        <dt>{t('licence.ammunitionLimit')}</dt>
        <dd>
          {licence.ammunitionLimit !== null
            ? t('licence.perYear', { n: count(licence.ammunitionLimit, language) })
            : t('licence.notRecorded')}
        </dd>
      </dl>
      <p className="pr-muted">{t('licence.privacy')}</p>
      <div className="lc-actions">
        <Button onClick={onEdit}>{t('licence.edit')}</Button>
        <Button variant="outline" onClick={() => setConfirming(true)} disabled={remove.isPending}>
          {t('licence.remove')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('licence.removeTitle')}
        description={t('licence.removeText')}
        confirmLabel={t('licence.remove')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => remove.mutate()}
      />
    </Card>
  );
}

/** The Licence tab of /equipment: the member's arms licence, its firearms, ammunition limit and expiry. */
export default function LicenceTab() {
  const { t } = useEquipmentT();
  const query = useLicence();
  const [editing, setEditing] = useState(false);
  if (query.isPending) return <Spinner />;
  if (query.isError)
    return (
      <Card>
        <p className="pr-error" role="alert">
          {t('licence.loadFailed', { reason: errorMessage(query.error) })}
        </p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </Card>
    );
  const licence = query.data.licence;
  if (editing)
    return (
      <Card>
        <h2 className="pr-h2">{licence ? t('licence.editTitle') : t('licence.addTitle')}</h2>
        <LicenceForm initial={licence} onDone={() => setEditing(false)} />
      </Card>
    );
  if (!licence)
    return (
      <Card className="lc-card">
        <h2 className="pr-h2">{t('licence.title')}</h2>
        <p>{t('licence.none')}</p>
        <p className="pr-muted">{t('licence.noneIntro')}</p>
        <Button onClick={() => setEditing(true)}>{t('licence.addYours')}</Button>
      </Card>
    );
  return <LicenceDetails licence={licence} onEdit={() => setEditing(true)} />;
}
