import { useState, type FormEvent, type ReactNode } from 'react';
import { ApiError, Button, errorMessage } from '@trap/ui/core';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from './dialog.tsx';
import { FormField, Textarea } from './form.tsx';
import { useDialogsT } from '../i18n/dialog-texts.ts';

export interface ReasonDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the question (the dialog's accessible name) */
  title: string;
  description: ReactNode;
  /** the button that goes ahead, named for what it does ("Reject event") */
  confirmLabel: string;
  /** the confirm button while it runs (Saving... in the page's language unless given) */
  busyLabel?: string;
  /** a decision against someone's work (a rejection): the confirm button is the destructive one */
  destructive?: boolean;
  /** the form's accessible name, where the screen names it apart from the title */
  formLabel?: string;
  /** extra fields above the reason (the category of a move) */
  children?: ReactNode;
  /** the reason is optional (a report's note): the field is "Note (optional)" */
  optional?: boolean;
  /** the reason as typed -> the message under the field when it is refused before anything is sent */
  validate?: (reason: string) => string | undefined;
  /** the API's names of the fields this dialog shows (the reason's, and those of `children`): their messages show under the field */
  errorFields?: readonly string[];
  /** runs with the trimmed reason; the dialog closes when it resolves and shows the error when it rejects */
  onConfirm: (reason: string) => Promise<unknown>;
}

/**
 * Asks why (a moderation action, a rejection; the person affected is told) and runs the action: a
 * radix Dialog named by its title, one labelled textarea, the error under it, Cancel and the action.
 * Closing it, whichever way, starts the next opening empty.
 */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  busyLabel,
  destructive = false,
  formLabel,
  children,
  optional,
  validate,
  errorFields = ['reason'],
  onConfirm,
}: ReasonDialogProps) {
  const { t } = useDialogsT();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const close = () => {
    setReason('');
    setError(undefined);
    onOpenChange(false);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const refused = validate?.(reason);
    if (refused) return setError(refused);
    setBusy(true);
    setError(undefined);
    try {
      await onConfirm(reason.trim());
      close();
    } catch (err) {
      const fields = err instanceof ApiError ? err.fields : undefined;
      setError(errorFields.map((name) => fields?.[name]).find(Boolean) ?? errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <form onSubmit={(e) => void submit(e)} noValidate aria-label={formLabel} className="ui-reason-form">
          {children}
          <FormField
            label={optional ? t('dialogs.note') : t('dialogs.reason')}
            labelSuffix={optional ? t('dialogs.optional') : undefined}
            error={error}
          >
            <Textarea value={reason} rows={3} maxLength={500} onChange={(e) => setReason(e.target.value)} />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              {t('dialogs.cancel')}
            </Button>
            <Button type="submit" variant={destructive ? 'destructive' : 'primary'} disabled={busy}>
              {busy ? (busyLabel ?? t('dialogs.saving')) : confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
