// The model API as the model specs call it: through the app of a signed-in test server, as its
// administrator unless another session is given.
import { call, type Session, type SignedIn } from './helpers';

export const MODEL = '/service-desk/api/model';

/** Resource files by path, as the model API answers and takes them. */
export type Files = Record<string, any>;

export function modelCalls(signed: () => SignedIn) {
  const send = (session: Session, method: 'GET' | 'POST', url: string, payload?: object, headers?: Record<string, string>) =>
    call(signed().built.app, session, { method, url, headers, ...(payload ? { payload } : {}) });
  /** The current model as an administrator reads it: its number and its files. */
  const current = async () => (await send(signed().admin, 'GET', MODEL)).body.data as { number: number; files: Files };
  /** The current model changed by `edit`, applied as made from the current version: the apply's answer. */
  async function applyEdited(edit: (files: Files) => void) {
    const { number, files } = await current();
    edit(files);
    return send(signed().admin, 'POST', `${MODEL}/apply`, { version: number, files });
  }
  return { send, current, applyEdited };
}
