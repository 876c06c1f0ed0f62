import { useState, type FormEvent } from 'react';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { NEWSLETTER_TOPICS } from '@trap/contracts';
import {
  newsletterIssueInputSchema,
  type NewsletterIssue,
  type NewsletterIssueInput,
} from '@trap/contracts/http/notifications/newsletter-issues';
import { contentAdminApi, contentApi, newsletterIssuesApi } from '@trap/contracts/api/route-paths';
import {
  ApiError,
  Badge,
  Button,
  Card,
  FormField,
  Input,
  Spinner,
  Textarea,
  call,
  errorMessage,
  invalidateRoute,
  queryOptions,
  toast,
  useConfirm,
  Select,
} from '@trap/ui';
import { fieldErrors, istDateTime } from '../content/form-values.ts';

type Pick = NewsletterIssueInput['items'][number] & { key: string };

const clip = (text: unknown, n = 200) => {
  const s = typeof text === 'string' ? text.replace(/\s+/g, ' ').trim() : '';
  return s.length > n ? `${s.slice(0, n - 1)}…` : s;
};

/** Recent content to choose from: the latest published posts, episodes and AMAs (each its route's read). */
function useRecentContent() {
  return useQueries({
    queries: [
      queryOptions(contentAdminApi.listBlogPostsForAdmin, { query: { state: 'published', limit: 8 } }),
      queryOptions(contentApi.podcasts.list, { query: { limit: 5 } }),
      queryOptions(contentApi.upcomingAmas, { query: { limit: 5 } }),
    ],
    combine: ([posts, podcasts, amas]) => {
      const failed = [posts, podcasts, amas].find((q) => q.isError);
      const data: Pick[] | undefined =
        posts.data && podcasts.data && amas.data
          ? [
              ...posts.data.map((p) => ({ key: `blog:${p.id}`, title: p.title, summary: clip(p.excerpt), url: `/blog/${p.id}` })),
              ...podcasts.data.map((p) => ({
                key: `podcast:${p.id}`,
                title: `Podcast: ${p.title}`,
                summary: clip(p.description),
                url: `/podcasts/${p.id}`,
              })),
              ...amas.data.map((a) => ({ key: `ama:${a.id}`, title: `AMA: ${a.title}`, summary: clip(a.description), url: `/ama/${a.id}` })),
            ]
          : undefined;
      return { data, isPending: !data && !failed, isError: Boolean(failed), error: failed?.error ?? null };
    },
  });
}

