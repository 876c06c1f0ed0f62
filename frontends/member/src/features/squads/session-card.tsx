import { useState } from 'react';
import { Avatar, Badge, Button, FormField, Textarea, formatNumber, useAuth, useConfirm } from '@trap/ui';
import { useRsvp, useSessionFeedback, useUpdateSession, type GroupSession, type RsvpChoice } from './squads-api.ts';
import { durationText, sessionWhen } from './squad-dates.ts';
import { rsvpText, sessionTypeText } from './squad-texts.ts';
import { useSquadsT } from './texts/texts.ts';

const CHOICES: readonly RsvpChoice[] = ['going', 'maybe', 'not_going'];

function People({ label, people }: { label: string; people: GroupSession['participants'] }) {
  const { t, language } = useSquadsT();
  if (!people.length) return null;
  return (
    <div className="sq-people">
      <h4 className="sq-people__title">{label}</h4>
      <ol className="sq-people__list" aria-label={`${label}`}>
        {people.map((p) => (
          <li key={p.userId} className="sq-people__item">
            <Avatar name={p.displayName} url={p.avatarUrl} size={24} />
            <span>
              {p.waitlistPosition ? `${formatNumber(p.waitlistPosition, language)}. ` : ''}
              {p.role === 'host' ? t('session.host', { name: p.displayName }) : p.displayName}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** What those who went said about it. */
function Feedback({ session }: { session: GroupSession }) {
  const { t } = useSquadsT();
  const said = session.participants.filter((p) => p.feedback);
  if (!said.length) return null;
  return (
    <div className="sq-people">
      <h4 className="sq-people__title">{t('session.feedback')}</h4>
      <ul className="sq-feedback" aria-label={t('session.feedbackOn', { title: session.title })}>
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
  const { t, language } = useSquadsT();
  const num = (n: number) => formatNumber(n, language);
  const open = session.status === 'scheduled' && new Date(session.date).getTime() + session.duration * 60_000 > Date.now();
  const going = session.participants.filter((p) => p.status === 'going');
  const waiting = session.participants.filter((p) => p.status === 'waitlisted');
  const maybe = session.participants.filter((p) => p.status === 'maybe');
  const mine = session.participants.find((p) => p.userId === user?.id);
  const me = mine?.status === 'waitlisted' ? mine : undefined;
  const over = session.status === 'completed' || (session.status === 'scheduled' && !open);
  const places =
    session.maxParticipants === null
      ? t('session.goingCount', { n: num(session.goingCount) })
      : t('session.places', { n: num(session.goingCount), max: num(session.maxParticipants) });
  const titleId = `session-${session.id}`;
  return (
    <li className="sq-session" aria-labelledby={titleId}>
      <div className="sq-session__head">
        <h3 className="pr-h3 sq-session__title" id={titleId}>
          {session.title}
        </h3>
        <div className="sq-badges">
          <Badge tone="primary">{sessionTypeText(t, session.type)}</Badge>
          {session.status === 'cancelled' ? <Badge tone="warning">{t('session.cancelled')}</Badge> : null}
          {session.status === 'completed' ? <Badge tone="neutral">{t('session.completed')}</Badge> : null}
          {session.myRsvp ? (
            <Badge tone={session.myRsvp === 'going' ? 'success' : 'neutral'}>
              {t('session.you', { answer: rsvpText(t, session.myRsvp) })}
            </Badge>
          ) : null}
        </div>
      </div>
      <p className="sq-session__meta">
        {sessionWhen(t, language, session.date)} · {durationText(t, session.duration)}
      </p>
      <p className="sq-session__meta">{session.location}</p>
      <p className="sq-session__meta">
        {[
          t('session.hostedBy', { name: session.host.displayName }),
          places,
          session.waitlistCount ? t('session.waiting', { n: num(session.waitlistCount) }) : null,
          session.maybeCount ? t('session.maybe', { n: num(session.maybeCount) }) : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {session.description ? <p className="sq-session__text">{session.description}</p> : null}
      {session.notes ? (
        <div className="sq-notes">
          <strong>{t('session.hostNotes')}</strong>
          <p>{session.notes}</p>
        </div>
      ) : null}
      {me ? (
        <p className="sq-waiting" role="status">
          {t('session.waitingNumber', { n: me.waitlistPosition === null ? '' : num(me.waitlistPosition) })}
        </p>
      ) : null}
      {open && canAnswer ? (
        <div className="sq-rsvp" role="group" aria-label={t('session.answerLabel', { title: session.title })}>
          {CHOICES.map((c) => {
            const chosen = session.myRsvp === c || (c === 'going' && session.myRsvp === 'waitlisted');
            return (
              <Button
                key={c}
                size="sm"
                variant={chosen ? 'primary' : 'outline'}
                aria-pressed={chosen}
                disabled={rsvp.isPending}
                onClick={() => rsvp.mutate({ id: session.id, status: c })}
              >
                {rsvpText(t, c)}
              </Button>
            );
          })}
        </div>
      ) : null}
      <div className="sq-people-grid">
        <People label={rsvpText(t, 'going')} people={going} />
        <People label={rsvpText(t, 'waitlisted')} people={waiting} />
        <People label={rsvpText(t, 'maybe')} people={maybe} />
      </div>
      {notes !== null ? (
        <form
          className="sq-form"
          aria-label={t('session.notesFormLabel', { title: session.title })}
          onSubmit={(e) => {
            e.preventDefault();
            update.mutate({ id: session.id, body: { notes } }, { onSuccess: () => setNotes(null) });
          }}
        >
          <FormField label={t('session.hostNotes')} hint={t('session.notesHint')}>
            <Textarea rows={3} maxLength={2000} value={notes} onChange={(e) => setNotes(e.target.value)} />
          </FormField>
          <div className="sq-actions">
            <Button size="sm" type="submit" disabled={update.isPending}>
              {t('session.saveNotes')}
            </Button>
            <Button size="sm" type="button" variant="outline" onClick={() => setNotes(null)}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      ) : null}
      <Feedback session={session} />
      {over && mine?.status === 'going' ? (
        feedback === null ? (
          <div className="sq-actions">
            <Button size="sm" variant="outline" onClick={() => setFeedback(mine.feedback)}>
              {mine.feedback ? t('session.editFeedback') : t('session.giveFeedback')}
            </Button>
          </div>
        ) : (
          <form
            className="sq-form"
            aria-label={t('session.myFeedbackLabel', { title: session.title })}
            onSubmit={(e) => {
              e.preventDefault();
              giveFeedback.mutate({ id: session.id, feedback }, { onSuccess: () => setFeedback(null) });
            }}
          >
            <FormField label={t('session.yourFeedback')} hint={t('session.feedbackHint')}>
              <Textarea rows={3} maxLength={1000} value={feedback} onChange={(e) => setFeedback(e.target.value)} />
            </FormField>
            <div className="sq-actions">
              <Button size="sm" type="submit" disabled={giveFeedback.isPending}>
                {t('session.saveFeedback')}
              </Button>
              <Button size="sm" type="button" variant="outline" onClick={() => setFeedback(null)}>
                {t('cancel')}
              </Button>
            </div>
          </form>
        )
      ) : null}
      {open && session.canManage ? (
        <div className="sq-actions">
          {notes === null ? (
            <Button size="sm" variant="outline" onClick={() => setNotes(session.notes)}>
              {session.notes ? t('session.editNotes') : t('session.addNotes')}
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="ghost"
            onClick={async () => {
              const ok = await confirm({
                title: t('session.cancelTitle', { title: session.title }),
                description: t('session.cancelDescription'),
                confirmLabel: t('session.cancelSession'),
                cancelLabel: t('session.keep'),
              });
              if (ok) update.mutate({ id: session.id, body: { status: 'cancelled' } });
            }}
          >
            {t('session.cancelSession')}
          </Button>
        </div>
      ) : null}
      {dialog}
    </li>
  );
}
