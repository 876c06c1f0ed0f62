import { useId, useState, type ComponentType, type ReactNode } from 'react';
import { Button, Card, ConfirmDialog, Input, Spinner, errorMessage, useMessageText } from '@trap/ui';
import { dayText, logNoun, useDeleteLog, useLogList, type LogItem, type LogPath } from './logs-api.ts';
import { useSharedLogsT } from './texts/texts.ts';
import './logs.css';

export interface LogFormProps<T> {
  /** the entry to edit; none for a new one */
  initial?: T;
  onDone: () => void;
}

export interface LogPanelProps<T extends LogItem> {
  path: LogPath;
  /** the heading, e.g. 'Competitions' */
  title: string;
  description: ReactNode;
  /** 'Competition': used in buttons, toasts and dialogs */
  noun: string;
  empty: string;
  /** the entry's summary in the list */
  Summary: ComponentType<{ item: T }>;
  Form: ComponentType<LogFormProps<T>>;
  /** list filters passed to the API (e.g. a journal tag) */
  params?: Record<string, string>;
  /** shown between the heading and the list (e.g. filters) */
  toolbar?: ReactNode;
}

/** One log: its add form, its entries newest first with edit and delete, and "Show older". */
export function LogPanel<T extends LogItem>({ path, title, description, noun, empty, Summary, Form, params, toolbar }: LogPanelProps<T>) {
  const headingId = useId();
  const { t, language } = useSharedLogsT();
  const lowerNoun = logNoun(t, language, path, noun, { lower: true });
  const [adding, setAdding] = useState(false);
  const [range, setRange] = useState({ from: '', to: '' });
  const dates = Object.fromEntries(Object.entries(range).filter(([, v]) => v));
  const { query, showMore } = useLogList<T>(path, { ...params, ...dates });
  const filtered = Boolean(range.from || range.to);
  const items = query.data?.items ?? [];
  return (
    <section className="lg-panel" aria-labelledby={headingId}>
      <header className="lg-panel__head">
        <div>
          <h2 id={headingId} className="lg-h2">
            {title}
          </h2>
          <p className="lg-muted">{description}</p>
        </div>
        {adding ? null : <Button onClick={() => setAdding(true)}>{t('panel.add', { noun: lowerNoun })}</Button>}
      </header>
      {adding ? (
        <Card className="lg-form-card" aria-label={t('panel.new', { noun: lowerNoun })}>
          <Form onDone={() => setAdding(false)} />
        </Card>
      ) : null}
      <div className="lg-filter">
        {toolbar}
        <DateRange value={range} onChange={setRange} />
      </div>
      {query.isPending ? <Spinner /> : null}
      {query.isError ? (
        <p className="lg-error" role="alert">
          {errorMessage(query.error)}{' '}
          <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
            {t('panel.tryAgain')}
          </Button>
        </p>
      ) : null}
      {query.isSuccess && items.length === 0 ? <p className="lg-muted">{filtered ? t('panel.nothingBetween') : empty}</p> : null}
      {items.length ? (
        <ul className="lg-list" aria-label={title}>
          {items.map((item) => (
            <LogRow key={item.id} item={item} path={path} noun={noun} Summary={Summary} Form={Form} />
          ))}
        </ul>
      ) : null}
      {query.data && query.data.total > items.length ? (
        <Button variant="outline" onClick={showMore} disabled={query.isFetching}>
          {t('panel.showOlder')}
        </Button>
      ) : null}
    </section>
  );
}

function LogRow<T extends LogItem>({
  item,
  path,
  noun,
  Summary,
  Form,
}: { item: T } & Pick<LogPanelProps<T>, 'path' | 'noun' | 'Summary' | 'Form'>) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteLog(path, noun);
  const { t, language } = useSharedLogsT();
  const when = dayText(item.date, language);
  const lowerNoun = logNoun(t, language, path, noun, { lower: true });
  if (editing)
    return (
      <li className="lg-item lg-item--editing">
        <Form initial={item} onDone={() => setEditing(false)} />
      </li>
    );
  return (
    <li className="lg-item">
      <div className="lg-item__body">
        <Summary item={item} />
      </div>
      <span className="lg-item__actions">
        <Button size="sm" variant="ghost" onClick={() => setEditing(true)} aria-label={t('panel.editOf', { noun: lowerNoun, when })}>
          {t('panel.edit')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setDeleting(true)} aria-label={t('panel.deleteOf', { noun: lowerNoun, when })}>
          {t('panel.delete')}
        </Button>
      </span>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('panel.deleteTitle', { noun: lowerNoun })}
        description={t('panel.deleteText', { when })}
        confirmLabel={t('panel.deleteConfirm', { noun: lowerNoun })}
        cancelLabel={t('form.cancel')}
        onConfirm={() => remove.mutateAsync(item.id)}
      />
    </li>
  );
}

/** The buttons under every log form, and the message when the server refused without a field. */
export function FormActions({
  pending,
  editing,
  onCancel,
  message,
}: {
  pending: boolean;
  editing: boolean;
  onCancel: () => void;
  message: string | null;
}) {
  const { t } = useSharedLogsT();
  // the server's message in the page's language (every log form's, so here once)
  const messageText = useMessageText();
  return (
    <>
      {message ? (
        <p className="lg-error" role="alert">
          {messageText(message)}
        </p>
      ) : null}
      <div className="lg-form__actions">
        <Button variant="outline" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? t('form.saving') : editing ? t('form.saveChanges') : t('form.save')}
        </Button>
      </div>
    </>
  );
}

export interface DayRange {
  from: string;
  to: string;
}

/** From/to calendar days (inclusive) for a list or the effects; an empty side is open. */
export function DateRange({ value, onChange }: { value: DayRange; onChange: (range: DayRange) => void }) {
  const { t } = useSharedLogsT();
  return (
    <span className="lg-range" role="group" aria-label={t('range.dates')}>
      <Input
        type="date"
        aria-label={t('range.from')}
        value={value.from}
        max={value.to || undefined}
        onChange={(e) => onChange({ ...value, from: e.target.value })}
      />
      <span aria-hidden="true">–</span>
      <Input
        type="date"
        aria-label={t('range.to')}
        value={value.to}
        min={value.from || undefined}
        onChange={(e) => onChange({ ...value, to: e.target.value })}
      />
      {value.from || value.to ? (
        <Button size="sm" variant="ghost" onClick={() => onChange({ from: '', to: '' })}>
          {t('range.all')}
        </Button>
      ) : null}
    </span>
  );
}
