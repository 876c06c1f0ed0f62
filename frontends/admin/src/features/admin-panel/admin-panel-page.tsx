import { useSearchParams } from 'react-router';
import { clsx } from 'clsx';
import { Container } from '@trap/ui';
import { AMAS, BLOG, PODCASTS, RANGES, SHOOTERS, TAGS, TIPS } from './content/content-kinds.ts';
import { ContentManager } from './content/content-manager.tsx';
import { ClubEventsReview } from './club-events/club-events-review.tsx';
import { BannerEditor } from './banner/banner-editor.tsx';
import { NewsletterComposer } from './newsletter/newsletter-composer.tsx';
import { PROMO_CODES } from './promo-codes/promo-codes.ts';
import { SELECTION_RULES } from './selection-rules/selection-rules.ts';
import { EQUIPMENT_CATEGORIES } from './equipment-categories/equipment-categories.ts';
import './admin-panel.css';

const SECTIONS = [
  { key: 'blog', label: 'Blog posts', render: () => <ContentManager key="blog" kind={BLOG} /> },
  { key: 'podcasts', label: 'Podcasts', render: () => <ContentManager key="podcasts" kind={PODCASTS} /> },
  { key: 'amas', label: 'AMAs', render: () => <ContentManager key="amas" kind={AMAS} /> },
  { key: 'shooters', label: 'Featured shooters', render: () => <ContentManager key="shooters" kind={SHOOTERS} /> },
  { key: 'ranges', label: 'Ranges', render: () => <ContentManager key="ranges" kind={RANGES} /> },
  { key: 'tips', label: 'Tips', render: () => <ContentManager key="tips" kind={TIPS} /> },
  { key: 'club-events', label: 'Club events', render: () => <ClubEventsReview /> },
  { key: 'tags', label: 'Tags', render: () => <ContentManager key="tags" kind={TAGS} /> },
  {
    key: 'equipment-categories',
    label: 'Equipment categories',
    render: () => <ContentManager key="equipment-categories" kind={EQUIPMENT_CATEGORIES} />,
  },
  { key: 'promo-codes', label: 'Promo codes', render: () => <ContentManager key="promo-codes" kind={PROMO_CODES} /> },
  { key: 'selection-rules', label: 'NRAI rules', render: () => <ContentManager key="selection-rules" kind={SELECTION_RULES} /> },
  { key: 'banner', label: 'Banner', render: () => <BannerEditor /> },
  { key: 'newsletter', label: 'Newsletter', render: () => <NewsletterComposer /> },
] as const;

/** /admin: the site admin's panel (Ghost's admin is the model): content, club events, equipment categories, promo codes, the NRAI rules, the banner and the newsletter. */
export default function AdminPanelPage() {
  const [params, setParams] = useSearchParams();
  const active = SECTIONS.find((s) => s.key === params.get('section')) ?? SECTIONS[0];
  return (
    <Container>
      <div className="ap">
        <header className="ap-header">
          <h1 className="ap-h1">Admin Panel</h1>
          <p className="ap-muted">Run the site: content, club events, the announcement banner and the newsletter.</p>
        </header>
        <div className="ap-body">
          <nav className="ap-nav" aria-label="Admin sections">
            <ul>
              {SECTIONS.map((s) => (
                <li key={s.key}>
                  <button
                    type="button"
                    className={clsx('ap-nav__link', s.key === active.key && 'is-active')}
                    aria-current={s.key === active.key ? 'page' : undefined}
                    onClick={() => setParams({ section: s.key })}
                  >
                    {s.label}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <div className="ap-main">{active.render()}</div>
        </div>
      </div>
    </Container>
  );
}
