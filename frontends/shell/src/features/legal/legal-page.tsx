import { Link } from 'react-router';
import { PageHead, formatMonth, formatNumber, useSiteSettings } from '@trap/ui';
import { Trans } from '@trap/ui/i18n/trans.tsx';
import { LEGAL_NS, useLegalT } from './texts/texts.ts';

interface LegalDoc {
  titleKey: string;
  descriptionKey: string;
  sections: { headingKey: string; bodyKey: string }[];
}

/** When the texts last changed (shown as 1 January 2026, the month written out in the page's language). */
const LAST_UPDATED = { day: 1, month: '2026-01-15T00:00:00+05:30' };

const DOCS: Record<string, LegalDoc> = {
  'privacy-policy': {
    titleKey: 'privacy.title',
    descriptionKey: 'privacy.description',
    sections: [
      { headingKey: 'privacy.collect.heading', bodyKey: 'privacy.collect.body' },
      { headingKey: 'privacy.use.heading', bodyKey: 'privacy.use.body' },
      { headingKey: 'privacy.choices.heading', bodyKey: 'privacy.choices.body' },
      { headingKey: 'privacy.security.heading', bodyKey: 'privacy.security.body' },
    ],
  },
  'terms-of-use': {
    titleKey: 'terms.title',
    descriptionKey: 'terms.description',
    sections: [
      { headingKey: 'terms.account.heading', bodyKey: 'terms.account.body' },
      { headingKey: 'terms.use.heading', bodyKey: 'terms.use.body' },
      { headingKey: 'terms.memberships.heading', bodyKey: 'terms.memberships.body' },
      { headingKey: 'terms.changes.heading', bodyKey: 'terms.changes.body' },
    ],
  },
  'cookie-policy': {
    titleKey: 'cookies.title',
    descriptionKey: 'cookies.description',
    sections: [
      { headingKey: 'cookies.essential.heading', bodyKey: 'cookies.essential.body' },
      { headingKey: 'cookies.optional.heading', bodyKey: 'cookies.optional.body' },
      { headingKey: 'cookies.storage.heading', bodyKey: 'cookies.storage.body' },
    ],
  },
  disclaimer: {
    titleKey: 'disclaimer.title',
    descriptionKey: 'disclaimer.description',
    sections: [
      { headingKey: 'disclaimer.information.heading', bodyKey: 'disclaimer.information.body' },
      { headingKey: 'disclaimer.thirdParties.heading', bodyKey: 'disclaimer.thirdParties.body' },
    ],
  },
  'content-policy': {
    titleKey: 'content.title',
    descriptionKey: 'content.description',
    sections: [
      { headingKey: 'content.welcome.heading', bodyKey: 'content.welcome.body' },
      { headingKey: 'content.notAllowed.heading', bodyKey: 'content.notAllowed.body' },
      { headingKey: 'content.moderation.heading', bodyKey: 'content.moderation.body' },
    ],
  },
};

export function LegalPage({ id }: { id: string }) {
  const doc = DOCS[id];
  const { settings } = useSiteSettings();
  const { t, language } = useLegalT();
  if (!doc) return null;
  const ctx = { site: settings.general.siteName, email: settings.general.supportEmail };
  const title = t(doc.titleKey);
  const updated = `${formatNumber(LAST_UPDATED.day, language)} ${formatMonth(LAST_UPDATED.month, language)}`;
  return (
    <article className="page page--narrow legal">
      <PageHead title={title} description={t(doc.descriptionKey)} />
      <h1>{title}</h1>
      <p className="page__muted">{t('lastUpdated', { date: updated })}</p>
      {doc.sections.map((s) => (
        <section key={s.headingKey}>
          <h2>{t(s.headingKey)}</h2>
          <p>{t(s.bodyKey, ctx)}</p>
        </section>
      ))}
      <p>
        <Trans ns={LEGAL_NS} i18nKey="questions" components={{ contact: <Link to="/contact" /> }} />
      </p>
    </article>
  );
}
