import { Link, useSearchParams } from 'react-router';
import { TIP_CATEGORIES, TIP_DIFFICULTIES, type SavedTip } from '@trap/contracts';
import { Button, Card, Label, PageHead, Spinner, Tabs, TabsContent, TabsList, TabsTrigger, useAuth, Select } from '@trap/ui';
import { useSavedTips, useTips, type TipFilters } from './api/tips-queries.ts';
import { difficultyLabel, TipCard } from './components/tip-card.tsx';
import './tips.css';

type View = 'all' | 'saved';

function TipFiltersForm({ filters, onChange }: { filters: TipFilters; onChange: (key: keyof TipFilters, value: string) => void }) {
  return (
    <form className="tips-filters" role="search" aria-label="Filter tips" onSubmit={(e) => e.preventDefault()}>
      <div className="tips-filter">
        <Label htmlFor="tip-category">Category</Label>
        <Select
          id="tip-category"
         
          value={filters.category ?? ''}
          onChange={(e) => onChange('category', e.target.value)}
        >
          <option value="">All categories</option>
          {TIP_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </Select>
      </div>
      <div className="tips-filter">
        <Label htmlFor="tip-difficulty">Difficulty</Label>
        <Select
          id="tip-difficulty"
         
          value={filters.difficulty ?? ''}
          onChange={(e) => onChange('difficulty', e.target.value)}
        >
          <option value="">All levels</option>
          {TIP_DIFFICULTIES.map((d) => (
            <option key={d} value={d}>
              {difficultyLabel(d)}
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
  if (tips.isPending) return <Spinner block label="Loading tips..." />;
  if (tips.isError)
    return (
      <div className="tips-empty" role="alert">
        <p>There was a problem loading the tips. Please try again later.</p>
        <Button variant="outline" onClick={() => void tips.refetch()}>
          Try again
        </Button>
      </div>
    );
  if (!items.length) return <p className="tips-empty">No tips match these filters.</p>;
  return (
    <>
      <ul className="tips-grid" aria-label="Tips">
        {items.map((t) => (
          <li key={t.id}>
            <TipCard tip={t} saved={saved.get(t.id)} member={member} />
          </li>
        ))}
      </ul>
      {tips.hasNextPage ? (
        <div className="tips-more">
          <Button variant="outline" disabled={tips.isFetchingNextPage} onClick={() => void tips.fetchNextPage()}>
            {tips.isFetchingNextPage ? 'Loading...' : 'Show more tips'}
          </Button>
        </div>
      ) : null}
    </>
  );
}

function SavedTips({ filters, query }: { filters: TipFilters; query: ReturnType<typeof useSavedTips> }) {
  if (query.isPending) return <Spinner block label="Loading your saved tips..." />;
  if (query.isError)
    return (
      <div className="tips-empty" role="alert">
        <p>There was a problem loading your saved tips.</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  // the filters apply here too, on the member's own (small) list
  const items = query.data.filter(
    (s) => (!filters.category || s.tip.category === filters.category) && (!filters.difficulty || s.tip.difficulty === filters.difficulty),
  );
  if (!query.data.length)
    return <p className="tips-empty">You have not saved any tips yet. Save a tip to keep it here with your own notes.</p>;
  if (!items.length) return <p className="tips-empty">None of your saved tips match these filters.</p>;
  return (
    <ul className="tips-grid" aria-label="Saved tips">
      {items.map((s) => (
        <li key={s.tipId}>
          <TipCard tip={s.tip} saved={s} member />
        </li>
      ))}
    </ul>
  );
}

function LoginPrompt() {
  return (
    <Card className="tips-login" role="note">
      <p>
        <strong>Save tips for the range.</strong> Log in to keep the tips you like with your own notes and find them again under Saved tips.
      </p>
      <Button asChild variant="secondary" size="sm">
        <Link to={`/auth?returnTo=${encodeURIComponent('/shooting-tips')}`}>Log in to save tips</Link>
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

  const update = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value && !(key === 'view' && value === 'all')) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };

  return (
    <div className="page tips-page">
      <PageHead
        title="Shooting Tips"
        description="Trap shooting tips on stance, mount, focus, timing, equipment and the mental game, for beginners to advanced shooters."
        path="/shooting-tips"
      />
      <header className="page__header">
        <p className="page__eyebrow">Learn</p>
        <h1>Shooting Tips</h1>
        <p className="page__lead">Short, practical advice from coaches and shooters. Filter by what you are working on and your level.</p>
      </header>

      <TipFiltersForm filters={filters} onChange={update} />
      {!member && !isLoading ? <LoginPrompt /> : null}

      {member ? (
        <Tabs value={view} onValueChange={(v) => update('view', v)} className="tips-tabs">
          <TabsList aria-label="Which tips">
            <TabsTrigger value="all">All tips</TabsTrigger>
            <TabsTrigger value="saved">Saved{savedQuery.data ? ` (${savedQuery.data.length})` : ''}</TabsTrigger>
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
