import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { switchLanguage } from '../testing/language.ts';
import { renderScreen } from '../testing/render.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { Dialog, DialogContent, DialogTitle } from './dialog.tsx';
import { ReasonDialog } from './reason-dialog.tsx';
import { Spinner } from './spinner.tsx';

const noop = () => undefined;

// one modal at a time: an open modal hides the rest of the page from the accessibility tree
function Dialogs({ show }: { show: 'confirm' | 'dialog' }) {
  return (
    <>
      <Spinner />
      {show === 'confirm' ? (
        <ConfirmDialog open onOpenChange={noop} title="Delete this session?" description="It cannot be undone." confirmLabel="Delete session" onConfirm={noop} />
      ) : (
        <Dialog open>
          <DialogContent aria-describedby={undefined}>
            <DialogTitle>Session notes</DialogTitle>
          </DialogContent>
        </Dialog>
      )}
    </>
  );
}

describe('@trap/ui’s dialogs and spinner', () => {
  it('have their default words in English as before: Loading, Cancel, Close', () => {
    const { unmount } = renderScreen(<Dialogs show="confirm" />);
    expect(screen.getAllByRole('status', { hidden: true })[0]!.textContent).toBe('Loading');
    const confirm = screen.getByRole('alertdialog', { name: 'Delete this session?' });
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    unmount();
    renderScreen(<Dialogs show="dialog" />);
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('read in Hindi when the page is in Hindi', async () => {
    await switchLanguage('hi');
    const { unmount } = renderScreen(<Dialogs show="confirm" />);
    expect((await screen.findAllByRole('status', { hidden: true }))[0]!.textContent).toBe('लोड हो रहा है');
    const confirm = screen.getByRole('alertdialog', { name: 'Delete this session?' });
    expect(within(confirm).getByRole('button', { name: 'रद्द करें' })).toBeTruthy();
    expect(within(confirm).getByRole('button', { name: 'Delete session' })).toBeTruthy();
    unmount();
    renderScreen(<Dialogs show="dialog" />);
    expect(screen.getByRole('button', { name: 'बंद करें' })).toBeTruthy();
  });

  it('the reason dialog reads in Hindi: the field, its optional note and Cancel', async () => {
    await switchLanguage('hi');
    renderScreen(
      <ReasonDialog open onOpenChange={noop} title="Hide reply" description="The author is told why." confirmLabel="Hide" optional onConfirm={async () => undefined} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Hide reply' });
    expect(within(dialog).getByText('नोट')).toBeTruthy();
    expect(within(dialog).getByText('(वैकल्पिक)')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeTruthy();
  });
});
