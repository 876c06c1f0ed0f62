import { Button } from '@trap/ui';

/**
 * The end of a member form: the server's message (an alert, when there is one), then submit and
 * cancel. The submit button says what is happening while the request runs.
 */
export function FormFooter({
  message,
  pending,
  submitLabel,
  pendingLabel,
  onCancel,
  cancelLabel = 'Cancel',
  className,
}: {
  message?: string | null;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  onCancel: () => void;
  /** the cancel button's text, in the page's language when the feature has its own texts */
  cancelLabel?: string;
  /** the actions row's layout class of the feature */
  className: string;
}) {
  return (
    <>
      {message ? (
        <p className="pr-error" role="alert">
          {message}
        </p>
      ) : null}
      <div className={className}>
        <Button type="submit" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          {cancelLabel}
        </Button>
      </div>
    </>
  );
}
