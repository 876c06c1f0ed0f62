import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { communityApi, scorecardsApi } from '@trap/contracts/api/route-paths';
import { Button, PageHead, Spinner, formatLongDate, queryOptions, useAppConfig, useAuth } from '@trap/ui';
import { ItemLoadError } from '../../shared/components/item-load-error.tsx';
import { absoluteUrl } from '../../shared/lib/structured-data.ts';
import { useScorecardT } from './texts/texts.ts';
import './scorecard.css';

/** /scorecard/{token}: a practice session its owner shared, for anyone with the link. */
export default function ScorecardPage() {
  const { token = '' } = useParams();
  const { siteOrigin } = useAppConfig();
  const { user } = useAuth();
  const { t, language } = useScorecardT();
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

  if (card.isPending) return <Spinner block label={t('loading')} />;
  if (card.isError)
    return (
      <ItemLoadError
        error={card.error}
        missingTitle={t('missingTitle')}
        missingText={t('missingText')}
        failedTitle={t('failedTitle')}
        failedText={t('failedText')}
        section={t('section')}
        back={{ to: '/', label: t('home') }}
      />
    );

  const c = card.data;
  const who = owner.data?.displayName;
  const heading = `${c.totalScore} / ${c.totalTargets}`;
  // the month in full (formatDate abbreviates it), in the page's language
  const date = formatLongDate(c.date, language);
  return (
    <div className="page page--narrow scorecard">
      <PageHead
        title={who ? t('headTitleBy', { title: c.title, score: heading, who }) : t('headTitle', { title: c.title, score: heading })}
        description={
          c.location
            ? t('headDescriptionAt', { discipline: c.disciplineLabel, date, location: c.location, analysis: c.analysis })
            : t('headDescription', { discipline: c.disciplineLabel, date, analysis: c.analysis })
        }
        path={`/scorecard/${c.token}`}
        image={absoluteUrl(siteOrigin, c.imageUrl)}
        noindex
      />
      <p className="page__eyebrow">{t('eyebrow')}</p>
      <h1>{c.title}</h1>
      <p className="page__lead">
        {who ? (
          <>
            <Link to={`/members/${c.ownerId}`}>{who}</Link> ·{' '}
          </>
        ) : null}
        {c.disciplineLabel} · {date}
        {c.location ? ` · ${c.location}` : ''}
      </p>
      <p className="scorecard__score" aria-label={t('scoreLabel', { score: c.totalScore, targets: c.totalTargets })}>
        {heading}
        <span>{t('rounds', { count: c.rounds })}</span>
      </p>
      <img className="scorecard__image" src={c.imageUrl} width={600} height={400} alt={t('imageAlt', { analysis: c.analysis })} />
      <p>{c.analysis}</p>
      {user ? null : (
        <div className="scorecard__cta">
          <p>{t('cta')}</p>
          <Button asChild>
            <Link to="/auth">{t('join')}</Link>
          </Button>
        </div>
      )}
    </div>
  );
}
