import { useState, type FormEvent } from 'react';
import { clubEventRejectionSchema, type ClubEvent } from '@trap/contracts';
import { clubEventsApi } from '@trap/contracts/api/route-paths';
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
  call,
  errorMessage,
} from '@trap/ui';
import { fieldErrors } from '../content/form-values.ts';

interface RejectEventDialogProps {
  /** the event being rejected; null: closed */
  event: ClubEvent | null;
  onClose(): void;
  onRejected(event: ClubEvent): void;
}

/** Rejects a pending club event with the reason its organiser is told; the reason is checked by the contract's schema, then by the server. */
export function RejectEventDialog({ event, onClose, onRejected }: RejectEventDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const close = () => {
    setReason('');
    setError(undefined);
    onClose();
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!event) return;
    const invalid = fieldErrors(clubEventRejectionSchema, { reason });
    if (invalid) return setError(invalid.reason);
    setBusy(true);
    setError(undefined);
    try {
      const rejected = await call(clubEventsApi.rejectClubEvent, { params: { id: event.id }, body: { reason: reason.trim() } });
      close();
      onRejected(rejected);
    } catch (err) {
      setError(err instanceof ApiError && err.fields?.reason ? err.fields.reason : errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={event !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent>
        <DialogTitle>Reject this event?</DialogTitle>
        <DialogDescription>“{event?.title}” stays off the calendar. Its organiser is sent the reason you give here.</DialogDescription>
        <form onSubmit={(e) => void submit(e)} noValidate aria-label="Reject event" className="ap-dialog-form">
          <FormField label="Reason" error={error}>
            <Textarea value={reason} rows={3} maxLength={500} onChange={(e) => setReason(e.target.value)} />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={busy}>
              {busy ? 'Rejecting...' : 'Reject event'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
