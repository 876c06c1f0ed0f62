import { useEffect, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Badge, Button, Card, Input, Spinner, errorMessage, formatNumber, invalidateRoute, queryOptions, toast, useConfirm, Select } from '@trap/ui';
import { deleteItem, recreateBody, saveItem, type ContentKind, type Item, type RowAction } from './content-kinds.ts';
import { ContentEditor } from './content-editor.tsx';
import { useKindTexts } from './kind-texts.ts';
import { useSay } from './kind-words.ts';
import { useContentT } from './texts/texts.ts';

const PAGE = 20;
const UNDO_MS = 10_000;

/** "View" on the site, only for an item visitors can open (so neither a click nor link prefetch meets a 404). */
function ViewLink({ to }: { to: string | null }) {
  const { t } = useContentT();
  return to ? (
    <Link className="ui-btn ui-btn--ghost ui-btn--sm" to={to}>
      {t('view')}
    </Link>
  ) : null;
}

/** The list + form of one kind of content: filters, search, pages, create, edit, quick actions and an undoable delete. */
export function ContentManager({ kind }: { kind: ContentKind }) {
  const qc = useQueryClient();
  const { t, language, label, plural, lowerLabel, lowerPlural, lower, searchPlaceholder, deleteNote } = useKindTexts(kind);
  const say = useSay();
  const [page, setPage] = useState(0);
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  const [deleted, setDeleted] = useState<Item | null>(null);
  const [confirm, confirmDialog] = useConfirm();

  // the search is sent a moment after typing stops
  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(search.trim());
      setPage(0);
    }, 300);
    return () => clearTimeout(timer);
  }, [search]);
  useEffect(() => {
    if (!deleted) return;
    const timer = setTimeout(() => setDeleted(null), UNDO_MS);
    return () => clearTimeout(timer);
  }, [deleted]);

  // a small list read whole (clientList) is filtered, searched and paged here
  const local = kind.clientList;
  const shown = Object.fromEntries(Object.entries(filters).filter(([, v]) => v));
  const read = queryOptions(kind.routes.list, local ? {} : { query: { limit: PAGE, offset: page * PAGE, ...shown, q: q || undefined } });
  const list = useQuery({
    queryKey: read.queryKey,
    queryFn: async (context) => {
      const data: unknown = await read.queryFn(context);
      return local ? local.items(data) : (data as Item[]);
    },
    placeholderData: keepPreviousData,
  });
  const pageRows = ((): Item[] | undefined => {
    if (!list.data || !local) return list.data;
    const words = q.toLowerCase().split(/\s+/).filter(Boolean);
    return list.data
      .filter((item) => Object.entries(filters).every(([k, v]) => !v || String(item[k]) === v))
      .filter((item) => words.every((w) => local.words(item).toLowerCase().includes(w)))
      .slice(page * PAGE, page * PAGE + PAGE + 1);
  })();
  const refresh = () => invalidateRoute(qc, kind.routes.list);

  const quick = useMutation({
    mutationFn: ({ item, body }: { item: Item; body: Record<string, unknown>; done: string }) => saveItem(kind, body, item),
    onSuccess: (_saved, { done }) => {
      toast({ title: done, variant: 'success' });
      void refresh();
    },
    onError: (err) => toast({ title: t('notChanged'), description: errorMessage(err), variant: 'destructive' }),
  });
  const remove = useMutation({
    mutationFn: (item: Item) => deleteItem(kind, item),
    onSuccess: (_r, item) => {
      setDeleted(item);
      void refresh();
    },
  });
  const undo = useMutation({
    mutationFn: (item: Item) => saveItem(kind, recreateBody(kind, item)),
    onSuccess: () => {
      setDeleted(null);
      toast({ title: t('restored', { label }), variant: 'success' });
      void refresh();
    },
    onError: (err) => toast({ title: t('restoreFailed'), description: errorMessage(err), variant: 'destructive' }),
  });

  const askDelete = async (item: Item) => {
    const ok = await confirm({
      title: t('deleteTitle', { label: lowerLabel }),
      description: t('deleteDescription', { title: kind.titleOf(item), note: deleteNote }),
      confirmLabel: t('deleteConfirm', { label: lowerLabel }),
      cancelLabel: t('cancel'),
    });
    if (ok)
      remove.mutate(item, { onError: (err) => toast({ title: t('notDeleted'), description: errorMessage(err), variant: 'destructive' }) });
  };

  const runAction = async (item: Item, a: RowAction) => {
    if (a.confirm && !(await confirm({ ...a.confirm(item, say), cancelLabel: t('cancel') }))) return;
    quick.mutate({ item, body: a.patch(item), done: say(a.done) });
  };

  if (editing) {
    return (
      <ContentEditor
        kind={kind}
        item={editing === 'new' ? undefined : editing}
        onDone={(saved) => {
          setEditing(null);
          if (saved) void refresh();
        }}
      />
    );
  }

  // one more than a page was read (client lists) or a full page came (server lists): there is a next page
  const hasNext = local ? (pageRows?.length ?? 0) > PAGE : pageRows?.length === PAGE;
  const rows = (pageRows ?? []).slice(0, PAGE);
  const filtered = Boolean(q || Object.values(filters).some(Boolean));
  return (
    <section aria-labelledby={`ap-${kind.key}`} className="ap-section">
      <header className="ap-section__head">
        <h2 id={`ap-${kind.key}`} className="ap-h2">
          {plural}
        </h2>
        <Button onClick={() => setEditing('new')}>{t('newItem', { label: lowerLabel })}</Button>
      </header>
      <div className="ap-toolbar" role="search">
        <Input
          type="search"
          aria-label={t('search', { plural: lowerPlural })}
          placeholder={searchPlaceholder}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        {kind.filters.map((f) => (
          <Select
            key={f.name}
           
            aria-label={say(f.label)}
            value={filters[f.name] ?? ''}
            onChange={(e) => {
              setFilters((cur) => ({ ...cur, [f.name]: e.target.value }));
              setPage(0);
            }}
          >
            <option value="">{t('any', { filter: lower(say(f.label)) })}</option>
            {f.options.map((o) => (
              <option key={o} value={o}>
                {say(f.optionLabels?.[o] ?? o)}
              </option>
            ))}
          </Select>
        ))}
      </div>
      {deleted ? (
        <Card className="ap-undo" role="status">
          <span>{t('deleted', { title: kind.titleOf(deleted) })}</span>
          <Button size="sm" variant="outline" disabled={undo.isPending} onClick={() => undo.mutate(deleted)}>
            {t('undo')}
          </Button>
        </Card>
      ) : null}
      {list.isPending ? <Spinner label={t('loading', { plural: lowerPlural })} /> : null}
      {list.isError ? (
        <Card role="alert">
          <p className="ap-error">{t('loadFailed', { plural, error: errorMessage(list.error) })}</p>
          <Button variant="outline" onClick={() => void list.refetch()}>
            {t('tryAgain')}
          </Button>
        </Card>
      ) : null}
      {pageRows && !rows.length ? (
        <Card>
          <p className="ap-muted">{filtered ? t('nothingMatches') : t('none', { plural: lowerPlural })}</p>
        </Card>
      ) : null}
      {rows.length ? (
        <ul className="ap-list" aria-label={plural}>
          {rows.map((item) => (
            <li key={item.id} className="ap-row">
              <div className="ap-row__main">
                <p className="ap-row__title">{kind.titleOf(item)}</p>
                <p className="ap-row__meta">
                  {kind
                    .metaOf(item, say, language)
                    .filter(Boolean)
                    .map((m) => (
                      <Badge key={m}>{m}</Badge>
                    ))}
                </p>
              </div>
              <div className="ap-row__actions">
                {kind.actions
                  ?.filter((a) => a.when(item))
                  .map((a) => (
                    <Button key={a.label} size="sm" variant="secondary" disabled={quick.isPending} onClick={() => void runAction(item, a)}>
                      {say(a.label)}
                    </Button>
                  ))}
                <Button size="sm" variant="outline" onClick={() => setEditing(item)} aria-label={t('editLabel', { title: kind.titleOf(item) })}>
                  {t('edit')}
                </Button>
                <ViewLink to={kind.viewUrl?.(item) ?? null} />
                {kind.routes.remove ? (
                  <Button size="sm" variant="destructive" onClick={() => void askDelete(item)} aria-label={t('deleteLabel', { title: kind.titleOf(item) })}>
                    {t('delete')}
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {pageRows && (page > 0 || hasNext) ? (
        <nav className="ap-pager" aria-label={t('pages', { plural })}>
          <Button size="sm" variant="outline" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
            {t('previous')}
          </Button>
          <span>{t('page', { page: formatNumber(page + 1, language) })}</span>
          <Button size="sm" variant="outline" disabled={!hasNext} onClick={() => setPage((p) => p + 1)}>
            {t('next')}
          </Button>
        </nav>
      ) : null}
      {confirmDialog}
    </section>
  );
}
