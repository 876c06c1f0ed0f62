import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar, Button } from '@trap/ui';
import { levelLabel } from '@trap/ui/format/level-label.ts';
import { profilePath } from './network-api.ts';

export interface Person {
  id: string;
  displayName: string;
  avatarUrl: string | null;
  level?: string | number | null;
  clubAffiliation?: string | null;
  location?: string | null;
  isCoach?: boolean;
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
  const facts = [
    person.level !== undefined ? levelLabel(person.level) : null,
    person.isCoach ? 'Coach' : null,
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

/** Accept and Decline for a request waiting on a row (`kind`: "friend" or "coaching", as the labels read). */
export function AnswerButtons({ kind, name, onAnswer }: { kind: string; name: string; onAnswer: (answer: 'accept' | 'decline') => void }) {
  return (
    <>
      <Button size="sm" onClick={() => onAnswer('accept')} aria-label={`Accept ${kind} request from ${name}`}>
        Accept
      </Button>
      <Button size="sm" variant="outline" onClick={() => onAnswer('decline')} aria-label={`Decline ${kind} request from ${name}`}>
        Decline
      </Button>
    </>
  );
}

export const sinceText = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' }) : '';
