import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, serverMessage } from '@trap/ui';

/**
 * Puts the server's field messages (password policy, username taken...) under their fields.
 * Returns true when at least one field got a message.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  conflictField?: Path<T>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  let applied = false;
  for (const [name, message] of Object.entries(error.fields ?? {})) {
    const field = fields.find((f) => f === name);
    if (field) {
      setError(field, { type: 'server', message });
      applied = true;
    }
  }
  if (!applied && error.status === 409 && conflictField) {
    setError(conflictField, { type: 'server', message: serverMessage(error) ?? 'Username already exists' });
    applied = true;
  }
  return applied;
}
