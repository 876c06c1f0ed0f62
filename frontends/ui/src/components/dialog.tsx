import { forwardRef, type ComponentPropsWithoutRef, type ElementRef, type ReactNode } from 'react';
import { Dialog as D } from 'radix-ui';
import { clsx } from 'clsx';
import { useFocusReturn } from '../focus/focus-return.ts';
import { useDialogsT } from '../i18n/dialog-texts.ts';

export const Dialog = D.Root;
export const DialogTrigger = D.Trigger;
export const DialogClose = D.Close;

export interface DialogContentProps extends ComponentPropsWithoutRef<typeof D.Content> {
  /** Full-screen sheet (mobile menu) instead of a centred card. */
  fullScreen?: boolean;
  /** Hide the built-in close (X) button. */
  hideClose?: boolean;
  /** the close (X) button's name: Close in the page's language unless given */
  closeLabel?: string;
}

export const DialogContent = forwardRef<ElementRef<typeof D.Content>, DialogContentProps>(function DialogContent(
  { className, children, fullScreen = false, hideClose = false, closeLabel, onOpenAutoFocus, onCloseAutoFocus, ...props },
  ref,
) {
  const focusReturn = useFocusReturn({ onOpenAutoFocus, onCloseAutoFocus });
  const { t } = useDialogsT();
  return (
    <D.Portal>
      <D.Overlay className="ui-dialog__overlay" />
      <D.Content ref={ref} className={clsx('ui-dialog', fullScreen && 'ui-dialog--full', className)} {...props} {...focusReturn}>
        {children}
        {hideClose ? null : (
          <D.Close className="ui-dialog__close" aria-label={closeLabel ?? t('dialogs.close')}>
            <span aria-hidden="true">×</span>
          </D.Close>
        )}
      </D.Content>
    </D.Portal>
  );
});

export function DialogTitle({ className, ...props }: ComponentPropsWithoutRef<typeof D.Title>) {
  return <D.Title className={clsx('ui-dialog__title', className)} {...props} />;
}
export function DialogDescription({ className, ...props }: ComponentPropsWithoutRef<typeof D.Description>) {
  return <D.Description className={clsx('ui-dialog__description', className)} {...props} />;
}
export function DialogFooter({ children }: { children: ReactNode }) {
  return <div className="ui-dialog__footer">{children}</div>;
}
