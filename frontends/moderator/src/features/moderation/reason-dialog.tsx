import { useState, type FormEvent, type ReactNode } from 'react';
import {
  ApiError,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  FormField,
  Textarea,
  errorMessage,
} from '@trap/ui';

export interface ReasonDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  /** extra fields above the reason (the category of a move) */
  children?: ReactNode;
  /** the reason is optional (a report's note) */
  optional?: boolean;
  onConfirm: (reason: string) => Promise<unknown>;
}

/** Asks for the reason of a moderation action (told to the author) and runs it; field errors from the API show under the field. */
export function ReasonDialog({ open, onOpenChange, title, description, confirmLabel, children, optional, onConfirm }: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!optional && reason.trim().length < 3) return setError('Give a reason: the author is told');
    setBusy(true);
    setError(undefined);
    try {
      await onConfirm(reason.trim());
      setReason('');
      onOpenChange(false);
    } catch (err) {
      const fields = err instanceof ApiError ? err.fields : undefined;
      setError(fields?.reason ?? fields?.resolutionNote ?? fields?.categoryId ?? errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <form onSubmit={submit} className="mod-form" noValidate>
          {children}
          <FormField label={optional ? 'Note' : 'Reason'} labelSuffix={optional ? '(optional)' : undefined} error={error}>
            <Textarea value={reason} rows={3} maxLength={500} onChange={(e) => setReason(e.target.value)} />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Saving...' : confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
