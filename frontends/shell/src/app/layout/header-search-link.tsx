import { Link } from 'react-router';
import { Button } from '@trap/ui';
import { useShellT } from '../../shared/i18n/shell-texts.ts';
import './header-search-link.css';

/** The header's entry point to /search: a round icon link, like the help and bell buttons beside it (start-up code: it reads the shell's texts, the search page its own). */
export function HeaderSearchLink() {
  const { t } = useShellT();
  return (
    <Button asChild variant="ghost" size="icon" className="shell-search">
      <Link to="/search" aria-label={t('header.search')} title={t('header.search')}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </Link>
    </Button>
  );
}
