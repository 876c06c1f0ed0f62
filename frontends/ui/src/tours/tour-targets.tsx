import { Card } from '../components/card.tsx';
import { tourFor } from './tour-store.ts';

/**
 * Placeholder sections for a member page's tour targets: one card per step, carrying its
 * `data-tour` attribute, until the real screen replaces them. `except` skips targets the page
 * already renders itself.
 */
export function TourTargets({ path, except = [] }: { path: string; except?: string[] }) {
  const steps = (tourFor(path) ?? []).filter((s) => !except.includes(s.target));
  if (steps.length === 0) return null;
  return (
    <div className="ui-tour-targets">
      {steps.map((s) => (
        <Card key={s.target} data-tour={s.target} aria-labelledby={`tt-${s.target}`}>
          <h2 id={`tt-${s.target}`} className="ui-tour-targets__title">
            {s.title}
          </h2>
          <p className="ui-tour-targets__text">{s.content}</p>
        </Card>
      ))}
    </div>
  );
}
