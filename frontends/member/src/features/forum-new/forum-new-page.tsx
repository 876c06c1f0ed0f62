import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { forumApi } from '@trap/contracts/api/route-paths';
import { FORUM_TITLE_MAX, FORUM_TOPIC_CONTENT_MAX, forumTopicInputSchema } from '@trap/contracts';
import {
  ApiError,
  Button,
  Container,
  FormField,
  Input,
  Spinner,
  Textarea,
  call,
  errorMessage,
  invalidateRoute,
  queryOptions,
  toast,
  Select,
  useMessageText,
  type MessageTable,
} from '@trap/ui';
import { MarkdownContent } from '@trap/ui/components/markdown.tsx';
import { useMemberT } from '../../shared/i18n/member-texts.ts';
import './forum-new.css';

type In = z.input<typeof forumTopicInputSchema>;
type Out = z.output<typeof forumTopicInputSchema>;
const FIELDS = ['title', 'content', 'categoryId'] as const;

/**
 * The contract's field messages (SPEC's English) this page says its own way (a topic's content is its
 * message); the others (the title's) are @trap/ui's shared catalogue; one neither knows shows as it came.
 */
const FIELD_TEXTS: MessageTable = [
  { message: /^Content is required$/, textKey: 'forumNew.errors.contentRequired' },
  { message: /^Content must be at most (?<max>\d+) characters$/, textKey: 'forumNew.errors.contentLong' },
];

/**
 * /forum/new (New Topic): title, a category picker and the message in markdown with a preview of
 * how it will look (rendered and sanitized as on the topic page). Posting opens the new topic.
 */
export default function ForumNewPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [preview, setPreview] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const { t } = useMemberT();
  const fieldText = useMessageText({ t, table: FIELD_TEXTS });
  const categories = useQuery(queryOptions(forumApi.listForumCategories));
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(forumTopicInputSchema),
    defaultValues: { title: '', content: '', categoryId: params.get('category') ?? '' },
  });
  const { errors } = form.formState;
  const create = useMutation({
    mutationFn: (body: Out) => call(forumApi.createForumTopic, { body }),
    onSuccess: async (topic) => {
      // the shell's forum lists (categories with their pages, hot, latest) show the new topic
      await Promise.all([
        invalidateRoute(client, forumApi.listForumCategories, undefined, { subRoutes: true }),
        invalidateRoute(client, forumApi.hotForumTopics),
        invalidateRoute(client, forumApi.latestForumTopics),
      ]);
      toast({ title: t('forumNew.posted') });
      navigate(`/forum/topic/${topic.id}`);
    },
    onError: (err) => {
      let placed = false;
      if (err instanceof ApiError)
        for (const [field, text] of Object.entries(err.fields ?? {}))
          if ((FIELDS as readonly string[]).includes(field)) {
            form.setError(field as (typeof FIELDS)[number], { type: 'server', message: text });
            placed = true;
          }
      setMessage(placed ? null : errorMessage(err, t('forumNew.postFailed')));
    },
  });
  const onSubmit = form.handleSubmit((body) => {
    setMessage(null);
    create.mutate(body);
  });
  const content = form.watch('content');

  return (
    <Container>
      <div className="forum-new">
        <Link to="/forum">{t('forumNew.back')}</Link>
        <h1>{t('forumNew.title')}</h1>
        <p className="forum-new__lead">{t('forumNew.lead')}</p>
        {categories.isPending ? (
          <Spinner label={t('forumNew.loadingCategories')} />
        ) : categories.isError ? (
          <p role="alert" className="forum-new__error">
            {t('forumNew.categoriesFailed')}{' '}
            <Button variant="link" onClick={() => void categories.refetch()}>
              {t('forumNew.tryAgain')}
            </Button>
          </p>
        ) : categories.data.length === 0 ? (
          <p>{t('forumNew.noCategories')}</p>
        ) : (
          <form className="forum-new__form" onSubmit={onSubmit} noValidate aria-label={t('forumNew.form')}>
            <FormField label={t('forumNew.titleLabel')} error={fieldText(errors.title?.message)}>
              <Input maxLength={FORUM_TITLE_MAX} {...form.register('title')} />
            </FormField>
            <FormField label={t('forumNew.category')} error={fieldText(errors.categoryId?.message)}>
              <Select {...form.register('categoryId')}>
                <option value="">{t('forumNew.chooseCategory')}</option>
                {categories.data.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </Select>
            </FormField>
            <div className="forum-new__tabs" role="group" aria-label={t('forumNew.editor')}>
              <Button
                type="button"
                size="sm"
                variant={preview ? 'ghost' : 'secondary'}
                aria-pressed={!preview}
                onClick={() => setPreview(false)}
              >
                {t('forumNew.write')}
              </Button>
              <Button
                type="button"
                size="sm"
                variant={preview ? 'secondary' : 'ghost'}
                aria-pressed={preview}
                onClick={() => setPreview(true)}
              >
                {t('forumNew.preview')}
              </Button>
            </div>
            {preview ? (
              <section className="forum-new__preview" aria-label={t('forumNew.preview')}>
                {content?.trim() ? <MarkdownContent markdown={content} /> : <p>{t('forumNew.nothingToPreview')}</p>}
                {errors.content?.message ? (
                  <p role="alert" className="forum-new__error">
                    {fieldText(errors.content.message)}
                  </p>
                ) : null}
              </section>
            ) : (
              <FormField label={t('forumNew.message')} hint={t('forumNew.hint')} error={fieldText(errors.content?.message)}>
                <Textarea rows={10} maxLength={FORUM_TOPIC_CONTENT_MAX} {...form.register('content')} />
              </FormField>
            )}
            {message ? (
              <p role="alert" className="forum-new__error">
                {message}
              </p>
            ) : null}
            <div className="forum-new__actions">
              <Button type="submit" disabled={create.isPending}>
                {create.isPending ? t('forumNew.posting') : t('forumNew.post')}
              </Button>
              <Button asChild variant="ghost">
                <Link to="/forum">{t('forumNew.cancel')}</Link>
              </Button>
            </div>
          </form>
        )}
      </div>
    </Container>
  );
}
