import { AlertDialog as A } from 'radix-ui';

/** A radix AlertDialog in the look of the ui dialogs (delete and clear-all confirmations of SPEC 2.10). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
}) {
  return (
    <A.Root open={open} onOpenChange={onOpenChange}>
      <A.Portal>
        <A.Overlay className="ui-dialog__overlay" />
        <A.Content className="ui-dialog notif-confirm">
          <A.Title className="ui-dialog__title">{title}</A.Title>
          <A.Description className="ui-dialog__description">{description}</A.Description>
          <div className="ui-dialog__footer">
            <A.Cancel className="ui-btn ui-btn--outline ui-btn--md">Cancel</A.Cancel>
            <A.Action className="ui-btn ui-btn--destructive ui-btn--md" onClick={onConfirm}>
              {confirmLabel}
            </A.Action>
          </div>
        </A.Content>
      </A.Portal>
    </A.Root>
  );
}
