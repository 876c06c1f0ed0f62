import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { shootsApi } from '@trap/contracts/api/route-paths';
import { QRCodeSVG } from 'qrcode.react';
import { Button, Card, ConfirmDialog, call, errorMessage, invalidateRoute, queryOptions, routeKey, useAuth, type RouteResponse } from '@trap/ui';
import { CardCorrections } from './card-corrections.tsx';

type PanelShoot = RouteResponse<typeof shootsApi.getShoot>;

/**
 * "Print score cards": the squad's paper cards (one per round) as a PDF, laid out for the scorer's
 * phone to read back (the score screen's "Read a paper card"). The PDF code loads on the click.
 */
function PrintCards({ shoot, squad }: { shoot: PanelShoot; squad: PanelShoot['squads'][number] }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const print = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const [{ squadCards }, { scoreCardsPdf, downloadBlob }] = await Promise.all([
        import('@trap/ui/paper-card/card-layout.ts'),
        import('@trap/ui/paper-card/card-pdf.ts'),
      ]);
      const blob = await scoreCardsPdf(squadCards(shoot, squad));
      downloadBlob(blob, `score-cards-${shoot.code ?? 'shoot'}-squad-${squad.startOrder}.pdf`);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => void print()} disabled={busy} aria-label={`Print score cards of ${squad.name}`}>
        {busy ? 'Preparing…' : 'Print score cards'}
      </Button>
      {failed ? <span role="alert">Could not make the PDF: try again.</span> : null}
    </>
  );
}


/** For the shoot's organiser (and admins): the join code for scorers, each squad's scorer and lock, and ending the shoot. */
export function OrganiserPanel({ shootId }: { shootId: string }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [confirm, setConfirm] = useState(false);
  const [open, setOpen] = useState<string | null>(null);
  const shoot = useQuery({
    ...queryOptions(shootsApi.getShoot, { params: { id: shootId } }, [user?.id ?? 'guest']),
    enabled: !!user,
    refetchInterval: 15_000,
  });
  const finish = useMutation({
    mutationFn: () => call(shootsApi.finishShoot, { params: { id: shootId } }),
    onSuccess: (s) => {
      queryClient.setQueryData(routeKey(shootsApi.getShoot, { params: { id: shootId } }, [user?.id ?? 'guest']), s);
      void invalidateRoute(queryClient, shootsApi.getShootLeaderboard, { id: shootId });
    },
  });
  const s = shoot.data;
  if (!s?.isOrganiser) return null;
  return (
    <Card className="lb-organiser" aria-labelledby="lb-organiser-title">
      <h2 id="lb-organiser-title">Organiser</h2>
      {s.code ? (
        <div className="lb-join">
          <p>
            Join code for scorers: <strong className="lb-code">{s.code}</strong> · <Link to={`/score/${s.code}`}>Score a squad</Link>
          </p>
          <figure className="lb-qr">
            <QRCodeSVG
              value={`${window.location.origin}/score/${s.code}`}
              size={176}
              marginSize={2}
              role="img"
              aria-label={`QR code opening the scoring page for code ${s.code}`}
            />
            <figcaption>Scorers point their phone camera here to open the scoring page.</figcaption>
          </figure>
        </div>
      ) : null}
      <ul className="lb-squads">
        {s.squads.map((q) => (
          <li key={q.id}>
            <div className="lb-squad-line">
              <span>
                {q.startOrder}. {q.name}: {q.hasScorer ? `scored by ${q.scorerName ?? 'a scorer'}` : 'no scorer yet'}
                {q.locked ? ' · locked' : ''}
              </span>
              <PrintCards shoot={s} squad={q} />
              <Button
                size="sm"
                variant="outline"
                aria-expanded={open === q.id}
                onClick={() => setOpen(open === q.id ? null : q.id)}
                aria-label={`${open === q.id ? 'Close' : 'Open'} the card of ${q.name}`}
              >
                {open === q.id ? 'Close card' : 'Card and changes'}
              </Button>
            </div>
            {open === q.id ? <CardCorrections shootId={s.id} squadId={q.id} finished={s.status === 'finished'} /> : null}
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
