import { useState } from 'react';
import { ApiError, errorMessage } from '@trap/ui';

/**
 * A hand-written form's refusals (the squad and session forms): the messages under its fields (its
 * own checks, or the server's field messages) and the one above its buttons (FormFooter's `message`).
 * `checkFields` is said above the buttons when the server's refusal names fields.
 */
export function useFormRefusal<K extends string>(checkFields: string) {
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  return {
    errors,
    message,
    setErrors,
    /** before a submit: nothing refused yet */
    clear: () => {
      setErrors({});
      setMessage(null);
    },
    /** the server's refusal: its field messages under the fields, and above the buttons `checkFields` or its message */
    refused: (e: unknown) => {
      const fields = e instanceof ApiError ? e.fields : undefined;
      if (fields) setErrors(fields as Partial<Record<K, string>>);
      setMessage(fields ? checkFields : errorMessage(e));
    },
  };
}
