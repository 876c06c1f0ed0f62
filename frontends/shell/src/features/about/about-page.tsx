import { Link } from 'react-router';
import { Button, Card, PageHead, useSiteSettings } from '@trap/ui';
import { Trans } from '@trap/ui/i18n/trans.tsx';
import { ABOUT_NS, useAboutT } from './texts/texts.ts';

const PILLARS = [
  { titleKey: 'pillars.track.title', textKey: 'pillars.track.text' },
  { titleKey: 'pillars.learn.title', textKey: 'pillars.learn.text' },
  { titleKey: 'pillars.train.title', textKey: 'pillars.train.text' },
  { titleKey: 'pillars.together.title', textKey: 'pillars.together.text' },
];

export default function AboutPage() {
  const { settings } = useSiteSettings();
  const { t } = useAboutT();
  const name = settings.general.siteName;
  const email = settings.general.contactEmail;
  return (
    <div className="page">
      <PageHead title={t('title')} description={t('metaDescription', { name })} />
      <header className="page__header">
        <p className="page__eyebrow">{t('eyebrow')}</p>
        <h1>{t('heading', { name })}</h1>
        <p className="page__lead">{t('lead', { name, tagline: settings.general.tagline })}</p>
      </header>
      <div className="page__grid">
        {PILLARS.map((p) => (
          <Card key={p.titleKey}>
            <h2 className="page__card-title">{t(p.titleKey)}</h2>
            <p>{t(p.textKey)}</p>
          </Card>
        ))}
      </div>
      <section className="page__section" aria-labelledby="about-who">
        <h2 id="about-who">{t('who')}</h2>
        <p>{t('whoText')}</p>
        <p>
          <Trans
            ns={ABOUT_NS}
            i18nKey="contact"
            values={{ email }}
            components={{ contact: <Link to="/contact" />, mail: <a href={`mailto:${email}`} /> }}
          />
        </p>
        <Button asChild variant="secondary">
          <Link to="/membership">{t('membership')}</Link>
        </Button>
      </section>
    </div>
  );
}
