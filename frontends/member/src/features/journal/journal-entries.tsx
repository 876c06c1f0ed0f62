import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { journalEntryInputSchema, type JournalEntry } from '@trap/contracts';
import { Badge, Button, FormField, Input, Label, Switch, Textarea } from '@trap/ui';
import { FormActions, LogPanel, type LogFormProps } from '../../shared/logs/log-panel.tsx';
import { dayOf, dayText, LOG_PATHS, optionalText, today, useLogSubmit } from '../../shared/logs/logs-api.ts';
import { SessionSelect } from '../../shared/logs/session-select.tsx';

// The form takes tags as one line ("technique, wind"); the API stores a list.
const formSchema = journalEntryInputSchema.extend({ tags: z.string().max(1000) });
type In = z.input<typeof formSchema>;
type Out = z.output<typeof formSchema>;
const FIELDS = ['title', 'content', 'date', 'tags', 'audioNoteUrl', 'isPrivate', 'sessionId'] as const;

function JournalForm({ initial, onDone }: LogFormProps<JournalEntry>) {
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(formSchema),
    defaultValues: initial
      ? { ...initial, date: dayOf(initial.date), tags: initial.tags.join(', ') }
      : {
          title: '',
          content: '',
          date: today(),
          tags: '',
          audioNoteUrl: null,
          transcribedText: '',
          isPrivate: true,
          sessionId: null,
          equipmentIds: [],
        },
  });
  const { errors } = form.formState;
  const { submit, actions } = useLogSubmit(LOG_PATHS.journal, 'Journal entry', {
    initial,
    onDone,
    setError: form.setError,
    fields: FIELDS,
  });
  const onSubmit = form.handleSubmit(({ tags, ...rest }) => {
    submit({
      ...rest,
      tags: tags
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    });
  });
  const switchId = `journal-private-${initial?.id ?? 'new'}`;
  return (
    <form className="lg-form" onSubmit={onSubmit} noValidate aria-label={initial ? 'Edit journal entry' : 'Write a journal entry'}>
      <div className="lg-grid">
        <FormField label="Title" error={errors.title?.message}>
          <Input maxLength={160} {...form.register('title')} />
        </FormField>
        <FormField label="Date" error={errors.date?.message}>
          <Input type="date" {...form.register('date')} />
        </FormField>
      </div>
      <FormField label="Entry" error={errors.content?.message}>
        <Textarea rows={6} maxLength={20000} placeholder="What went well, what to work on next time…" {...form.register('content')} />
      </FormField>
      <SessionSelect
        day={form.watch('date')}
        linked={initial?.sessionId ?? null}
        register={form.register('sessionId', optionalText)}
        error={errors.sessionId?.message}
      />
      <FormField label="Tags" labelSuffix="(optional)" hint="Separate tags with commas." error={errors.tags?.message}>
        <Input placeholder="e.g. technique, wind, mindset" {...form.register('tags')} />
      </FormField>
      <FormField label="Audio note link" labelSuffix="(optional)" error={errors.audioNoteUrl?.message}>
        <Input type="url" inputMode="url" placeholder="https://…" {...form.register('audioNoteUrl', optionalText)} />
      </FormField>
      <div className="lg-check">
        <Controller
          control={form.control}
          name="isPrivate"
          render={({ field }) => (
            <Switch id={switchId} checked={field.value ?? true} onCheckedChange={field.onChange} onBlur={field.onBlur} />
          )}
        />
        <Label htmlFor={switchId}>Private</Label>
      </div>
      <p className="lg-muted">
        Private entries are for you alone. An entry that is not private can be read by your accepted coaches, and by your accepted friends
        only if you share your practice with friends (off unless you turn it on).
      </p>
      <FormActions {...actions} />
    </form>
  );
}

function JournalSummary({ item }: { item: JournalEntry }) {
  return (
    <article aria-label={item.title}>
      <div className="lg-panel__head">
        <h3 className="lg-h3 lg-item__title">{item.title}</h3>
        <Badge tone={item.isPrivate ? 'neutral' : 'primary'}>{item.isPrivate ? 'Private' : 'Shared'}</Badge>
      </div>
      <span className="lg-item__meta">{dayText(item.date)}</span>
      <p className="lg-item__text">{item.content}</p>
      {item.audioNoteUrl ? (
        <a href={item.audioNoteUrl} target="_blank" rel="noopener noreferrer nofollow">
          Audio note
        </a>
      ) : null}
      {item.tags.length ? (
        <span className="lg-tags" aria-label="Tags">
          {item.tags.map((t) => (
            <Badge key={t} tone="secondary">
              #{t}
            </Badge>
          ))}
        </span>
      ) : null}
    </article>
  );
}

/** The journal: entries newest first, searchable by words or #tag. */
export function JournalEntriesPanel() {
  const [search, setSearch] = useState('');
  const [draft, setDraft] = useState('');
  // "#wind" filters by tag; anything else looks for the words in titles and texts
  const params: Record<string, string> = search.startsWith('#') ? { tag: search.slice(1) } : search ? { q: search } : {};
  return (
    <LogPanel<JournalEntry>
      path={LOG_PATHS.journal}
      title="Journal entries"
      description="Notes on your sessions, form and mindset. Entries are private by default."
      noun="Journal entry"
      empty={search ? `No entries match ${search}.` : 'No journal entries yet: write your first one.'}
      Summary={JournalSummary}
      Form={JournalForm}
      params={params}
      toolbar={
        <form
          className="lg-filter"
          role="search"
          aria-label="Search entries"
          onSubmit={(e) => {
            e.preventDefault();
            const value = draft.trim();
            setSearch(value.startsWith('#') ? `#${value.slice(1).trim().toLowerCase()}` : value);
          }}
        >
          <Input
            type="search"
            aria-label="Search entries"
            placeholder="Words, or #tag"
            value={draft}
            maxLength={100}
            onChange={(e) => setDraft(e.target.value)}
            style={{ maxWidth: 220 }}
          />
          <Button type="submit" variant="outline" size="sm">
            Search
          </Button>
          {search ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setSearch('');
                setDraft('');
              }}
            >
              Show all
            </Button>
          ) : null}
        </form>
      }
    />
  );
}
