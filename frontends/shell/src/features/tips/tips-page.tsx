import { Link, useSearchParams } from 'react-router';
import { TIP_CATEGORIES, TIP_DIFFICULTIES, type SavedTip } from '@trap/contracts';
import { Button, Card, Label, PageHead, Spinner, Tabs, TabsContent, TabsList, TabsTrigger, useAuth, Select } from '@trap/ui';
import { useSavedTips, useTips, type TipFilters } from './api/tips-queries.ts';
import { categoryLabel, difficultyLabel, TipCard } from './components/tip-card.tsx';
import { useTipsT } from './texts/texts.ts';
import './tips.css';

type View = 'all' | 'saved';

function TipFiltersForm({ filters, onChange }: { filters: TipFilters; onChange: (key: keyof TipFilters, value: string) => void }) {
  const { t } = useTipsT();
  return (
    <form className="tips-filters" role="search" aria-label={t('filtersLabel')} onSubmit={(e) => e.preventDefault()}>
      <div className="tips-filter">
        <Label htmlFor="tip-category">{t('category')}</Label>
        <Select
          id="tip-category"
         
          value={filters.category ?? ''}
          onChange={(e) => onChange('category', e.target.value)}
        >
          <option value="">{t('allCategories')}</option>
          {TIP_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {categoryLabel(t, c)}
            </option>
          ))}
        </Select>
      </div>
      <div className="tips-filter">
        <Label htmlFor="tip-difficulty">{t('difficulty')}</Label>
        <Select
          id="tip-difficulty"
         
          value={filters.difficulty ?? ''}
          onChange={(e) => onChange('difficulty', e.target.value)}
        >
          <option value="">{t('allLevels')}</option>
          {TIP_DIFFICULTIES.map((d) => (
            <option key={d} value={d}>
              {difficultyLabel(t, d)}
            </option>
          ))}
        </Select>
      </div>
    </form>
  );
}

function AllTips({ filters, saved, member }: { filters: TipFilters; saved: Map<string, SavedTip>; member: boolean }) {
  const tips = useTips(filters);
  const items = tips.data?.pages.flat() ?? [];
  const { t } = useTipsT();
  if (tips.isPending) return <Spinner block label={t('loading')} />;
  if (tips.isError)
    return (
      <div className="tips-empty" role="alert">
        <p>{t('failed')}</p>
        <Button variant="outline" onClick={() => void tips.refetch()}>
          {t('tryAgain')}
        </Button>
      </div>
    );
  if (!items.length) return <p className="tips-empty">{t('noMatch')}</p>;
  return (
    <>
      <ul className="tips-grid" aria-label={t('listLabel')}>
        {items.map((tip) => (
          <li key={tip.id}>
            <TipCard tip={tip} saved={saved.get(tip.id)} member={member} />
          </li>
        ))}
      </ul>
      {tips.hasNextPage ? (
        <div className="tips-more">
          <Button variant="outline" disabled={tips.isFetchingNextPage} onClick={() => void tips.fetchNextPage()}>
            {tips.isFetchingNextPage ? t('loadingMore') : t('more')}
          </Button>
        </div>
      ) : null}
    </>
  );
}

function SavedTips({ filters, query }: { filters: TipFilters; query: ReturnType<typeof useSavedTips> }) {
  const { t } = useTipsT();
  if (query.isPending) return <Spinner block label={t('savedLoading')} />;
  if (query.isError)
    return (
      <div className="tips-empty" role="alert">
        <p>{t('savedFailed')}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {t('tryAgain')}
        </Button>
      </div>
    );
  // the filters apply here too, on the member's own (small) list
  const items = query.data.filter(
    (s) => (!filters.category || s.tip.category === filters.category) && (!filters.difficulty || s.tip.difficulty === filters.difficulty),
  );
  if (!query.data.length)
    return <p className="tips-empty">{t('savedNone')}</p>;
  if (!items.length) return <p className="tips-empty">{t('savedNoMatch')}</p>;
  return (
    <ul className="tips-grid" aria-label={t('savedLabel')}>
      {items.map((s) => (
        <li key={s.tipId}>
          <TipCard tip={s.tip} saved={s} member />
        </li>
      ))}
    </ul>
  );
}

function LoginPrompt() {
  const { t } = useTipsT();
  return (
    <Card className="tips-login" role="note">
      <p>
        <strong>{t('loginTitle')}</strong> {t('loginText')}
      </p>
      <Button asChild variant="secondary" size="sm">
        <Link to={`/auth?returnTo=${encodeURIComponent('/shooting-tips')}`}>{t('login')}</Link>
      </Button>
    </Card>
  );
}

/** /shooting-tips: tips by category and difficulty; members save them with a note and find them under Saved (SPEC 2.5: no footer here). */
export default function ShootingTipsPage() {
  const [params, setParams] = useSearchParams();
  const { user, isLoading } = useAuth();
  const member = !!user;
  const filters: TipFilters = { category: params.get('category') ?? '', difficulty: params.get('difficulty') ?? '' };
  const view: View = member && params.get('view') === 'saved' ? 'saved' : 'all';
  const savedQuery = useSavedTips(member);
  const saved = new Map((savedQuery.data ?? []).map((s) => [s.tipId, s]));
  const { t } = useTipsT();

  const update = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value && !(key === 'view' && value === 'all')) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };

  return (
    <div className="page tips-page">
      <PageHead
        title={t('title')}
        description={t('description')}
        path="/shooting-tips"
      />
      <header className="page__header">
        <p className="page__eyebrow">{t('eyebrow')}</p>
        <h1>{t('title')}</h1>
        <p className="page__lead">{t('lead')}</p>
      </header>

      <TipFiltersForm filters={filters} onChange={update} />
      {!member && !isLoading ? <LoginPrompt /> : null}

      {member ? (
        <Tabs value={view} onValueChange={(v) => update('view', v)} className="tips-tabs">
          <TabsList aria-label={t('whichTips')}>
            <TabsTrigger value="all">{t('allTips')}</TabsTrigger>
            <TabsTrigger value="saved">
              {savedQuery.data ? t('savedTabCount', { count: savedQuery.data.length }) : t('savedTab')}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="all">
            <AllTips filters={filters} saved={saved} member />
          </TabsContent>
          <TabsContent value="saved">
            <SavedTips filters={filters} query={savedQuery} />
          </TabsContent>
        </Tabs>
      ) : (
        <AllTips filters={filters} saved={saved} member={false} />
      )}
    </div>
  );
}
