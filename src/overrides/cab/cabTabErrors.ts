import { messageOfError } from '../../engine/data/messageOfError';

/** A failed call as a dialog shows it: the 412's messages by field, else the server's words. */
export function errorsOf(failure: unknown): { fields: Record<string, string>; message?: string } {
  const fields = (failure as { body?: { errors?: Record<string, string> } })?.body?.errors ?? {};
  return Object.keys(fields).length ? { fields } : { fields, message: messageOfError(failure) };
}
