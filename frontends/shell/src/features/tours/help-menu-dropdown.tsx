import { useLocation, useNavigate } from 'react-router';
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  MEMBER_TOURS,
  registerBuiltInTours,
  tours,
  useAuth,
  useHasTour,
} from '@trap/ui';
import { MEMBER_GUIDE_PATH } from './member-guide.ts';
import { useToursT } from './texts/texts.ts';

// The member pages' tours arrive with this menu, the only place that starts them.
registerBuiltInTours(MEMBER_TOURS);

/**
 * SPEC 2.11 Help button on member pages (the header shows it there): a round ghost icon button opening 'Member Features Help'.
 * Start runs the page's tour, Reset clears all tour progress and then starts it, and Member
 * Documentation opens the in-app member guide (DECISIONS). Loaded on first use (help-menu.tsx).
 */
export function HelpMenuDropdown({ label }: { label: string }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { user } = useAuth();
  const hasTour = useHasTour(pathname);
  const { t } = useToursT();
  if (!user) return null;
  return (
    <DropdownMenu modal={false} defaultOpen>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="shell-help" aria-label={label}>
          <span aria-hidden="true">?</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t('menu.title')}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={!hasTour} onSelect={() => tours.start(pathname)}>
          {t('menu.start')}
        </DropdownMenuItem>
        <DropdownMenuItem
          onSelect={() => {
            tours.reset();
            tours.start(pathname);
          }}
        >
          {t('menu.reset')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void navigate(MEMBER_GUIDE_PATH)}>{t('menu.docs')}</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
