import type { ReactNode } from 'react';
import { Button, Card, errorMessage, Spinner, useCommonT } from '@trap/ui/core';

/** What a list needs of its query (react-query's result has it). */
export interface ListQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** Something could not be loaded: what and why, with Try again. */
export function LoadFailed({ what, error, retry }: { what: string; error: unknown; retry?: () => void }) {
  const { t } = useCommonT();
  return (
    <Card role="alert" className="ui-list-state">
      <p className="ui-list-state__error">{t('listState.failed', { what, error: errorMessage(error) })}</p>
      {retry ? (
        <Button size="sm" variant="outline" onClick={retry}>
          {t('listState.tryAgain')}
        </Button>
      ) : null}
    </Card>
  );
}

export interface ListStateProps<T> {
  query: ListQuery<T>;
  /** The spinner's text, e.g. 'Loading reports...'. */
  loading: string;
  /** What could not be loaded, e.g. 'The reports'. */
  what: string;
  /** With `empty`: there is nothing to show. */
  isEmpty?: (data: T) => boolean;
  /** What the empty list says. */
  empty?: ReactNode;
  /** The loaded list. */
  children: (data: T) => ReactNode;
}

/**
 * The staff areas' lists in their states: loading, could not load (with Try again), empty, or the
 * list itself.
 */
export function ListState<T>({ query, loading, what, isEmpty, empty, children }: ListStateProps<T>) {
  if (query.isPending) return <Spinner block label={loading} />;
  if (query.isError) return <LoadFailed what={what} error={query.error} retry={() => void query.refetch()} />;
  const data = query.data as T;
  if (isEmpty?.(data))
    return (
      <Card className="ui-list-state">
        <p className="ui-list-state__text">{empty}</p>
      </Card>
    );
  return <>{children(data)}</>;
}

export interface FilterOption<V extends string> {
  value: V;
  label: string;
}

export interface FilterBarProps<V extends string> {
  /** The group's accessible name, e.g. 'Show comments'. */
  label: string;
  options: readonly FilterOption<V>[];
  value: V;
  onChange: (value: V) => void;
  /** A count shown after an option's label, e.g. how many are open. */
  counts?: Partial<Record<V, number>>;
}

/** A row of toggle buttons choosing which of a list's items show (one at a time). */
export function FilterBar<V extends string>({ label, options, value, onChange, counts }: FilterBarProps<V>) {
  return (
    <div className="ui-filter-bar" role="group" aria-label={label}>
      {options.map((o) => (
        <Button
          key={o.value}
          size="sm"
          variant={value === o.value ? 'primary' : 'outline'}
          aria-pressed={value === o.value}
          onClick={() => onChange(o.value)}
        >
          {o.label}
          {counts?.[o.value] !== undefined ? ` (${counts[o.value]})` : ''}
        </Button>
      ))}
    </div>
  );
}
