import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { AMA_QUESTION_LIMITS, amaQuestionInputSchema, type AmaQuestion } from '@trap/contracts';
import { ApiError, Button, errorMessage, FormField, ReportButton, Spinner, Textarea, toast, useAuth, useConfirm, useMessageText } from '@trap/ui';
import { Trans } from '@trap/ui/i18n/trans.tsx';
import { useAmaQuestions, useQuestionActions } from '../api/ama-queries.ts';
import { AMA_NS, useAmaT } from '../texts/texts.ts';

function AskForm({ amaId }: { amaId: string }) {
  const { ask } = useQuestionActions(amaId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { t } = useAmaT();
  // the question schema's messages (SPEC's English) in the page's language: @trap/ui's shared catalogue
  const questionMessage = useMessageText();
  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = amaQuestionInputSchema.safeParse({ text });
    if (!parsed.success) return setError(questionMessage(parsed.error.issues[0]?.message ?? 'Question is required'));
    setError(null);
    ask.mutate(parsed.data.text, {
      onSuccess: () => {
        setText('');
        toast({ title: t('ask.sentTitle'), description: t('ask.sentText'), variant: 'success' });
      },
      onError: (err) => setError(err instanceof ApiError && err.fields?.text ? questionMessage(err.fields.text) : errorMessage(err)),
    });
  }
  return (
    <form className="ama-ask" onSubmit={submit} noValidate aria-label={t('ask.form')}>
      <FormField
        id="ama-question"
        label={t('ask.label')}
        hint={t('ask.hint', { length: text.trim().length, max: AMA_QUESTION_LIMITS.text })}
        error={error ?? undefined}
      >
        <Textarea rows={3} value={text} onChange={(e) => setText(e.target.value)} />
      </FormField>
      <Button type="submit" disabled={ask.isPending}>
        {ask.isPending ? t('ask.sending') : t('ask.submit')}
      </Button>
    </form>
  );
}

function QuestionItem({ amaId, question, open, moderates }: { amaId: string; question: AmaQuestion; open: boolean; moderates: boolean }) {
  const { user } = useAuth();
  const { upvote, answer, remove } = useQuestionActions(amaId);
  const [confirm, confirmDialog] = useConfirm();
  const { t } = useAmaT();
  const fail = (description: (reason: string) => string) => (err: Error) =>
    toast({ title: t('questions.error'), description: description(errorMessage(err)), variant: 'destructive' });
  const canVote = !!user && open && !question.mine && !question.answered && !question.upvotedByMe;
  // the asker withdraws an open question; moderators remove any
  const removable = moderates || (question.mine && !question.answered);
  async function removeIt() {
    const ok = await confirm({
      title: question.mine ? t('questions.withdrawTitle') : t('questions.removeTitle'),
      description: question.mine ? t('questions.withdrawText') : t('questions.removeText'),
      confirmLabel: question.mine ? t('questions.withdrawConfirm') : t('questions.removeConfirm'),
    });
    if (ok) remove.mutate(question.id, { onError: fail((reason) => (question.mine ? t('questions.withdrawFailed', { reason }) : t('questions.removeFailed', { reason }))) });
  }
  return (
    <li className={`ama-question${question.answered ? ' ama-question--answered' : ''}`} aria-label={question.text}>
      <p className="ama-question__votes">
        <strong>{question.votes}</strong> {t('questions.votes', { count: question.votes })}
      </p>
      <div className="ama-question__body">
        <p className="ama-question__text">{question.text}</p>
        <p className="ama-question__meta">
          {question.mine ? <span className="ama-question__tag">{t('questions.yours')}</span> : null}
          {question.answered ? <span className="ama-question__tag ama-question__tag--answered">{t('questions.answered')}</span> : null}
        </p>
      </div>
      <div className="ama-question__actions">
        {user && open && !question.answered && !question.mine ? (
          <Button
            size="sm"
            variant={question.upvotedByMe ? 'secondary' : 'outline'}
            aria-pressed={question.upvotedByMe}
            disabled={!canVote || upvote.isPending}
            onClick={() => upvote.mutate(question.id, { onError: fail((reason) => t('questions.upvoteFailed', { reason })) })}
          >
            {question.upvotedByMe ? t('questions.upvoted') : t('questions.upvote')}
          </Button>
        ) : null}
        {moderates && !question.answered ? (
          <Button
            size="sm"
            variant="ghost"
            disabled={answer.isPending}
            onClick={() => answer.mutate(question.id, { onError: fail((reason) => t('questions.answerFailed', { reason })) })}
          >
            {t('questions.markAnswered')}
          </Button>
        ) : null}
        {removable ? (
          <Button size="sm" variant="ghost" disabled={remove.isPending} onClick={() => void removeIt()}>
            {question.mine && !moderates ? t('questions.withdraw') : t('questions.remove')}
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
  const { t } = useAmaT();

  return (
    <section className="ama-room__questions" aria-labelledby="questions-title">
      <h2 id="questions-title">{t('questions.title')}</h2>
      {early ? (
        <p className="ama-room__early" data-testid="ama-early-note">
          <Trans ns={AMA_NS} i18nKey="questions.askEarly" components={{ strong: <strong /> }} />
        </p>
      ) : null}
      {asking ? (
        user ? (
          <AskForm amaId={amaId} />
        ) : (
          <p>
            <Trans
              ns={AMA_NS}
              i18nKey="questions.logIn"
              components={{ login: <Link to={`/auth?returnTo=${encodeURIComponent(location.pathname)}`} /> }}
            />
          </p>
        )
      ) : null}
      {questions.isPending ? (
        <Spinner block label={t('questions.loading')} />
      ) : questions.isError ? (
        <div role="alert" className="ama-room__error">
          <p>{t('questions.loadFailed')}</p>
          <Button size="sm" variant="outline" onClick={() => void questions.refetch()}>
            {t('questions.tryAgain')}
          </Button>
        </div>
      ) : (
        <>
          {open.length ? (
            <ol className="ama-room__queue" aria-label={t('questions.queue')}>
              {open.map((q) => (
                <QuestionItem key={q.id} amaId={amaId} question={q} open={asking} moderates={moderates} />
              ))}
            </ol>
          ) : (
            <p className="home-empty">{asking ? t('questions.emptyAsking') : t('questions.emptyClosed')}</p>
          )}
          {answered.length ? (
            <>
              <h3 className="ama-room__answered-title">{t('questions.answered')}</h3>
              <ol className="ama-room__queue" aria-label={t('questions.answeredList')}>
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