/** Compose an issue from recent content, send it to the subscribers of its topic, and see what each issue reached. */
export function NewsletterComposer() {
  const qc = useQueryClient();
  const recent = useRecentContent();
  const issues = useQuery(queryOptions(newsletterIssuesApi.listNewsletterIssues));
  const [subject, setSubject] = useState('');
  const [intro, setIntro] = useState('');
  const [topic, setTopic] = useState<NewsletterIssueInput['topic']>('blog');
  const [chosen, setChosen] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirm, confirmDialog] = useConfirm();

  const refresh = () => invalidateRoute(qc, newsletterIssuesApi.listNewsletterIssues);
  const report = (issue: NewsletterIssue) =>
    toast({
      title: `Sent to ${issue.sent} of ${issue.matched} subscribers`,
      description: issue.failed ? `${issue.failed} could not be sent: send the issue again to retry them.` : undefined,
      variant: issue.failed ? 'warning' : 'success',
    });
  const send = useMutation({
    mutationFn: (body: NewsletterIssueInput) => call(newsletterIssuesApi.sendNewsletterIssue, { body }),
    onSuccess: (issue) => {
      report(issue);
      setSubject('');
      setIntro('');
      setChosen([]);
      void refresh();
    },
    onError: (err) => {
      if (err instanceof ApiError && err.fields) setErrors(err.fields);
    },
  });
  const resend = useMutation({
    mutationFn: (issue: NewsletterIssue) => call(newsletterIssuesApi.resendNewsletterIssue, { params: { id: issue.id } }),
    onSuccess: (issue) => {
      report(issue);
      void refresh();
    },
    onError: (err) => toast({ title: 'Not sent', description: errorMessage(err), variant: 'destructive' }),
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const items = (recent.data ?? []).filter((p) => chosen.includes(p.key)).map(({ title, summary, url }) => ({ title, summary, url }));
    const body = { subject, intro, topic, items };
    const found = fieldErrors(newsletterIssueInputSchema, body);
    setErrors(found ?? {});
    if (found) return;
    const ok = await confirm({
      title: 'Send this issue?',
      description: `“${subject.trim()}” goes to every confirmed subscriber who chose ${topic}. It cannot be taken back.`,
      confirmLabel: 'Send issue',
      destructive: false,
    });
    if (ok) send.mutate(newsletterIssueInputSchema.parse(body));
  };

  return (
    <section aria-labelledby="ap-newsletter" className="ap-section">
      <header className="ap-section__head">
        <h2 id="ap-newsletter" className="ap-h2">
          Newsletter
        </h2>
      </header>
      <Card>
        <form onSubmit={(e) => void submit(e)} noValidate aria-label="Compose an issue" className="ap-form-grid">
          <h3 className="ap-h3 ap-wide">Compose an issue</h3>
          <FormField label="Subject" error={errors.subject} className="ap-wide">
            <Input value={subject} maxLength={150} onChange={(e) => setSubject(e.target.value)} />
          </FormField>
          <FormField label="Introduction" labelSuffix="(optional)" error={errors.intro} className="ap-wide">
            <Textarea rows={4} value={intro} onChange={(e) => setIntro(e.target.value)} />
          </FormField>
          <FormField label="Topic" hint="Sent to the confirmed subscribers who chose this topic" error={errors.topic}>
            <Select value={topic} onChange={(e) => setTopic(e.target.value as NewsletterIssueInput['topic'])}>
              {NEWSLETTER_TOPICS.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </Select>
          </FormField>
          <fieldset className="ap-wide ap-fieldset">
            <legend>Recent content</legend>
            {errors.items ? (
              <p className="ui-field__error" role="alert">
                {errors.items}
              </p>
            ) : null}
            {recent.isPending ? <Spinner label="Loading recent content..." /> : null}
            {recent.isError ? <p className="ap-error">Recent content could not be loaded: {errorMessage(recent.error)}</p> : null}
            {recent.data && !recent.data.length ? <p className="ap-muted">Nothing published yet.</p> : null}
            <ul className="ap-picks">
              {recent.data?.map((p) => (
                <li key={p.key}>
                  <label className="ap-check">
                    <input
                      type="checkbox"
                      checked={chosen.includes(p.key)}
                      onChange={(e) => setChosen((c) => (e.target.checked ? [...c, p.key] : c.filter((k) => k !== p.key)))}
                    />
                    {p.title}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          {send.isError && !(send.error instanceof ApiError && send.error.fields) ? (
            <p className="ui-form-error ap-wide" role="alert">
              {errorMessage(send.error)}
            </p>
          ) : null}
          <div className="ap-actions ap-wide">
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? 'Sending...' : 'Send issue'}
            </Button>
          </div>
        </form>
      </Card>
      <h3 className="ap-h3">Sent issues</h3>
      {issues.isPending ? <Spinner label="Loading issues..." /> : null}
      {issues.isError ? (
        <Card role="alert">
          <p className="ap-error">Issues could not be loaded: {errorMessage(issues.error)}</p>
          <Button variant="outline" onClick={() => void issues.refetch()}>
            Try again
          </Button>
        </Card>
      ) : null}
      {issues.data && !issues.data.length ? (
        <Card>
          <p className="ap-muted">No issues sent yet.</p>
        </Card>
      ) : null}
      {issues.data?.length ? (
        <ul className="ap-list" aria-label="Sent issues">
          {issues.data.map((issue) => (
            <li key={issue.id} className="ap-row">
              <div className="ap-row__main">
                <p className="ap-row__title">{issue.subject}</p>
                <p className="ap-row__meta">
                  <Badge>{issue.topic}</Badge>
                  <Badge tone="success">
                    Sent to {issue.sent} of {issue.matched}
                  </Badge>
                  {issue.failed ? <Badge tone="warning">{issue.failed} failed</Badge> : null}
                  <Badge>{istDateTime(issue.sentAt ?? issue.createdAt)}</Badge>
                </p>
              </div>
              <div className="ap-row__actions">
                <Button size="sm" variant="outline" disabled={resend.isPending} onClick={() => resend.mutate(issue)}>
                  Send to new subscribers
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {confirmDialog}
    </section>
  );
}
