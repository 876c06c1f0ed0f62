import { Link } from 'react-router';
import { Button, PageHead } from '@trap/ui';
import { useNotFoundT } from './texts/texts.ts';

/** SPEC 2.5: any other path. */
export function NotFoundPage() {
  const { t } = useNotFoundT();
  return (
    <section className="shell-notfound" aria-labelledby="nf-title">
      <PageHead title={t('title')} noindex />
      <p className="shell-notfound__code" aria-hidden="true">
        404
      </p>
      <h1 id="nf-title">{t('title')}</h1>
      <p>{t('text')}</p>
      <Button asChild>
        <Link to="/">{t('home')}</Link>
      </Button>
    </section>
  );
}
