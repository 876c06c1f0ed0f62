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
import { LicenceForm } from './licence-form.tsx';
import './licence.css';

const cartridges = (n: number) => `${n.toLocaleString('en-IN')} cartridges a year`;

function StatusBadge({ licence }: { licence: StoredLicence }) {
  if (licence.status === 'expired') return <span className="lc-badge lc-badge--expired">Expired</span>;
  if (licence.status === 'expiring')
    return (
      <Badge tone="warning">
        {licence.daysLeft === 0 ? 'Expires today' : `Expires in ${licence.daysLeft} day${licence.daysLeft === 1 ? '' : 's'}`}
      </Badge>
    );
  return <Badge tone="success">Valid</Badge>;
}

function LicenceDetails({ licence, onEdit }: { licence: StoredLicence; onEdit: () => void }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => call(licenceApi.deleteLicence),
    onSuccess: () => {
      queryClient.setQueryData<LicenceResponse>(LICENCE_QUERY_KEY, { licence: null });
      toast({ title: 'Licence removed', variant: 'success' });
    },
    onError: (e) => toast({ title: 'Could not remove the licence', description: errorMessage(e), variant: 'destructive' }),
  });
  return (
    <Card className="lc-card" role="region" aria-labelledby="lc-title">
      <div className="lc-head">
        <h2 id="lc-title" className="pr-h2">
          Arms licence
        </h2>
        <StatusBadge licence={licence} />
      </div>
      <dl className="lc-details">
        <dt>Licence number</dt>
        <dd>{licence.number}</dd>
        <dt>Issuing authority</dt>
        <dd>{licence.issuingAuthority}</dd>
        <dt>Valid until</dt>
        <dd>{licenceDay(licence.validUntil)}</dd>
        <dt>Firearms on it</dt>
        <dd>
          {licence.firearms.length ? (
            <ul className="lc-firearms">
              {licence.firearms.map((f) => (
                <li key={f.id}>{f.name}</li>
              ))}
            </ul>
          ) : (
            'None listed'
          )}
        </dd>
        <dt>Ammunition limit</dt>
        <dd>{licence.ammunitionLimit !== null ? cartridges(licence.ammunitionLimit) : 'Not recorded'}</dd>
      </dl>
      <p className="pr-muted">Only you can see your licence. You get reminders 90, 30 and 7 days before it expires.</p>
      <div className="lc-actions">
        <Button onClick={onEdit}>Edit licence</Button>
        <Button variant="outline" onClick={() => setConfirming(true)} disabled={remove.isPending}>
          Remove
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Remove your arms licence?"
        description="Its details and reminders are deleted. You can add it again at any time."
        confirmLabel="Remove"
        onConfirm={() => remove.mutate()}
      />
    </Card>
  );
}

/** The Licence tab of /equipment: the member's arms licence, its firearms, ammunition limit and expiry. */
export default function LicenceTab() {
  const query = useLicence();
  const [editing, setEditing] = useState(false);
  if (query.isPending) return <Spinner />;
  if (query.isError)
    return (
      <Card>
        <p className="pr-error" role="alert">
          Your licence could not be loaded: {errorMessage(query.error)}
        </p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Card>
    );
  const licence = query.data.licence;
  if (editing)
    return (
      <Card>
        <h2 className="pr-h2">{licence ? 'Edit arms licence' : 'Add arms licence'}</h2>
        <LicenceForm initial={licence} onDone={() => setEditing(false)} />
      </Card>
    );
  if (!licence)
    return (
      <Card className="lc-card">
        <h2 className="pr-h2">Arms licence</h2>
        <p>No arms licence saved yet.</p>
        <p className="pr-muted">
          Keep its number (encrypted, visible only to you), the firearms on it and your yearly ammunition limit here, and get reminders 90,
          30 and 7 days before it expires.
        </p>
        <Button onClick={() => setEditing(true)}>Add your licence</Button>
      </Card>
    );
  return <LicenceDetails licence={licence} onEdit={() => setEditing(true)} />;
}
