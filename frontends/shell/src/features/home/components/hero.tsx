import { Link } from 'react-router';
import { Button } from '@trap/ui';

/** A 650-byte vector (viewBox 400 x 400): sharp on any phone, nothing to resize or compress. */
const HERO_IMAGE = '/images/hero-target.svg';

export function Hero() {
  return (
    <section className="home-hero" aria-labelledby="hero-title">
      <div className="home-hero__inner">
        <p className="home-hero__eyebrow">Trap shooting in India</p>
        <h1 id="hero-title">India&apos;s Premier Trap Shooting Community</h1>
        <p className="home-hero__lead">
          Log every round target by target, learn from champions in podcasts and live AMAs, and meet shooters, coaches and ranges across the
          country.
        </p>
        <div className="home-hero__actions">
          <Button asChild variant="secondary" size="lg">
            <Link to="/podcasts">Listen to Podcasts</Link>
          </Button>
          <Button asChild variant="outline" size="lg" className="home-hero__ghost">
            <Link to="/membership">Join The Club</Link>
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
