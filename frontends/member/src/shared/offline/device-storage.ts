/**
 * JSON kept on this device (localStorage) so the member tools work offline: the practice draft, the
 * queues of sessions and of scored targets waiting to sync, the last equipment list. Storage may be
 * blocked, full or hold something broken; callers check the shape of what they read.
 */

/** The stored value, or undefined when there is none or it cannot be read. */
export function readStored(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

/** Stores the value; when storage is full or blocked it lives for this page only. */
export function writeStored(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // nothing to do: the caller keeps the value in memory
  }
}
