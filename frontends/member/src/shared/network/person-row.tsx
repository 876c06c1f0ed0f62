import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar, Button, formatDate, type Language, type TFunction } from '@trap/ui';
import { levelLabel } from '@trap/ui/format/level-label.ts';
import { profilePath } from './network-api.ts';
import { useNetworkT } from './texts/texts.ts';

export interface Person {
  id: string;
  displayName: string;
  avatarUrl: string | null;
  level?: string | number | null;
  clubAffiliation?: string | null;
  location?: string | null;
  isCoach?: boolean;
}

/** levelLabel's English words and their keys; a level not listed (a club's own word) shows as it is. */
const LEVEL_TEXTS: Record<string, { textKey: string }> = {
  Member: { textKey: 'levels.member' },
  Beginner: { textKey: 'levels.beginner' },
  Intermediate: { textKey: 'levels.intermediate' },
  Advanced: { textKey: 'levels.advanced' },
  Expert: { textKey: 'levels.expert' },
  Professional: { textKey: 'levels.professional' },
};
function levelText(t: TFunction, level: string | number | null | undefined): string {
  const label = levelLabel(level);
  const known = LEVEL_TEXTS[label];
  return known ? t(known.textKey) : label;
}

/**
 * One member in a list of the network: picture, name (to their profile page), level, club and city, then what can be done.
 * `linked={false}` for a member found by username whose profile the viewer may not open (it would be a 404).
 */
export function PersonRow({
  person,
  meta,
  note,
  children,
  linked = true,
}: {
  person: Person;
  meta?: ReactNode;
  note?: string;
  children?: ReactNode;
  linked?: boolean;
}) {
  const { t } = useNetworkT();
  const facts = [
    person.level !== undefined ? levelText(t, person.level) : null,
    person.isCoach ? t('coach') : null,
    person.clubAffiliation,
    person.location,
  ].filter(Boolean);
  return (
    <li className="nw-person" aria-label={person.displayName}>
      <Avatar name={person.displayName} url={person.avatarUrl} />
      <div className="nw-person__body">
        <p className="nw-person__name">{linked ? <Link to={profilePath(person.id)}>{person.displayName}</Link> : person.displayName}</p>
        {facts.length ? <p className="nw-person__meta">{facts.join(' · ')}</p> : null}
        {meta ? <p className="nw-person__meta">{meta}</p> : null}
        {note ? <p className="nw-person__note">“{note}”</p> : null}
      </div>
      {children ? <div className="nw-person__actions">{children}</div> : null}
    </li>
  );
}

/** Accept and Decline for a request waiting on a row (`kind`: a friend or a coaching request, as the labels read). */
export function AnswerButtons({
  kind,
  name,
  onAnswer,
}: {
  kind: 'friend' | 'coaching';
  name: string;
  onAnswer: (answer: 'accept' | 'decline') => void;
}) {
  const { t } = useNetworkT();
  return (
    <>
      <Button
        size="sm"
        onClick={() => onAnswer('accept')}
        aria-label={kind === 'friend' ? t('acceptFriend', { name }) : t('acceptCoaching', { name })}
      >
        {t('accept')}
      </Button>
      <Button
        size="sm"
        variant="outline"
        onClick={() => onAnswer('decline')}
        aria-label={kind === 'friend' ? t('declineFriend', { name }) : t('declineCoaching', { name })}
      >
        {t('decline')}
      </Button>
    </>
  );
}

/** A relationship's date (asked on, friends since) in the page's language; '' when there is none. */
export const sinceText = (iso: string | null, language: Language) => (iso ? formatDate(iso, language) : '');
