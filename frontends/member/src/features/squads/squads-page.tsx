import type { ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Badge, Button, Container, Spinner, errorMessage, formatNumber } from '@trap/ui';
import { CreateSquadForm } from './squad-form.tsx';
import { SquadDetail } from './squad-detail.tsx';
import { useSquadOverview, useSquadStep, type SquadSummary } from './squads-api.ts';
import { roleText } from './squad-texts.ts';
import { useSquadsT } from './texts/texts.ts';
import '../../shared/styles/page.css';
import '../../shared/network/network.css';
import './squads.css';

function SquadRow({ squad, onOpen, children }: { squad: SquadSummary; onOpen: (id: string) => void; children?: ReactNode }) {
  const { t, language } = useSquadsT();
  const meta = [
    t('members', { count: squad.memberCount, n: formatNumber(squad.memberCount, language) }),
    t('overview.owner', { name: squad.owner.displayName }),
    squad.invitedBy ? t('overview.invitedBy', { name: squad.invitedBy.displayName }) : null,
  ];
  return (
    <li className="sq-item" aria-label={squad.name}>
      {squad.imageUrl ? (
        <img className="sq-item__image" src={squad.imageUrl} alt="" loading="lazy" />
      ) : (
        <div className="sq-item__image sq-item__image--none" aria-hidden="true">
          {squad.name.charAt(0)}
        </div>
      )}
      <div className="sq-item__body">
        <h3 className="pr-h3 sq-item__title">
          <a
            href={`/squads?squad=${squad.id}`}
            onClick={(e) => {
              e.preventDefault();
              onOpen(squad.id);
            }}
          >
            {squad.name}
          </a>
        </h3>
        <p className="sq-item__meta">{meta.filter(Boolean).join(' · ')}</p>
        {squad.description ? <p className="sq-item__text">{squad.description}</p> : null}
        <div className="sq-badges">
          <Badge tone={squad.isPrivate ? 'warning' : 'success'}>{squad.isPrivate ? t('private') : t('public')}</Badge>
          {squad.myRole ? <Badge tone="primary">{roleText(t, squad.myRole)}</Badge> : null}
        </div>
      </div>
      {children ? <div className="sq-item__actions">{children}</div> : null}
    </li>
  );
}

function Overview({ onOpen, onCreate }: { onOpen: (id: string) => void; onCreate: () => void }) {
  const overview = useSquadOverview();
  const step = useSquadStep();
  const { t } = useSquadsT();
  if (overview.isPending) return <Spinner label={t('overview.loading')} block />;
  if (overview.isError)
    return (
      <div role="alert">
        <p className="pr-error">{t('overview.loadFailed', { reason: errorMessage(overview.error) })}</p>
        <Button variant="outline" size="sm" onClick={() => void overview.refetch()}>
          {t('tryAgain')}
        </Button>
      </div>
    );
  const { mine, invitations, discover } = overview.data;
  return (
    <>
      {invitations.length ? (
        <section className="sq-card" aria-labelledby="invitations-title">
          <h2 className="pr-h2" id="invitations-title">
            {t('overview.invitations')}
          </h2>
          <ul className="sq-list" aria-label={t('overview.invitationsLabel')}>
            {invitations.map((s) => (
              <SquadRow key={s.id} squad={s} onOpen={onOpen}>
                <Button
                  size="sm"
                  aria-label={t('overview.acceptLabel', { name: s.name })}
                  onClick={() => step.mutate({ id: s.id, step: 'accept', name: s.name })}
                >
                  {t('overview.accept')}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={t('overview.declineLabel', { name: s.name })}
                  onClick={() => step.mutate({ id: s.id, step: 'decline', name: s.name })}
                >
                  {t('overview.decline')}
                </Button>
              </SquadRow>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="sq-card" aria-labelledby="mine-title" data-tour="squads-management">
        <h2 className="pr-h2" id="mine-title">
          {t('overview.mine')}
        </h2>
        {mine.length ? (
          <ul className="sq-list" aria-label={t('overview.mine')}>
            {mine.map((s) => (
              <SquadRow key={s.id} squad={s} onOpen={onOpen} />
            ))}
          </ul>
        ) : (
          <div className="sq-empty">
            <p className="pr-muted">{t('overview.none')}</p>
            <Button size="sm" onClick={onCreate}>
              {t('create')}
            </Button>
          </div>
        )}
      </section>
      <section className="sq-card" aria-labelledby="discover-title">
        <h2 className="pr-h2" id="discover-title">
          {t('overview.discover')}
        </h2>
        {discover.length ? (
          <ul className="sq-list" aria-label={t('overview.discover')}>
            {discover.map((s) => (
              <SquadRow key={s.id} squad={s} onOpen={onOpen}>
                <Button
                  size="sm"
                  aria-label={t('overview.joinLabel', { name: s.name })}
                  onClick={() => step.mutate({ id: s.id, step: 'join', name: s.name })}
                >
                  {t('overview.join')}
                </Button>
              </SquadRow>
            ))}
          </ul>
        ) : (
          <p className="pr-muted">{t('overview.noPublic')}</p>
        )}
      </section>
    </>
  );
}

/**
 * /squads, /squad-management and /squads/create (SPEC 2.2: one squad screen): my squads, invitations,
 * public squads to join and the create form; ?squad=<id> opens a squad's page with its members and
 * group sessions.
 */
export default function SquadsPage() {
  const { pathname } = useLocation();
  const { t } = useSquadsT();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const squadId = params.get('squad');
  const creating = pathname === '/squads/create';
  const open = (id: string) => navigate(`/squads?squad=${encodeURIComponent(id)}`);

  if (squadId && /^[a-f0-9]{24}$/i.test(squadId))
    return (
      <Container>
        <SquadDetail
          id={squadId}
          onBack={() => {
            const next = new URLSearchParams(params);
            next.delete('squad');
            setParams(next);
          }}
        />
      </Container>
    );

  return (
    <Container>
      <div className="pr-page sq-page">
        <header className="pr-header">
          <div>
            <h1 className="pr-h1">{t('title')}</h1>
            <p className="pr-muted">{t('lead')}</p>
          </div>
          {!creating ? (
            <Button data-tour="squads-create" onClick={() => navigate('/squads/create')}>
              {t('create')}
            </Button>
          ) : null}
        </header>
        {creating ? <CreateSquadForm onCreated={(s) => open(s.id)} onCancel={() => navigate('/squads')} /> : null}
        <Overview onOpen={open} onCreate={() => navigate('/squads/create')} />
      </div>
    </Container>
  );
}
