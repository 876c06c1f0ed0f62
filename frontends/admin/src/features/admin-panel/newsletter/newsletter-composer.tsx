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
  formatNumber,
  invalidateRoute,
  queryOptions,
  toast,
  useConfirm,
  Select,
  useMessageText,
} from '@trap/ui';
import { fieldErrors, istDateTime } from '../content/form-values.ts';
import { useNewsletterT } from './texts/texts.ts';

type Pick = NewsletterIssueInput['items'][number] & { key: string };
type Topic = NewsletterIssueInput['topic'];

/** Each topic as the page reads it (English: its name as subscribers chose it). */
const TOPICS: Record<Topic, { labelKey: string }> = {
  news: { labelKey: 'topics.news' },
  events: { labelKey: 'topics.events' },
  tips: { labelKey: 'topics.tips' },
  podcasts: { labelKey: 'topics.podcasts' },
  blog: { labelKey: 'topics.blog' },
};

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
  const { t, language } = useNewsletterT();
  const recent = useRecentContent();
  const issues = useQuery(queryOptions(newsletterIssuesApi.listNewsletterIssues));
  const [subject, setSubject] = useState('');
  const [intro, setIntro] = useState('');
  const [topic, setTopic] = useState<NewsletterIssueInput['topic']>('blog');
  const [chosen, setChosen] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirm, confirmDialog] = useConfirm();
  // the issue schema's messages (contracts' English) in the page's language: @trap/ui's shared catalogue
  const shown = useMessageText();

  const refresh = () => invalidateRoute(qc, newsletterIssuesApi.listNewsletterIssues);
  const report = (issue: NewsletterIssue) =>
    toast({
      title: t('sentTo', { sent: formatNumber(issue.sent, language), matched: formatNumber(issue.matched, language) }),
      description: issue.failed ? t('failedRetry', { failed: formatNumber(issue.failed, language) }) : undefined,
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
    onError: (err) => toast({ title: t('notSent'), description: errorMessage(err), variant: 'destructive' }),
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const items = (recent.data ?? []).filter((p) => chosen.includes(p.key)).map(({ title, summary, url }) => ({ title, summary, url }));
    const body = { subject, intro, topic, items };
    const found = fieldErrors(newsletterIssueInputSchema, body);
    setErrors(found ?? {});
    if (found) return;
    const ok = await confirm({
      title: t('confirmTitle'),
      description: t('confirmDescription', { subject: subject.trim(), topic: t(TOPICS[topic].labelKey) }),
      confirmLabel: t('sendIssue'),
      cancelLabel: t('cancel'),
      destructive: false,
    });
    if (ok) send.mutate(newsletterIssueInputSchema.parse(body));
  };

  return (
    <section aria-labelledby="ap-newsletter" className="ap-section">
      <header className="ap-section__head">
        <h2 id="ap-newsletter" className="ap-h2">
          {t('title')}
        </h2>
      </header>
      <Card>
        <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('compose')} className="ap-form-grid">
          <h3 className="ap-h3 ap-wide">{t('compose')}</h3>
          <FormField label={t('subject')} error={shown(errors.subject)} className="ap-wide">
            <Input value={subject} maxLength={150} onChange={(e) => setSubject(e.target.value)} />
          </FormField>
          <FormField label={t('introduction')} labelSuffix={t('optional')} error={shown(errors.intro)} className="ap-wide">
            <Textarea rows={4} value={intro} onChange={(e) => setIntro(e.target.value)} />
          </FormField>
          <FormField label={t('topic')} hint={t('topicHint')} error={shown(errors.topic)}>
            <Select value={topic} onChange={(e) => setTopic(e.target.value as NewsletterIssueInput['topic'])}>
              {NEWSLETTER_TOPICS.map((value) => (
                <option key={value} value={value}>
                  {t(TOPICS[value].labelKey)}
                </option>
              ))}
            </Select>
          </FormField>
          <fieldset className="ap-wide ap-fieldset">
            <legend>{t('recent')}</legend>
            {errors.items ? (
              <p className="ui-field__error" role="alert">
                {shown(errors.items)}
              </p>
            ) : null}
            {recent.isPending ? <Spinner label={t('loadingRecent')} /> : null}
            {recent.isError ? <p className="ap-error">{t('recentFailed', { error: errorMessage(recent.error) })}</p> : null}
            {recent.data && !recent.data.length ? <p className="ap-muted">{t('nothingPublished')}</p> : null}
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
              {send.isPending ? t('sending') : t('sendIssue')}
            </Button>
          </div>
        </form>
      </Card>
      <h3 className="ap-h3">{t('sentIssues')}</h3>
      {issues.isPending ? <Spinner label={t('loadingIssues')} /> : null}
      {issues.isError ? (
        <Card role="alert">
          <p className="ap-error">{t('issuesFailed', { error: errorMessage(issues.error) })}</p>
          <Button variant="outline" onClick={() => void issues.refetch()}>
            {t('tryAgain')}
          </Button>
        </Card>
      ) : null}
      {issues.data && !issues.data.length ? (
        <Card>
          <p className="ap-muted">{t('noIssues')}</p>
        </Card>
      ) : null}
      {issues.data?.length ? (
        <ul className="ap-list" aria-label={t('sentIssues')}>
          {issues.data.map((issue) => (
            <li key={issue.id} className="ap-row">
              <div className="ap-row__main">
                <p className="ap-row__title">{issue.subject}</p>
                <p className="ap-row__meta">
                  <Badge>{t(TOPICS[issue.topic].labelKey)}</Badge>
                  <Badge tone="success">
                    {t('sentBadge', { sent: formatNumber(issue.sent, language), matched: formatNumber(issue.matched, language) })}
                  </Badge>
                  {issue.failed ? <Badge tone="warning">{t('failed', { failed: formatNumber(issue.failed, language) })}</Badge> : null}
                  <Badge>{istDateTime(issue.sentAt ?? issue.createdAt, language)}</Badge>
                </p>
              </div>
              <div className="ap-row__actions">
                <Button size="sm" variant="outline" disabled={resend.isPending} onClick={() => resend.mutate(issue)}>
                  {t('resend')}
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
