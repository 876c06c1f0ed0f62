import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge, Button, Card } from '@trap/ui';
import { formatDate } from '../lib/format.ts';

export type AmaKind = 'live' | 'upcoming' | 'past';

/** The fields an AMA card shows (the content service's AMA answers with more). */
export interface AmaCardData {
  id: string;
  title: string;
  description?: string | null;
  status?: string | null;
  scheduledFor?: string | null;
  shooterName?: string | null;
  shooterTitle?: string | null;
}

/** SPEC 2.9: the card's label and its action per kind of session. */
export const AMA_LABELS: Record<AmaKind, { label: string; action: string }> = {
  live: { label: 'LIVE NOW', action: 'Join Live Session' },
  upcoming: { label: 'UPCOMING', action: 'Set Reminder' },
  past: { label: 'COMPLETED', action: 'View Transcript' },
};

/**
 * An upcoming AMA's page that sets the member's reminder on arrival (and, for a visitor, where
 * /auth brings them back to after the Set Reminder trip).
 */
export const amaReminderPath = (amaId: string) => `/ama/${amaId}?remind=1`;

/** The stored status (live | upcoming | completed) as a card kind. */
export const amaKind = (status: string | null | undefined): AmaKind =>
  status === 'live' ? 'live' : status === 'upcoming' ? 'upcoming' : 'past';

/** The card's words in the page's language (a screen that reads its own texts); SPEC's English without them. */
export interface AmaCardTexts {
  label: string;
  action: string;
  guest: string;
  expert: string;
  /** the session's date, or TBD */
  date(value: string | null | undefined): string;
}

/**
 * SPEC 2.9 AMA card: LIVE NOW with Join Live Session; UPCOMING with a date (TBD when invalid) and
 * Set Reminder; COMPLETED with a date and View Transcript; default speaker title Shooting Expert.
 * The action links to the session (Set Reminder: to the session, which sets it) unless the screen
 * gives its own (the AMA page's reminder button).
 */
export function AmaCard({
  ama,
  kind,
  action,
  children,
  texts,
}: {
  ama: AmaCardData;
  kind: AmaKind;
  action?: ReactNode;
  children?: ReactNode;
  texts?: AmaCardTexts;
}) {
  const words = texts ?? { ...AMA_LABELS[kind], guest: 'Guest', expert: 'Shooting Expert', date: formatDate };
  return (
    <Card className="home-card home-ama">
      <Badge tone={kind === 'live' ? 'secondary' : kind === 'upcoming' ? 'primary' : 'neutral'}>{words.label}</Badge>
      <h3>{ama.title}</h3>
      <p className="home-ama__speaker">
        {ama.shooterName ?? words.guest} · {ama.shooterTitle || words.expert}
      </p>
      {kind !== 'live' ? <p className="home-ama__date">{words.date(ama.scheduledFor)}</p> : null}
      {children}
      {action ?? (
        <Button asChild variant={kind === 'live' ? 'secondary' : 'outline'} size="sm">
          <Link to={kind === 'upcoming' ? amaReminderPath(ama.id) : `/ama/${ama.id}`}>{words.action}</Link>
        </Button>
      )}
    </Card>
  );
}
