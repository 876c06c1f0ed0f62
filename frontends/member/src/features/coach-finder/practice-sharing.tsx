import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PracticeSharing } from '@trap/contracts';
import { practiceSharingApi } from '@trap/contracts/api/route-paths';
import { Label, Spinner, Switch, call, errorMessage, queryOptions, routeKey, toast } from '@trap/ui';
import { useCoachFinderT } from './texts/texts.ts';

const SHARING_KEY = routeKey(practiceSharingApi.getSharing);

/**
 * Who may read the member's practice (sessions, stats and journal entries that are not private):
 * their accepted coaches and, when they turn it on, their accepted friends. The setting is Pro Lane's
 * "Sharing with a coach" (the page wraps it in its tier gate).
 */
export function PracticeSharingPanel() {
  const qc = useQueryClient();
  const { t } = useCoachFinderT();
  const sharing = useQuery(queryOptions(practiceSharingApi.getSharing));
  const save = useMutation({
    mutationFn: (next: PracticeSharing) => call(practiceSharingApi.putSharing, { body: next }),
    onSuccess: (saved) => {
      qc.setQueryData(SHARING_KEY, saved);
      toast({ title: t('sharing.saved'), variant: 'success' });
    },
    onError: (e) => toast({ title: t('sharing.failed'), description: errorMessage(e), variant: 'destructive' }),
  });
  const value = sharing.data;
  const row = (key: keyof PracticeSharing, label: string) => (
    <div className="nw-person__actions" style={{ justifyContent: 'flex-start' }}>
      <Switch
        id={`sharing-${key}`}
        checked={value?.[key] ?? false}
        disabled={!value || save.isPending}
        onCheckedChange={(on) => value && save.mutate({ ...value, [key]: on })}
      />
      <Label htmlFor={`sharing-${key}`}>{label}</Label>
    </div>
  );
  return (
    <section className="nw-section" aria-labelledby="sharing-title">
      <h2 id="sharing-title">{t('sharing.title')}</h2>
      <p className="pr-muted">{t('sharing.lead')}</p>
      {sharing.isPending ? <Spinner label={t('sharing.loading')} /> : null}
      {sharing.isError ? <p className="pr-error">{errorMessage(sharing.error)}</p> : null}
      {value ? (
        <>
          {row('shareWithCoaches', t('sharing.coaches'))}
          {row('shareWithFriends', t('sharing.friends'))}
        </>
      ) : null}
    </section>
  );
}
