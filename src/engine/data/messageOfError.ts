/** The words a failed call should show: the server's message when it sent one, else react-admin's own. */
export function messageOfError(error: unknown): string {
  const { body, message } = (error ?? {}) as { body?: { message?: unknown }; message?: string };
  if (typeof body?.message === 'string') return body.message;
  return message || 'ra.notification.http_error';
}
