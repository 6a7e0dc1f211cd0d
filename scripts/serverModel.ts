// The current model version of a running server, read as an administrator: signed in through the
// sign-in route (GET /api/me hands out the CSRF cookie, POST /api/login answers the session cookie),
// then GET /service-desk/api/model, then signed out. For `npm run gen:types -- --server <url> --user <email>`.
import type { ModelTexts } from '../server/model/modelFiles';

export interface ServerModel {
  number: number;
  texts: ModelTexts;
}

export interface SignIn {
  server: string;
  user: string;
  password: string;
}

/** The password travels in the body: only over HTTPS, or to this machine. */
function checkedBase(server: string): URL {
  const url = new URL(server);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${server}: not an http(s) address`);
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.protocol === 'http:' && !local) throw new Error(`${server}: use https:// (a password is sent), or an address of this machine`);
  return url;
}

const cookiesOf = (response: Response) => new Map(response.headers.getSetCookie().map((line) => {
  const [pair] = line.split(';');
  const at = pair.indexOf('=');
  return [pair.slice(0, at), pair.slice(at + 1)] as const;
}));

const failure = async (what: string, response: Response) =>
  new Error(`${what}: ${response.status} ${((await response.json().catch(() => ({}))) as { message?: unknown }).message ?? response.statusText}`);

export async function serverModel({ server, user, password }: SignIn): Promise<ServerModel> {
  const base = checkedBase(server);
  const at = (path: string) => new URL(path, base);
  const csrf = cookiesOf(await fetch(at('/api/me'))).get('XSRF-TOKEN');
  if (!csrf) throw new Error(`${server} handed out no CSRF cookie: is it the service desk?`);
  const login = await fetch(at('/api/login'), {
    method: 'POST', body: JSON.stringify({ email: user, password }),
    headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${csrf}`, 'x-xsrf-token': decodeURIComponent(csrf) },
  });
  if (!login.ok) throw await failure(`signing in as ${user}`, login);
  const session = cookiesOf(login).get('sd_session');
  const headers = { cookie: `XSRF-TOKEN=${csrf}; sd_session=${session}`, 'x-xsrf-token': decodeURIComponent(csrf) };
  const model = await fetch(at('/service-desk/api/model'), { headers });
  // Signed out whatever the answer: the session ends with the script.
  await fetch(at('/api/logout'), { method: 'POST', headers });
  if (!model.ok) throw await failure('reading the model (administrators only)', model);
  const { data } = (await model.json()) as { data: { number: number; files: Record<string, unknown> } };
  // The server answers each file parsed; its text for the loader, laid out as a version keeps it does not matter here.
  return { number: data.number, texts: Object.fromEntries(Object.entries(data.files).map(([path, file]) => [path, JSON.stringify(file)])) };
}
