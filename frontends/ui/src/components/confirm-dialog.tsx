import { useCallback, useRef, useState, type ReactNode } from 'react';
import { AlertDialog as A } from 'radix-ui';
import { Button } from '@trap/ui/core';
import { useFocusReturn } from '../focus/focus-return.ts';
import { useDialogsT } from '../i18n/dialog-texts.ts';

/** What a confirmation asks: the question (its accessible name), what follows, and the two answers. */
export interface ConfirmOptions {
  title: string;
  description: ReactNode;
  /** the button that goes ahead, named for what it does ("Delete session"), never just "OK" */
  confirmLabel: string;
  /** Cancel in the page's language unless given */
  cancelLabel?: string;
  /** false for a change that loses nothing; the confirm button is then the primary one */
  destructive?: boolean;
}

export interface ConfirmDialogProps extends ConfirmOptions {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Runs on confirm. A promise keeps the dialog open, its button busy, until it settles: closed when
   * it resolves, left open when it rejects (the caller reports the failure, e.g. with a toast).
   */
  onConfirm: () => unknown;
}

/**
 * The one confirmation of the apps: a radix AlertDialog (role alertdialog, named by its title,
 * described by its text, focus on Cancel when it opens, Escape cancels, a click outside does not).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  destructive = true,
  onConfirm,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const { t } = useDialogsT();
  // a confirmed deletion often removes the button that asked: focus then goes to the main content
  const focusReturn = useFocusReturn();
  async function confirm() {
    const result = onConfirm();
    if (!(result instanceof Promise)) return onOpenChange(false);
    setBusy(true);
    try {
      await result;
      onOpenChange(false);
    } catch {
      // the caller has said what went wrong; the question stays for another try or Cancel
    } finally {
      setBusy(false);
    }
  }
  return (
    <A.Root open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <A.Portal>
        <A.Overlay className="ui-dialog__overlay" />
        <A.Content className="ui-dialog" {...focusReturn}>
          <A.Title className="ui-dialog__title">{title}</A.Title>
          <A.Description className="ui-dialog__description">{description}</A.Description>
          <div className="ui-dialog__footer">
            <A.Cancel asChild>
              <Button variant="outline" disabled={busy}>
                {cancelLabel ?? t('dialogs.cancel')}
              </Button>
            </A.Cancel>
            <Button
              variant={destructive ? 'destructive' : 'primary'}
              disabled={busy}
              aria-busy={busy || undefined}
              onClick={() => void confirm()}
            >
              {confirmLabel}
            </Button>
          </div>
        </A.Content>
      </A.Portal>
    </A.Root>
  );
}

/**
 * `window.confirm` as a dialog: `const [confirm, confirmDialog] = useConfirm()`, render
 * `confirmDialog`, then `if (!(await confirm({ ... }))) return;`. Cancel, Escape and closing answer false.
 */
export function useConfirm(): [(options: ConfirmOptions) => Promise<boolean>, ReactNode] {
  const [asked, setAsked] = useState<ConfirmOptions | null>(null);
  const answer = useRef<((yes: boolean) => void) | null>(null);
  const settle = (yes: boolean) => {
    answer.current?.(yes);
    answer.current = null;
  };
  const confirm = useCallback((options: ConfirmOptions) => {
    answer.current?.(false); // a question still open is answered no
    setAsked(options);
    return new Promise<boolean>((resolve) => {
      answer.current = resolve;
    });
  }, []);
  const dialog = asked ? (
    <ConfirmDialog
      {...asked}
      open
      onOpenChange={(open) => {
        if (open) return;
        settle(false);
        setAsked(null);
      }}
      onConfirm={() => settle(true)}
    />
  ) : null;
  return [confirm, dialog];
}
