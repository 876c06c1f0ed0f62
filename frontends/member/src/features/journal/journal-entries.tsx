import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { journalEntryInputSchema, type JournalEntry } from '@trap/contracts';
import { Badge, Button, FormField, Input, Label, Switch, Textarea, useMessageText } from '@trap/ui';
import { FormActions, LogPanel, type LogFormProps } from '../../shared/logs/log-panel.tsx';
import { dayOf, dayText, LOG_PATHS, optionalText, today, useLogSubmit } from '../../shared/logs/logs-api.ts';
import { SessionSelect } from '../../shared/logs/session-select.tsx';
import { useJournalT } from './texts/texts.ts';

// The form takes tags as one line ("technique, wind"); the API stores a list.
const formSchema = journalEntryInputSchema.extend({ tags: z.string().max(1000) });
type In = z.input<typeof formSchema>;
type Out = z.output<typeof formSchema>;
const FIELDS = ['title', 'content', 'date', 'tags', 'audioNoteUrl', 'isPrivate', 'sessionId'] as const;
/**
 * The shared log panel and its toasts build their English words from this noun ("Add journal entry",
 * "Journal entry saved"); in Hindi they take the journal's noun from the logs' own texts.
 */
const NOUN = 'Journal entry';

function JournalForm({ initial, onDone }: LogFormProps<JournalEntry>) {
  const { t } = useJournalT();
  // contracts' messages (the form's check, the server's answer) in the page's language
  const messageText = useMessageText();
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
  const { submit, actions } = useLogSubmit(LOG_PATHS.journal, NOUN, {
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
    <form className="lg-form" onSubmit={onSubmit} noValidate aria-label={initial ? t('form.edit') : t('form.new')}>
      <div className="lg-grid">
        <FormField label={t('form.title')} error={messageText(errors.title?.message)}>
          <Input maxLength={160} {...form.register('title')} />
        </FormField>
        <FormField label={t('form.date')} error={messageText(errors.date?.message)}>
          <Input type="date" {...form.register('date')} />
        </FormField>
      </div>
      <FormField label={t('form.entry')} error={messageText(errors.content?.message)}>
        <Textarea rows={6} maxLength={20000} placeholder={t('form.entryPlaceholder')} {...form.register('content')} />
      </FormField>
      <SessionSelect
        day={form.watch('date')}
        linked={initial?.sessionId ?? null}
        register={form.register('sessionId', optionalText)}
        error={messageText(errors.sessionId?.message)}
      />
      <FormField label={t('form.tags')} labelSuffix={t('form.optional')} hint={t('form.tagsHint')} error={messageText(errors.tags?.message)}>
        <Input placeholder={t('form.tagsPlaceholder')} {...form.register('tags')} />
      </FormField>
      <FormField label={t('form.audio')} labelSuffix={t('form.optional')} error={messageText(errors.audioNoteUrl?.message)}>
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
        <Label htmlFor={switchId}>{t('form.private')}</Label>
      </div>
      <p className="lg-muted">{t('form.privateNote')}</p>
      <FormActions {...actions} />
    </form>
  );
}

function JournalSummary({ item }: { item: JournalEntry }) {
  const { t, language } = useJournalT();
  return (
    <article aria-label={item.title}>
      <div className="lg-panel__head">
        <h3 className="lg-h3 lg-item__title">{item.title}</h3>
        <Badge tone={item.isPrivate ? 'neutral' : 'primary'}>{item.isPrivate ? t('item.private') : t('item.shared')}</Badge>
      </div>
      <span className="lg-item__meta">{dayText(item.date, language)}</span>
      <p className="lg-item__text">{item.content}</p>
      {item.audioNoteUrl ? (
        <a href={item.audioNoteUrl} target="_blank" rel="noopener noreferrer nofollow">
          {t('item.audio')}
        </a>
      ) : null}
      {item.tags.length ? (
        <span className="lg-tags" aria-label={t('item.tags')}>
          {item.tags.map((tag) => (
            <Badge key={tag} tone="secondary">
              #{tag}
            </Badge>
          ))}
        </span>
      ) : null}
    </article>
  );
}

/** The journal: entries newest first, searchable by words or #tag. */
export function JournalEntriesPanel() {
  const { t } = useJournalT();
  const [search, setSearch] = useState('');
  const [draft, setDraft] = useState('');
  // "#wind" filters by tag; anything else looks for the words in titles and texts
  const params: Record<string, string> = search.startsWith('#') ? { tag: search.slice(1) } : search ? { q: search } : {};
  return (
    <LogPanel<JournalEntry>
      path={LOG_PATHS.journal}
      title={t('entries.title')}
      description={t('entries.description')}
      noun={NOUN}
      empty={search ? t('entries.noMatch', { search }) : t('entries.empty')}
      Summary={JournalSummary}
      Form={JournalForm}
      params={params}
      toolbar={
        <form
          className="lg-filter"
          role="search"
          aria-label={t('entries.search')}
          onSubmit={(e) => {
            e.preventDefault();
            const value = draft.trim();
            setSearch(value.startsWith('#') ? `#${value.slice(1).trim().toLowerCase()}` : value);
          }}
        >
          <Input
            type="search"
            aria-label={t('entries.search')}
            placeholder={t('entries.searchPlaceholder')}
            value={draft}
            maxLength={100}
            onChange={(e) => setDraft(e.target.value)}
            style={{ maxWidth: 220 }}
          />
          <Button type="submit" variant="outline" size="sm">
            {t('entries.searchButton')}
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
              {t('entries.showAll')}
            </Button>
          ) : null}
        </form>
      }
    />
  );
}
