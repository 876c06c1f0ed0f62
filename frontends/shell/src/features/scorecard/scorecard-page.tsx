import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { communityApi, scorecardsApi } from '@trap/contracts/api/route-paths';
import { Button, PageHead, Spinner, queryOptions, useAppConfig, useAuth } from '@trap/ui';
import { ItemLoadError } from '../../shared/components/item-load-error.tsx';
import { absoluteUrl } from '../../shared/lib/structured-data.ts';
import './scorecard.css';


const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** /scorecard/{token}: a practice session its owner shared, for anyone with the link. */
export default function ScorecardPage() {
  const { token = '' } = useParams();
  const { siteOrigin } = useAppConfig();
  const { user } = useAuth();
  const card = useQuery({
    ...queryOptions(scorecardsApi.getScorecard, { params: { token } }),
    retry: false,
  });
  // the owner's name only when their profile is public (community answers 404 otherwise)
  const owner = useQuery({
    ...queryOptions(communityApi.getMember, { params: { id: card.data?.ownerId ?? '' } }),
    enabled: !!card.data,
    retry: false,
  });

  if (card.isPending) return <Spinner block label="Loading scorecard..." />;
  if (card.isError)
    return (
      <ItemLoadError
        error={card.error}
        missingTitle="Scorecard not found"
        missingText="This scorecard is no longer shared, or the link is wrong."
        failedTitle="The scorecard could not be loaded"
        section="Scorecard"
        back={{ to: '/', label: 'Go to the home page' }}
      />
    );

  const c = card.data;
  const who = owner.data?.displayName;
  const heading = `${c.totalScore} / ${c.totalTargets}`;
  return (
    <div className="page page--narrow scorecard">
      <PageHead
        title={`${c.title}: ${heading}${who ? ` by ${who}` : ''}`}
        description={`${c.disciplineLabel} on ${day(c.date)}${c.location ? ` at ${c.location}` : ''}. ${c.analysis}`}
        path={`/scorecard/${c.token}`}
        image={absoluteUrl(siteOrigin, c.imageUrl)}
        noindex
      />
      <p className="page__eyebrow">Shared scorecard</p>
      <h1>{c.title}</h1>
      <p className="page__lead">
        {who ? (
          <>
            <Link to={`/members/${c.ownerId}`}>{who}</Link> ·{' '}
          </>
        ) : null}
        {c.disciplineLabel} · {day(c.date)}
        {c.location ? ` · ${c.location}` : ''}
      </p>
      <p className="scorecard__score" aria-label={`Score ${c.totalScore} of ${c.totalTargets}`}>
        {heading}
        <span> in {c.rounds === 1 ? 'one round' : `${c.rounds} rounds`}</span>
      </p>
      <img className="scorecard__image" src={c.imageUrl} width={600} height={400} alt={`The round on the trap layout: ${c.analysis}`} />
      <p>{c.analysis}</p>
      {user ? null : (
        <div className="scorecard__cta">
          <p>Log your own rounds target by target and see where the targets get away.</p>
          <Button asChild>
            <Link to="/auth">Join Trap India</Link>
          </Button>
        </div>
      )}
    </div>
  );
}
