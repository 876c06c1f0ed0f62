import { Button, Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle, DialogTrigger } from '@trap/ui';
import { Link } from 'react-router';

/**
 * The footer's Cookie Settings button. The site sets only essential cookies today (the session and
 * its CSRF token), so there is nothing to opt out of yet; the consent banner with its analytics,
 * marketing and preference choices (SPEC 2.11, 4.7) arrives with the features that need them.
 */
export function CookieSettingsDialog() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <button type="button" className="shell-footer__link shell-footer__button">
          Cookie Settings
        </button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Cookie Settings</DialogTitle>
        <DialogDescription>We only use essential cookies right now.</DialogDescription>
        <ul className="shell-cookie-list">
          <li>
            <strong>trap_session</strong>: keeps you signed in (essential, cannot be turned off).
          </li>
          <li>
            <strong>trap_csrf</strong>: protects your account from forged requests (essential, cannot be turned off).
          </li>
        </ul>
        <p>
          Read the <Link to="/cookie-policy">Cookie Policy</Link> for details.
        </p>
        <DialogFooter>
          <DialogClose asChild>
            <Button>Close</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
