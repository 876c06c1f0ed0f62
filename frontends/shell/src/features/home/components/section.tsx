import type { ReactNode } from 'react';

/** The frame of every home section: its heading (which names the region), lead, action link and body. */
export function Section({
  id,
  title,
  lead,
  action,
  children,
  tone,
}: {
  id: string;
  title: string;
  lead?: string;
  action?: ReactNode;
  children: ReactNode;
  tone?: 'muted';
}) {
  return (
    <section className={tone === 'muted' ? 'home-section home-section--muted' : 'home-section'} aria-labelledby={id}>
      <div className="home-section__inner">
        <div className="home-section__head">
          <div>
            <h2 id={id}>{title}</h2>
            {lead ? <p className="home-section__lead">{lead}</p> : null}
          </div>
          {action}
        </div>
        {children}
      </div>
    </section>
  );
}

/** What a section says when it has nothing to show. */
export function Empty({ children }: { children: ReactNode }) {
  return <p className="home-empty">{children}</p>;
}

const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

/** A card image, lazy, with the placeholder when there is none or it does not load. */
export function Img({ src, alt }: { src?: string | null; alt: string }) {
  return (
    <img
      className="home-card__img"
      src={src || PLACEHOLDER_IMAGE}
      alt={alt}
      loading="lazy"
      onError={(e) => (e.currentTarget.src = PLACEHOLDER_IMAGE)}
    />
  );
}
