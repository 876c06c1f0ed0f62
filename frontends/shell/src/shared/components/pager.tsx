import { Link, useLocation } from 'react-router';
import { Button } from '@trap/ui';
import { useShellT } from '../i18n/shell-texts.ts';
import './pager.css';

/**
 * Previous / next links for a list paged with `?page=` (kept in the URL so a page can be shared
 * and crawled). Other query parameters stay as they are.
 */
export function Pager({ page, hasNext, label }: { page: number; hasNext: boolean; label: string }) {
  const location = useLocation();
  const { t } = useShellT();
  if (page <= 1 && !hasNext) return null;
  const to = (n: number) => {
    const params = new URLSearchParams(location.search);
    if (n <= 1) params.delete('page');
    else params.set('page', String(n));
    const s = params.toString();
    return `${location.pathname}${s ? `?${s}` : ''}`;
  };
  const link = (n: number, text: string, enabled: boolean, rel: 'prev' | 'next') =>
    enabled ? (
      <Button asChild variant="outline" size="sm">
        <Link className="pager__link" to={to(n)} rel={rel} onClick={() => window.scrollTo({ top: 0, behavior: 'instant' })}>
          {text}
        </Link>
      </Button>
    ) : (
      <Button variant="outline" size="sm" disabled>
        {text}
      </Button>
    );
  return (
    <nav className="pager" aria-label={label}>
      {link(page - 1, t('pager.previous'), page > 1, 'prev')}
      <span className="pager__status" aria-current="page">
        {t('pager.page', { page })}
      </span>
      {link(page + 1, t('pager.next'), hasNext, 'next')}
    </nav>
  );
}

export { pageFrom } from '../lib/page-param.ts';
