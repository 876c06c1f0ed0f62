import { Link } from 'react-router';
import type { ShootingRange } from '@trap/contracts';
import { Badge, Card } from '@trap/ui';
import { ContentImage } from '../../../shared/components/content-image.tsx';
import { useRangesT } from '../texts/texts.ts';

export function RangeCard({ range }: { range: ShootingRange }) {
  const { t } = useRangesT();
  return (
    <Card className="range-card">
      <ContentImage className="range-card__img" src={range.imageUrl} kind="range" alt="" />
      <div className="range-card__body">
        {/* the list sits right under the page's h1: its cards are the next level (heading order) */}
        <h2 className="range-card__title">
          <Link to={`/shooting-ranges/${range.id}`}>{range.name}</Link>
        </h2>
        <p className="range-card__where">{range.location || `${range.city}, ${range.state}`}</p>
        {range.contact || range.website ? (
          <p className="range-card__contact">
            {range.contact ? (
              <a className="range-card__phone" href={`tel:${range.contact.replace(/[^\d+]/g, '')}`}>
                {range.contact}
              </a>
            ) : null}
            {range.contact && range.website ? <span aria-hidden="true"> · </span> : null}
            {/* the web address itself is on the range's page: the card's line stays short enough for a phone */}
            {range.website ? (
              <a
                href={range.website}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('card.websiteLabel', { name: range.name })}
              >
                {t('website')}
              </a>
            ) : null}
          </p>
        ) : null}
        <ul className="range-badges" aria-label={t('features')}>
          {range.verified ? (
            <li>
              <Badge tone="success">{t('verified')}</Badge>
            </li>
          ) : null}
          {range.features.map((f) => (
            <li key={f}>
              <Badge>{f}</Badge>
            </li>
          ))}
        </ul>
      </div>
    </Card>
  );
}
