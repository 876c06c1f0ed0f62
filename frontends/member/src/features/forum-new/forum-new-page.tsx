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
} from '@trap/ui';
import { MarkdownContent } from '@trap/ui/components/markdown.tsx';
import './forum-new.css';

type In = z.input<typeof forumTopicInputSchema>;
type Out = z.output<typeof forumTopicInputSchema>;
const FIELDS = ['title', 'content', 'categoryId'] as const;

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
      toast({ title: 'Topic posted' });
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
      setMessage(placed ? null : errorMessage(err, 'Your topic could not be posted'));
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
        <Link to="/forum">← Forum</Link>
        <h1>New Topic</h1>
        <p className="forum-new__lead">Start a discussion. Be specific: your discipline, station and what you tried.</p>
        {categories.isPending ? (
          <Spinner label="Loading categories..." />
        ) : categories.isError ? (
          <p role="alert" className="forum-new__error">
            The categories could not be loaded. Please try again in a moment.{' '}
            <Button variant="link" onClick={() => void categories.refetch()}>
              Try again
            </Button>
          </p>
        ) : categories.data.length === 0 ? (
          <p>No forum categories available.</p>
        ) : (
          <form className="forum-new__form" onSubmit={onSubmit} noValidate aria-label="New topic">
            <FormField label="Title" error={errors.title?.message}>
              <Input maxLength={FORUM_TITLE_MAX} {...form.register('title')} />
            </FormField>
            <FormField label="Category" error={errors.categoryId?.message}>
              <Select {...form.register('categoryId')}>
                <option value="">Choose a category</option>
                {categories.data.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </Select>
            </FormField>
            <div className="forum-new__tabs" role="group" aria-label="Message editor">
              <Button
                type="button"
                size="sm"
                variant={preview ? 'ghost' : 'secondary'}
                aria-pressed={!preview}
                onClick={() => setPreview(false)}
              >
                Write
              </Button>
              <Button
                type="button"
                size="sm"
                variant={preview ? 'secondary' : 'ghost'}
                aria-pressed={preview}
                onClick={() => setPreview(true)}
              >
                Preview
              </Button>
            </div>
            {preview ? (
              <section className="forum-new__preview" aria-label="Preview">
                {content?.trim() ? <MarkdownContent markdown={content} /> : <p>Nothing to preview yet.</p>}
                {errors.content?.message ? (
                  <p role="alert" className="forum-new__error">
                    {errors.content.message}
                  </p>
                ) : null}
              </section>
            ) : (
              <FormField
                label="Message"
                hint="Markdown works: **bold**, *italic*, lists, > quotes and [links](https://example.com)."
                error={errors.content?.message}
              >
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
                {create.isPending ? 'Posting...' : 'Post Topic'}
              </Button>
              <Button asChild variant="ghost">
                <Link to="/forum">Cancel</Link>
              </Button>
            </div>
          </form>
        )}
      </div>
    </Container>
  );
}
