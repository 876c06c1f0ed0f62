import type { ReactNode } from 'react';
import { Badge } from './card.tsx';

export interface PlaceholderPageProps {
  title: string;
  /** What the screen will do. */
  description: string;
  /** What will be on it. */
  features?: string[];
  /** Optional extra content (links, actions). */
  children?: ReactNode;
  eyebrow?: string;
}

/** A clear placeholder for a screen a later release builds: names it and says what will be there. */
export function PlaceholderPage({ title, description, features, children, eyebrow = 'Coming soon' }: PlaceholderPageProps) {
  return (
    <section className="ui-placeholder" aria-labelledby="placeholder-title">
      <Badge tone="secondary">{eyebrow}</Badge>
      <h1 id="placeholder-title" className="ui-placeholder__title">
        {title}
      </h1>
      <p className="ui-placeholder__lead">{description}</p>
      {features && features.length > 0 ? (
        <div className="ui-placeholder__box">
          <h2 className="ui-placeholder__subtitle">What will be here</h2>
          <ul className="ui-placeholder__list">
            {features.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {children}
    </section>
  );
}
