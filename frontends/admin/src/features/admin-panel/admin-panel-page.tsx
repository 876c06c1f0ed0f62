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
import { useAdminPanelT } from './texts/texts.ts';
import './admin-panel.css';

const SECTIONS = [
  { key: 'blog', labelKey: 'sections.blog', render: () => <ContentManager key="blog" kind={BLOG} /> },
  { key: 'podcasts', labelKey: 'sections.podcasts', render: () => <ContentManager key="podcasts" kind={PODCASTS} /> },
  { key: 'amas', labelKey: 'sections.amas', render: () => <ContentManager key="amas" kind={AMAS} /> },
  { key: 'shooters', labelKey: 'sections.shooters', render: () => <ContentManager key="shooters" kind={SHOOTERS} /> },
  { key: 'ranges', labelKey: 'sections.ranges', render: () => <ContentManager key="ranges" kind={RANGES} /> },
  { key: 'tips', labelKey: 'sections.tips', render: () => <ContentManager key="tips" kind={TIPS} /> },
  { key: 'club-events', labelKey: 'sections.clubEvents', render: () => <ClubEventsReview /> },
  { key: 'tags', labelKey: 'sections.tags', render: () => <ContentManager key="tags" kind={TAGS} /> },
  {
    key: 'equipment-categories',
    labelKey: 'sections.equipmentCategories',
    render: () => <ContentManager key="equipment-categories" kind={EQUIPMENT_CATEGORIES} />,
  },
  { key: 'promo-codes', labelKey: 'sections.promoCodes', render: () => <ContentManager key="promo-codes" kind={PROMO_CODES} /> },
  { key: 'selection-rules', labelKey: 'sections.selectionRules', render: () => <ContentManager key="selection-rules" kind={SELECTION_RULES} /> },
  { key: 'banner', labelKey: 'sections.banner', render: () => <BannerEditor /> },
  { key: 'newsletter', labelKey: 'sections.newsletter', render: () => <NewsletterComposer /> },
] as const;

/** /admin: the site admin's panel (Ghost's admin is the model): content, club events, equipment categories, promo codes, the NRAI rules, the banner and the newsletter. */
export default function AdminPanelPage() {
  const [params, setParams] = useSearchParams();
  const { t } = useAdminPanelT();
  const active = SECTIONS.find((s) => s.key === params.get('section')) ?? SECTIONS[0];
  return (
    <Container>
      <div className="ap">
        <header className="ap-header">
          <h1 className="ap-h1">{t('title')}</h1>
          <p className="ap-muted">{t('intro')}</p>
        </header>
        <div className="ap-body">
          <nav className="ap-nav" aria-label={t('sectionsLabel')}>
            <ul>
              {SECTIONS.map((s) => (
                <li key={s.key}>
                  <button
                    type="button"
                    className={clsx('ap-nav__link', s.key === active.key && 'is-active')}
                    aria-current={s.key === active.key ? 'page' : undefined}
                    onClick={() => setParams({ section: s.key })}
                  >
                    {t(s.labelKey)}
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
