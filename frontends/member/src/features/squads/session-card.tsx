import { useState } from 'react';
import { GROUP_SESSION_TYPE_LABELS, RSVP_LABELS } from '@trap/contracts';
import { Avatar, Badge, Button, FormField, Textarea, useAuth, useConfirm } from '@trap/ui';
import { useRsvp, useSessionFeedback, useUpdateSession, type GroupSession, type RsvpChoice } from './squads-api.ts';
import { durationText, sessionWhen } from './squad-dates.ts';

const CHOICES: { value: RsvpChoice; label: string }[] = [
  { value: 'going', label: 'Going' },
  { value: 'maybe', label: 'Maybe' },
  { value: 'not_going', label: 'Not going' },
];

function People({ label, people }: { label: string; people: GroupSession['participants'] }) {
  if (!people.length) return null;
  return (
    <div className="sq-people">
      <h4 className="sq-people__title">{label}</h4>
      <ol className="sq-people__list" aria-label={`${label}`}>
        {people.map((p) => (
          <li key={p.userId} className="sq-people__item">
            <Avatar name={p.displayName} url={p.avatarUrl} size={24} />
            <span>
              {p.waitlistPosition ? `${p.waitlistPosition}. ` : ''}
              {p.displayName}
              {p.role === 'host' ? ' (host)' : ''}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** What those who went said about it. */
function Feedback({ session }: { session: GroupSession }) {
  const said = session.participants.filter((p) => p.feedback);
  if (!said.length) return null;
  return (
    <div className="sq-people">
      <h4 className="sq-people__title">Feedback</h4>
      <ul className="sq-feedback" aria-label={`Feedback on ${session.title}`}>
        {said.map((p) => (
          <li key={p.userId}>
            <strong>{p.displayName}:</strong> {p.feedback}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One group session: when and where, places and the waiting list, the host's notes, RSVP buttons for members. */
export function SessionCard({ session, canAnswer }: { session: GroupSession; canAnswer: boolean }) {
  const { user } = useAuth();
  const rsvp = useRsvp();
  const update = useUpdateSession();
  const [confirm, dialog] = useConfirm();
  const [notes, setNotes] = useState<string | null>(null);
  const giveFeedback = useSessionFeedback();
  const [feedback, setFeedback] = useState<string | null>(null);
  const open = session.status === 'scheduled' && new Date(session.date).getTime() + session.duration * 60_000 > Date.now();
  const going = session.participants.filter((p) => p.status === 'going');
  const waiting = session.participants.filter((p) => p.status === 'waitlisted');
  const maybe = session.participants.filter((p) => p.status === 'maybe');
  const mine = session.participants.find((p) => p.userId === user?.id);
  const me = mine?.status === 'waitlisted' ? mine : undefined;
  const over = session.status === 'completed' || (session.status === 'scheduled' && !open);
  const places =
    session.maxParticipants === null ? `${session.goingCount} going` : `${session.goingCount} of ${session.maxParticipants} places taken`;
  const titleId = `session-${session.id}`;
  return (
    <li className="sq-session" aria-labelledby={titleId}>
      <div className="sq-session__head">
        <h3 className="pr-h3 sq-session__title" id={titleId}>
          {session.title}
        </h3>
        <div className="sq-badges">
          <Badge tone="primary">{GROUP_SESSION_TYPE_LABELS[session.type]}</Badge>
          {session.status === 'cancelled' ? <Badge tone="warning">Cancelled</Badge> : null}
          {session.status === 'completed' ? <Badge tone="neutral">Completed</Badge> : null}
          {session.myRsvp ? (
            <Badge tone={session.myRsvp === 'going' ? 'success' : 'neutral'}>{`You: ${RSVP_LABELS[session.myRsvp]}`}</Badge>
          ) : null}
        </div>
      </div>
      <p className="sq-session__meta">
        {sessionWhen(session.date)} · {durationText(session.duration)}
      </p>
      <p className="sq-session__meta">{session.location}</p>
      <p className="sq-session__meta">
        Hosted by {session.host.displayName} · {places}
        {session.waitlistCount ? ` · ${session.waitlistCount} on the waiting list` : ''}
        {session.maybeCount ? ` · ${session.maybeCount} maybe` : ''}
      </p>
      {session.description ? <p className="sq-session__text">{session.description}</p> : null}
      {session.notes ? (
        <div className="sq-notes">
          <strong>Host notes</strong>
          <p>{session.notes}</p>
        </div>
      ) : null}
      {me ? <p className="sq-waiting" role="status">{`You are number ${me.waitlistPosition} on the waiting list.`}</p> : null}
      {open && canAnswer ? (
        <div className="sq-rsvp" role="group" aria-label={`Your answer for ${session.title}`}>
          {CHOICES.map((c) => {
            const chosen = session.myRsvp === c.value || (c.value === 'going' && session.myRsvp === 'waitlisted');
            return (
              <Button
                key={c.value}
                size="sm"
                variant={chosen ? 'primary' : 'outline'}
                aria-pressed={chosen}
                disabled={rsvp.isPending}
                onClick={() => rsvp.mutate({ id: session.id, status: c.value })}
              >
                {c.label}
              </Button>
            );
          })}
        </div>
      ) : null}
      <div className="sq-people-grid">
        <People label="Going" people={going} />
        <People label="Waiting list" people={waiting} />
        <People label="Maybe" people={maybe} />
      </div>
      {notes !== null ? (
        <form
          className="sq-form"
          aria-label={`Host notes for ${session.title}`}
          onSubmit={(e) => {
            e.preventDefault();
            update.mutate({ id: session.id, body: { notes } }, { onSuccess: () => setNotes(null) });
          }}
        >
          <FormField label="Host notes" hint="What to bring, where to meet.">
            <Textarea rows={3} maxLength={2000} value={notes} onChange={(e) => setNotes(e.target.value)} />
          </FormField>
          <div className="sq-actions">
            <Button size="sm" type="submit" disabled={update.isPending}>
              Save notes
            </Button>
            <Button size="sm" type="button" variant="outline" onClick={() => setNotes(null)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
      <Feedback session={session} />
      {over && mine?.status === 'going' ? (
        feedback === null ? (
          <div className="sq-actions">
            <Button size="sm" variant="outline" onClick={() => setFeedback(mine.feedback)}>
              {mine.feedback ? 'Edit my feedback' : 'Give feedback'}
            </Button>
          </div>
        ) : (
          <form
            className="sq-form"
            aria-label={`My feedback on ${session.title}`}
            onSubmit={(e) => {
              e.preventDefault();
              giveFeedback.mutate({ id: session.id, feedback }, { onSuccess: () => setFeedback(null) });
            }}
          >
            <FormField label="Your feedback" hint="How did it go? Scores, what worked, what to practise.">
              <Textarea rows={3} maxLength={1000} value={feedback} onChange={(e) => setFeedback(e.target.value)} />
            </FormField>
            <div className="sq-actions">
              <Button size="sm" type="submit" disabled={giveFeedback.isPending}>
                Save feedback
              </Button>
              <Button size="sm" type="button" variant="outline" onClick={() => setFeedback(null)}>
                Cancel
              </Button>
            </div>
          </form>
        )
      ) : null}
      {open && session.canManage ? (
        <div className="sq-actions">
          {notes === null ? (
            <Button size="sm" variant="outline" onClick={() => setNotes(session.notes)}>
              {session.notes ? 'Edit host notes' : 'Add host notes'}
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="ghost"
            onClick={async () => {
              const ok = await confirm({
                title: `Cancel ${session.title}?`,
                description: 'Everyone who answered going, maybe or is waiting is told. This cannot be undone.',
                confirmLabel: 'Cancel session',
                cancelLabel: 'Keep it',
              });
              if (ok) update.mutate({ id: session.id, body: { status: 'cancelled' } });
            }}
          >
            Cancel session
          </Button>
        </div>
      ) : null}
      {dialog}
    </li>
  );
}
