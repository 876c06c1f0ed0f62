import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DISCIPLINE_RULES } from '@trap/contracts';
import { shootsApi } from '@trap/contracts/api/route-paths';
import {
  ApiError,
  Badge,
  Button,
  Card,
  FormField,
  Input,
  LoadFailed,
  Spinner,
  errorMessage,
  formatTime,
  invalidateRoute,
  queryOptions,
} from '@trap/ui';
import { readStored, writeStored } from '../../shared/offline/device-storage.ts';
import { isOfflineError } from '../../shared/offline/offline-error.ts';
import { joinSquad, shootByCode, type Shoot } from './score-api.ts';
import { ScorerCard } from './scorer-card.tsx';
import { useScoreT } from './texts/texts.ts';
import './score.css';

const squadKey = (code: string) => `trap.score.squad.${code}`;
const shootKey = (code: string) => `trap.score.shoot.${code}`;

/** The shoot for a code, or (no connection) the last one this device opened with it. */
async function loadShoot(code: string, signal?: AbortSignal): Promise<Shoot> {
  try {
    const shoot = await shootByCode(code, signal);
    writeStored(shootKey(code), shoot);
    return shoot;
  } catch (error) {
    const stored = readStored(shootKey(code)) as Shoot | undefined;
    if (isOfflineError(error) && stored?.code === code) return stored;
    throw error;
  }
}

/** /score: enter the organiser's code. */
function CodeForm() {
  const { t } = useScoreT();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const clean = code.trim().toUpperCase();
    if (clean) void navigate(`/score/${encodeURIComponent(clean)}`);
  };
  return (
    <Card className="sc-join">
      <form onSubmit={submit}>
        <FormField label={t('code.label')} hint={t('code.hint')}>
          <Input value={code} onChange={(e) => setCode(e.target.value)} autoCapitalize="characters" autoComplete="off" maxLength={6} />
        </FormField>
        <Button type="submit">{t('code.open')}</Button>
      </form>
    </Card>
  );
}

/** The squads of the shoot: the scorer takes one (one scorer per squad); another scorer's squad is shown taken, not offered. */
function SquadPicker({ shoot, onJoined }: { shoot: Shoot; onJoined: (squadId: string) => void }) {
  const { t, language } = useScoreT();
  const queryClient = useQueryClient();
  const join = useMutation({
    mutationFn: (squadId: string) => joinSquad(shoot.id, squadId, shoot.code!),
    onSuccess: (card) => onJoined(card.squadId),
    // taken a moment ago by someone else: show the squads as they are now
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        void invalidateRoute(queryClient, shootsApi.findShootByCode, { code: shoot.code });
    },
  });
  return (
    <div className="sc-squads">
      <h2 className="sc-h2">{t('squads.title')}</h2>
      {join.isError ? (
        <p className="sc-refused" role="alert">
          {errorMessage(join.error, t('squads.joinFailed'))}
        </p>
      ) : null}
      <ul className="sc-squad-list">
        {shoot.squads.map((s) => {
          const taken = s.hasScorer && !s.scoredByYou;
          return (
            <li key={s.id}>
              <Card className={taken ? 'sc-squad is-taken' : 'sc-squad'} data-testid={`squad-${s.startOrder}`}>
                <h3>
                  {s.startOrder}. {s.name} {taken ? <Badge tone="neutral">{t('squads.taken')}</Badge> : null}
                  {s.scoredByYou ? <Badge tone="primary">{t('squads.yours')}</Badge> : null}
                </h3>
                <p className="sc-sub">
                  {t('squads.sub', {
                    discipline: DISCIPLINE_RULES[s.discipline].label,
                    time: formatTime(s.startsAt, language),
                    shooters: s.shooters.map((p) => p.name).join(', '),
                  })}
                </p>
                <p className="sc-sub">
                  {s.scoredByYou
                    ? t('squads.youScore')
                    : taken
                      ? t('squads.takenBy', { name: s.scorerName ?? t('squads.anotherScorer') })
                      : s.locked
                        ? t('squads.locked')
                        : t('squads.noScorer')}
                </p>
                {taken ? null : (
                  <Button
                    onClick={() => join.mutate(s.id)}
                    disabled={join.isPending || (s.locked && !s.scoredByYou)}
                  >
                    {s.scoredByYou ? t('squads.continue', { name: s.name }) : t('squads.score', { name: s.name })}
                  </Button>
                )}
              </Card>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** /score/{code}: a scorer's phone: pick a squad with the organiser's code, then score it target by target. */
export default function ScorePage() {
  const { t } = useScoreT();
  const { code: raw } = useParams();
  const code = (raw ?? '').toUpperCase();
  const [squadId, setSquadId] = useState<string | null>(() => (code ? ((readStored(squadKey(code)) as string | undefined) ?? null) : null));
  const shoot = useQuery({
    // the route's key; its read falls back to this device's copy when there is no connection
    ...queryOptions(shootsApi.findShootByCode, { params: { code } }),
    queryFn: ({ signal }) => loadShoot(code, signal),
    enabled: code !== '',
    retry: (n, error) => n < 2 && !isOfflineError(error) && !(error instanceof ApiError),
  });
  const choose = (id: string | null) => {
    writeStored(squadKey(code), id ?? undefined);
    setSquadId(id);
  };

  return (
    <div className="page sc-page">
      <h1>{t('title')}</h1>
      {!code ? (
        <CodeForm />
      ) : shoot.isPending ? (
        <Spinner block label={t('opening')} />
      ) : shoot.isError ? (
        shoot.error instanceof ApiError && shoot.error.status === 404 ? (
          <>
            <p role="alert">{t('noShoot')}</p>
            <CodeForm />
          </>
        ) : (
          <LoadFailed what={t('theShoot')} error={shoot.error} retry={() => void shoot.refetch()} />
        )
      ) : (
        <>
          <p className="page__lead">{shoot.data.title}</p>
          {shoot.data.status === 'finished' ? <p role="status">{t('finished')}</p> : null}
          {squadId && shoot.data.squads.some((s) => s.id === squadId) ? (
            <>
              <ScorerCard shoot={shoot.data} squadId={squadId} />
              <Button variant="ghost" size="sm" onClick={() => choose(null)}>
                {t('anotherSquad')}
              </Button>
            </>
          ) : (
            <SquadPicker shoot={shoot.data} onJoined={choose} />
          )}
        </>
      )}
    </div>
  );
}
