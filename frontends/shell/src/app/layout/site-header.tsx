import { Link } from 'react-router';
import { Button, useAuth } from '@trap/ui';
import { DesktopNav } from './desktop-nav.tsx';
import { Logo } from './logo.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { UserMenu } from './user-menu.tsx';

export function SiteHeader() {
  const { user, isLoading } = useAuth();
  return (
    <header className="shell-header">
      <div className="shell-header__inner">
        <Logo />
        <DesktopNav />
        <div className="shell-header__actions">
          {isLoading ? null : user ? (
            <UserMenu />
          ) : (
            <Button asChild variant="secondary" size="sm" className="shell-login">
              <Link to="/auth">Member Login</Link>
            </Button>
          )}
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
