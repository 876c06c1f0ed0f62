import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf, shootsApi } from '@trap/contracts/api/index';
import { Button, Card, ConfirmDialog, api, errorMessage, useAuth } from '@trap/ui';

type Shoot = ResponseOf<typeof shootsApi.getShoot>;

/** For the shoot's organiser (and admins): the join code for scorers, each squad's scorer and lock, and ending the shoot. */
export function OrganiserPanel({ shootId }: { shootId: string }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [confirm, setConfirm] = useState(false);
  const shoot = useQuery({
    queryKey: ['shoot', shootId, user?.id ?? 'guest'],
    queryFn: ({ signal }) => api.get<Shoot>(`/api/shoots/${encodeURIComponent(shootId)}`, { signal }),
    enabled: !!user,
    refetchInterval: 15_000,
  });
  const finish = useMutation({
    mutationFn: () => api.post<Shoot>(`/api/shoots/${encodeURIComponent(shootId)}/finish`),
    onSuccess: (s) => {
      queryClient.setQueryData(['shoot', shootId, user?.id ?? 'guest'], s);
      void queryClient.invalidateQueries({ queryKey: ['shoot-leaderboard', shootId] });
    },
  });
  const s = shoot.data;
  if (!s?.isOrganiser) return null;
  return (
    <Card className="lb-organiser" aria-labelledby="lb-organiser-title">
      <h2 id="lb-organiser-title">Organiser</h2>
      {s.code ? (
        <p>
          Join code for scorers: <strong className="lb-code">{s.code}</strong> · <Link to={`/score/${s.code}`}>Score a squad</Link>
        </p>
      ) : null}
      <ul className="lb-squads">
        {s.squads.map((q) => (
          <li key={q.id}>
            {q.startOrder}. {q.name}: {q.hasScorer ? `scored by ${q.scorerName ?? 'a scorer'}` : 'no scorer yet'}
            {q.locked ? ' · locked' : ''}
          </li>
        ))}
      </ul>
      {s.status === 'live' ? (
        <Button onClick={() => setConfirm(true)}>End the shoot</Button>
      ) : (
        <p role="status">The shoot has ended: each member’s rounds are in their practice history.</p>
      )}
      {finish.isError ? <p role="alert">{errorMessage(finish.error, 'Could not end the shoot: try again.')}</p> : null}
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title="End the shoot?"
        description="Every card locks and each member’s rounds go to their practice history."
        confirmLabel="End the shoot"
        onConfirm={() => finish.mutateAsync()}
      />
    </Card>
  );
}
