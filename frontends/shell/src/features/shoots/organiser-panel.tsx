import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { shootsApi } from '@trap/contracts/api/route-paths';
import { QRCodeSVG } from 'qrcode.react';
import { Button, Card, ConfirmDialog, call, errorMessage, invalidateRoute, queryOptions, routeKey, useAuth, type RouteResponse } from '@trap/ui';
import { Trans } from '@trap/ui/i18n/trans.tsx';
import { CardCorrections } from './card-corrections.tsx';
import { SHOOTS_NS, useShootsT } from './texts/texts.ts';

type PanelShoot = RouteResponse<typeof shootsApi.getShoot>;

/**
 * "Print score cards": the squad's paper cards (one per round) as a PDF, laid out for the scorer's
 * phone to read back (the score screen's "Read a paper card"). The PDF code loads on the click.
 */
function PrintCards({ shoot, squad }: { shoot: PanelShoot; squad: PanelShoot['squads'][number] }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const { t } = useShootsT();
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
      <Button size="sm" variant="outline" onClick={() => void print()} disabled={busy} aria-label={t('organiser.printLabel', { squad: squad.name })}>
        {busy ? t('organiser.printing') : t('organiser.print')}
      </Button>
      {failed ? <span role="alert">{t('organiser.printFailed')}</span> : null}
    </>
  );
}


/** For the shoot's organiser (and admins): the join code for scorers, each squad's scorer and lock, and ending the shoot. */
export function OrganiserPanel({ shootId }: { shootId: string }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [confirm, setConfirm] = useState(false);
  const [open, setOpen] = useState<string | null>(null);
  const { t } = useShootsT();
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
      <h2 id="lb-organiser-title">{t('organiser.title')}</h2>
      {s.code ? (
        <div className="lb-join">
          <p>
            <Trans
              ns={SHOOTS_NS}
              i18nKey="organiser.joinCode"
              values={{ code: s.code }}
              components={{ code: <strong className="lb-code" />, score: <Link to={`/score/${s.code}`} /> }}
            />
          </p>
          <figure className="lb-qr">
            <QRCodeSVG
              value={`${window.location.origin}/score/${s.code}`}
              size={176}
              marginSize={2}
              role="img"
              aria-label={t('organiser.qrLabel', { code: s.code })}
            />
            <figcaption>{t('organiser.qrCaption')}</figcaption>
          </figure>
        </div>
      ) : null}
      <ul className="lb-squads">
        {s.squads.map((q) => (
          <li key={q.id}>
            <div className="lb-squad-line">
              <span>
                {q.hasScorer
                  ? t('organiser.squadScored', { order: q.startOrder, name: q.name, scorer: q.scorerName ?? t('organiser.aScorer') })
                  : t('organiser.squadNoScorer', { order: q.startOrder, name: q.name })}
                {q.locked ? t('organiser.locked') : ''}
              </span>
              <PrintCards shoot={s} squad={q} />
              <Button
                size="sm"
                variant="outline"
                aria-expanded={open === q.id}
                onClick={() => setOpen(open === q.id ? null : q.id)}
                aria-label={open === q.id ? t('organiser.closeCardLabel', { squad: q.name }) : t('organiser.openCardLabel', { squad: q.name })}
              >
                {open === q.id ? t('organiser.closeCard') : t('organiser.openCard')}
              </Button>
            </div>
            {open === q.id ? <CardCorrections shootId={s.id} squadId={q.id} finished={s.status === 'finished'} /> : null}
          </li>
        ))}
      </ul>
      {s.status === 'live' ? (
        <Button onClick={() => setConfirm(true)}>{t('organiser.end')}</Button>
      ) : (
        <p role="status">{t('organiser.ended')}</p>
      )}
      {finish.isError ? <p role="alert">{errorMessage(finish.error, t('organiser.endFailed'))}</p> : null}
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={t('organiser.confirmTitle')}
        description={t('organiser.confirmText')}
        confirmLabel={t('organiser.end')}
        cancelLabel={t('organiser.cancel')}
        onConfirm={() => finish.mutateAsync()}
      />
    </Card>
  );
}
