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
  /** 2 inside a layout that already has the page's h1; 'none' when the layout shows the title. */
  heading?: 1 | 2 | 'none';
}

/** A clear placeholder for a screen a later release builds: names it and says what will be there. */
export function PlaceholderPage({ title, description, features, children, eyebrow = 'Coming soon', heading = 1 }: PlaceholderPageProps) {
  const Heading = heading === 2 ? 'h2' : 'h1';
  return (
    <section
      className="ui-placeholder"
      aria-label={heading === 'none' ? title : undefined}
      aria-labelledby={heading === 'none' ? undefined : 'placeholder-title'}
    >
      <Badge tone="secondary">{eyebrow}</Badge>
      {heading === 'none' ? null : (
        <Heading
          id="placeholder-title"
          className={heading === 2 ? 'ui-placeholder__title ui-placeholder__title--h2' : 'ui-placeholder__title'}
        >
          {title}
        </Heading>
      )}
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
