import { Link } from 'react-router';
import type { Shooter } from '@trap/contracts';
import { Badge, Card } from '@trap/ui';
import { ContentImage } from '../../../shared/components/content-image.tsx';
import { useShootersT } from '../texts/texts.ts';

export function ShooterCard({ shooter }: { shooter: Shooter }) {
  const { t } = useShootersT();
  return (
    <Card className="home-card home-person shooter-card" data-testid="shooter-card">
      <ContentImage className="shooter-card__img" src={shooter.imageUrl} kind="shooter" alt={shooter.name} />
      <h3>
        <Link to={`/shooters/${shooter.id}`} className="shooter-card__link">
          {shooter.name}
        </Link>
      </h3>
      <p className="home-person__meta">{shooter.type}</p>
      {shooter.achievements[0] ? <p className="shooter-card__achievement">{shooter.achievements[0]}</p> : null}
      {shooter.featured ? <Badge tone="secondary">{t('card.featured')}</Badge> : null}
    </Card>
  );
}
