import { Link, useParams } from 'react-router';
import { Badge, PageHead, Spinner, useAppConfig, useSiteSettings } from '@trap/ui';
import { ContentImage } from '../../shared/components/content-image.tsx';
import { ItemLoadError } from '../../shared/components/item-load-error.tsx';
import { excerpt } from '../../shared/lib/format.ts';
import { absoluteUrl, profilePageJsonLd } from '../../shared/lib/structured-data.ts';
import { useShooter } from './api/shooters-queries.ts';
import { useShootersT } from './texts/texts.ts';
import './shooters.css';

// the networks' own names, the same in every language
const SOCIAL_LABELS: Record<string, string> = {
  instagram: 'Instagram',
  youtube: 'YouTube',
  x: 'X',
  twitter: 'X',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
};
const socialLabel = (key: string, website: string) =>
  key.toLowerCase() === 'website' ? website : (SOCIAL_LABELS[key.toLowerCase()] ?? key.charAt(0).toUpperCase() + key.slice(1));

/** /shooters/{id} and /shooter/{id}: one shooter's profile (SPEC 3.2 shooters). */
export default function ShooterPage() {
  const { id = '' } = useParams();
  const shooter = useShooter(id);
  const { siteOrigin } = useAppConfig();
  const { settings } = useSiteSettings();
  const { t } = useShootersT();

  if (shooter.isPending) return <Spinner block label={t('profile.loading')} />;
  if (shooter.isError)
    return (
      <ItemLoadError
        error={shooter.error}
        missingTitle={t('profile.notFound')}
        missingText={t('profile.notFoundText')}
        failedTitle={t('profile.loadFailed')}
        failedText={t('loadFailed')}
        section={t('list.title')}
        back={{ to: '/shooters', label: t('profile.allShooters') }}
      />
    );

  const s = shooter.data;
  const links = Object.entries(s.socialLinks ?? {}).filter(([, url]) => /^https?:\/\//i.test(url));
  return (
    <div className="page">
      <PageHead
        title={t('profile.metaTitle', { name: s.name, type: s.type })}
        description={excerpt(s.bio, 155)}
        type="profile"
        path={`/shooters/${s.id}`}
        image={absoluteUrl(siteOrigin, s.imageUrl || '/images/placeholders/shooter.svg')}
        keywords={[s.name, s.type, ...s.tags, 'trap shooting', 'India']}
        jsonLd={profilePageJsonLd(s, { origin: siteOrigin, name: settings.general.siteName })}
      />
      <Link to="/shooters" className="profile__back">
        {t('profile.backLink')}
      </Link>
      <article className="profile" aria-labelledby="shooter-name">
        <ContentImage className="profile__photo" src={s.imageUrl} kind="shooter" alt={t('profile.portrait', { name: s.name })} loading="eager" />
        <div>
          <p className="page__eyebrow">{t('profile.eyebrow')}</p>
          <h1 id="shooter-name">{s.name}</h1>
          <div className="profile__badges">
            <Badge tone="primary">{s.type}</Badge>
            {s.featured ? <Badge tone="secondary">{t('profile.featured')}</Badge> : null}
          </div>
          <p className="profile__bio">{s.bio}</p>

          <h2 id="achievements">{t('profile.achievements')}</h2>
          {s.achievements.length ? (
            <ul className="profile__achievements" aria-labelledby="achievements">
              {s.achievements.map((a) => (
                <li key={a}>{a}</li>
              ))}
            </ul>
          ) : (
            <p className="page__muted">{t('profile.noAchievements')}</p>
          )}

          <h2 id="disciplines">{t('profile.disciplines')}</h2>
          <ul className="profile__chips" aria-labelledby="disciplines">
            <li>
              <Badge tone="primary">{s.type}</Badge>
            </li>
            {s.tags.map((tag) => (
              <li key={tag}>
                <Link to={`/search?q=${encodeURIComponent(tag)}`}>
                  <Badge tone="neutral">#{tag}</Badge>
                </Link>
              </li>
            ))}
          </ul>

          {links.length ? (
            <>
              <h2 id="social">{t('profile.follow', { name: s.name })}</h2>
              <ul className="profile__links" aria-labelledby="social">
                {links.map(([key, url]) => (
                  <li key={key}>
                    <a href={url} target="_blank" rel="noopener noreferrer nofollow">
                      {socialLabel(key, t('profile.website'))}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      </article>
    </div>
  );
}
