import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { AMA_QUESTION_LIMITS, amaQuestionInputSchema, type AmaQuestion } from '@trap/contracts';
import { ApiError, Button, errorMessage, FormField, ReportButton, Spinner, Textarea, toast, useAuth, useConfirm } from '@trap/ui';
import { useAmaQuestions, useQuestionActions } from '../api/ama-queries.ts';

function AskForm({ amaId }: { amaId: string }) {
  const { ask } = useQuestionActions(amaId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = amaQuestionInputSchema.safeParse({ text });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Question is required');
    setError(null);
    ask.mutate(parsed.data.text, {
      onSuccess: () => {
        setText('');
        toast({ title: 'Question sent', description: 'It is in the queue. Others can upvote it.', variant: 'success' });
      },
      onError: (err) => setError(err instanceof ApiError && err.fields?.text ? err.fields.text : errorMessage(err)),
    });
  }
  return (
    <form className="ama-ask" onSubmit={submit} noValidate aria-label="Ask a question">
      <FormField
        id="ama-question"
        label="Your question"
        hint={`${text.trim().length}/${AMA_QUESTION_LIMITS.text} characters`}
        error={error ?? undefined}
      >
        <Textarea rows={3} value={text} onChange={(e) => setText(e.target.value)} />
      </FormField>
      <Button type="submit" disabled={ask.isPending}>
        {ask.isPending ? 'Sending...' : 'Ask Question'}
      </Button>
    </form>
  );
}

function QuestionItem({ amaId, question, open, moderates }: { amaId: string; question: AmaQuestion; open: boolean; moderates: boolean }) {
  const { user } = useAuth();
  const { upvote, answer, remove } = useQuestionActions(amaId);
  const [confirm, confirmDialog] = useConfirm();
  const fail = (what: string) => (err: Error) =>
    toast({ title: 'Error', description: `Failed to ${what}: ${errorMessage(err)}`, variant: 'destructive' });
  const canVote = !!user && open && !question.mine && !question.answered && !question.upvotedByMe;
  // the asker withdraws an open question; moderators remove any
  const removable = moderates || (question.mine && !question.answered);
  async function removeIt() {
    const ok = await confirm({
      title: question.mine ? 'Withdraw your question?' : 'Remove this question?',
      description: question.mine
        ? 'It leaves the queue with its votes. This action cannot be undone.'
        : 'It leaves the queue for everyone, with its votes. This action cannot be undone.',
      confirmLabel: question.mine ? 'Withdraw question' : 'Remove question',
    });
    if (ok) remove.mutate(question.id, { onError: fail(question.mine ? 'withdraw the question' : 'remove the question') });
  }
  return (
    <li className={`ama-question${question.answered ? ' ama-question--answered' : ''}`} aria-label={question.text}>
      <p className="ama-question__votes">
        <strong>{question.votes}</strong> {question.votes === 1 ? 'vote' : 'votes'}
      </p>
      <div className="ama-question__body">
        <p className="ama-question__text">{question.text}</p>
        <p className="ama-question__meta">
          {question.mine ? <span className="ama-question__tag">Your question</span> : null}
          {question.answered ? <span className="ama-question__tag ama-question__tag--answered">Answered</span> : null}
        </p>
      </div>
      <div className="ama-question__actions">
        {user && open && !question.answered && !question.mine ? (
          <Button
            size="sm"
            variant={question.upvotedByMe ? 'secondary' : 'outline'}
            aria-pressed={question.upvotedByMe}
            disabled={!canVote || upvote.isPending}
            onClick={() => upvote.mutate(question.id, { onError: fail('upvote') })}
          >
            {question.upvotedByMe ? 'Upvoted' : 'Upvote'}
          </Button>
        ) : null}
        {moderates && !question.answered ? (
          <Button
            size="sm"
            variant="ghost"
            disabled={answer.isPending}
            onClick={() => answer.mutate(question.id, { onError: fail('mark the question answered') })}
          >
            Mark answered
          </Button>
        ) : null}
        {removable ? (
          <Button size="sm" variant="ghost" disabled={remove.isPending} onClick={() => void removeIt()}>
            {question.mine && !moderates ? 'Withdraw' : 'Remove'}
          </Button>
        ) : null}
        {user && !question.mine && !moderates ? <ReportButton targetType="ama_question" targetId={question.id} /> : null}
        {confirmDialog}
      </div>
    </li>
  );
}

/**
 * The live room's question queue: members ask and upvote while the session is
 * live, the queue orders by votes, moderators mark questions answered; answered ones follow.
 * `early`: an upcoming session's queue for a member with early AMA access (Elite Trigger), who asks
 * and upvotes before it starts.
 */
export function AmaQuestions({ amaId, live, early = false }: { amaId: string; live: boolean; early?: boolean }) {
  const { user, can } = useAuth();
  const location = useLocation();
  const questions = useAmaQuestions(amaId, live);
  const moderates = !!user && can('ama.moderate');
  const asking = live || early;
  const open = questions.data?.items.filter((q) => !q.answered) ?? [];
  const answered = questions.data?.items.filter((q) => q.answered) ?? [];

  return (
    <section className="ama-room__questions" aria-labelledby="questions-title">
      <h2 id="questions-title">Questions</h2>
      {early ? (
        <p className="ama-room__early" data-testid="ama-early-note">
          <strong>Ask early.</strong> Elite Trigger members may ask before the session starts: your questions are in the queue when it
          goes live.
        </p>
      ) : null}
      {asking ? (
        user ? (
          <AskForm amaId={amaId} />
        ) : (
          <p>
            <Link to={`/auth?returnTo=${encodeURIComponent(location.pathname)}`}>Log in to ask a question</Link> or upvote the ones you want
            answered.
          </p>
        )
      ) : null}
      {questions.isPending ? (
        <Spinner block label="Loading questions..." />
      ) : questions.isError ? (
        <div role="alert" className="ama-room__error">
          <p>The questions could not be loaded.</p>
          <Button size="sm" variant="outline" onClick={() => void questions.refetch()}>
            Try Again
          </Button>
        </div>
      ) : (
        <>
          {open.length ? (
            <ol className="ama-room__queue" aria-label="Question queue">
              {open.map((q) => (
                <QuestionItem key={q.id} amaId={amaId} question={q} open={asking} moderates={moderates} />
              ))}
            </ol>
          ) : (
            <p className="home-empty">{asking ? 'No questions yet. Be the first to ask.' : 'No open questions.'}</p>
          )}
          {answered.length ? (
            <>
              <h3 className="ama-room__answered-title">Answered</h3>
              <ol className="ama-room__queue" aria-label="Answered questions">
                {answered.map((q) => (
                  <QuestionItem key={q.id} amaId={amaId} question={q} open={asking} moderates={moderates} />
                ))}
              </ol>
            </>
          ) : null}
        </>
      )}
    </section>
  );
}
