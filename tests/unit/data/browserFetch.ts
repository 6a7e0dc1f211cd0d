// A browser's fetch for specs that run the app's HTTP client against the real server (jsdom: document.cookie).

/** Node's fetch with a browser's cookie jar: cookies kept per name, the readable ones mirrored into document.cookie. */
export function browserFetch(): typeof fetch {
  const jar = new Map<string, string>();
  return async (input, init = {}) => {
    const headers = new Headers(init.headers);
    if (jar.size) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      if (value) jar.set(name, value); else jar.delete(name);
      if (!/httponly/i.test(line)) document.cookie = pair;
    }
    return response;
  };
}
