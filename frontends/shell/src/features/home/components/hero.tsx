import { Link } from 'react-router';
import { Button } from '@trap/ui';
import { useHomeT } from '../texts/texts.ts';

/** A 650-byte vector (viewBox 400 x 400): sharp on any phone, nothing to resize or compress. */
const HERO_IMAGE = '/images/hero-target.svg';

export function Hero() {
  const { t } = useHomeT();
  return (
    <section className="home-hero" aria-labelledby="hero-title">
      <div className="home-hero__inner">
        <p className="home-hero__eyebrow">{t('hero.eyebrow')}</p>
        <h1 id="hero-title">{t('hero.title')}</h1>
        <p className="home-hero__lead">{t('hero.lead')}</p>
        <div className="home-hero__actions">
          <Button asChild variant="secondary" size="lg">
            <Link to="/podcasts">{t('hero.listen')}</Link>
          </Button>
          <Button asChild variant="outline" size="lg" className="home-hero__ghost">
            <Link to="/membership">{t('hero.join')}</Link>
          </Button>
        </div>
      </div>
      {/* The LCP element of the home page: index.html preloads it; the intrinsic size reserves its box. */}
      <img
        className="home-hero__art"
        src={HERO_IMAGE}
        alt=""
        aria-hidden="true"
        width={400}
        height={400}
        fetchPriority="high"
        decoding="async"
      />
    </section>
  );
}
