import { Link, useParams } from 'react-router';
import { Badge, PageHead, Spinner, useAppConfig, useSiteSettings } from '@trap/ui';
import { ContentImage } from '../../shared/components/content-image.tsx';
import { ItemLoadError } from '../../shared/components/item-load-error.tsx';
import { excerpt } from '../../shared/lib/format.ts';
import { absoluteUrl, profilePageJsonLd } from '../../shared/lib/structured-data.ts';
import { useShooter } from './api/shooters-queries.ts';
import './shooters.css';

const SOCIAL_LABELS: Record<string, string> = {
  instagram: 'Instagram',
  youtube: 'YouTube',
  x: 'X',
  twitter: 'X',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  website: 'Website',
};
const socialLabel = (key: string) => SOCIAL_LABELS[key.toLowerCase()] ?? key.charAt(0).toUpperCase() + key.slice(1);

/** /shooters/{id} and /shooter/{id}: one shooter's profile (SPEC 3.2 shooters). */
export default function ShooterPage() {
  const { id = '' } = useParams();
  const shooter = useShooter(id);
  const { siteOrigin } = useAppConfig();
  const { settings } = useSiteSettings();

  if (shooter.isPending) return <Spinner block label="Loading profile..." />;
  if (shooter.isError)
    return (
      <ItemLoadError
        error={shooter.error}
        missingTitle="Shooter not found"
        missingText="This profile does not exist or has been removed."
        failedTitle="The profile could not be loaded"
        failedText="There was a problem loading the shooters. Please try again later."
        section="Shooter Profiles"
        back={{ to: '/shooters', label: 'All shooters' }}
      />
    );

  const s = shooter.data;
  const links = Object.entries(s.socialLinks ?? {}).filter(([, url]) => /^https?:\/\//i.test(url));
  return (
    <div className="page">
      <PageHead
        title={`${s.name} | ${s.type} shooter`}
        description={excerpt(s.bio, 155)}
        type="profile"
        path={`/shooters/${s.id}`}
        image={absoluteUrl(siteOrigin, s.imageUrl || '/images/placeholders/shooter.svg')}
        keywords={[s.name, s.type, ...s.tags, 'trap shooting', 'India']}
        jsonLd={profilePageJsonLd(s, { origin: siteOrigin, name: settings.general.siteName })}
      />
      <Link to="/shooters" className="profile__back">
        ← All shooters
      </Link>
      <article className="profile" aria-labelledby="shooter-name">
        <ContentImage className="profile__photo" src={s.imageUrl} kind="shooter" alt={`Portrait of ${s.name}`} loading="eager" />
        <div>
          <p className="page__eyebrow">Shooter profile</p>
          <h1 id="shooter-name">{s.name}</h1>
          <div className="profile__badges">
            <Badge tone="primary">{s.type}</Badge>
            {s.featured ? <Badge tone="secondary">Featured shooter</Badge> : null}
          </div>
          <p className="profile__bio">{s.bio}</p>

          <h2 id="achievements">Achievements</h2>
          {s.achievements.length ? (
            <ul className="profile__achievements" aria-labelledby="achievements">
              {s.achievements.map((a) => (
                <li key={a}>{a}</li>
              ))}
            </ul>
          ) : (
            <p className="page__muted">No achievements listed yet.</p>
          )}

          <h2 id="disciplines">Disciplines and interests</h2>
          <ul className="profile__chips" aria-labelledby="disciplines">
            <li>
              <Badge tone="primary">{s.type}</Badge>
            </li>
            {s.tags.map((t) => (
              <li key={t}>
                <Link to={`/search?q=${encodeURIComponent(t)}`}>
                  <Badge tone="neutral">#{t}</Badge>
                </Link>
              </li>
            ))}
          </ul>

          {links.length ? (
            <>
              <h2 id="social">Follow {s.name}</h2>
              <ul className="profile__links" aria-labelledby="social">
                {links.map(([key, url]) => (
                  <li key={key}>
                    <a href={url} target="_blank" rel="noopener noreferrer nofollow">
                      {socialLabel(key)}
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
