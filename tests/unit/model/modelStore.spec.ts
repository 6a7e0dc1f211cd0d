// @vitest-environment jsdom
// The browser's model: read from the page's JSON block as the app starts, replaced by a newer version
// that an answer of the real server names (read once however many answers name it), listeners told.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../../src/engine/data';
import { followModel } from '../../../src/engine/followModel';
import { createModelStore, embeddedModel, NO_MODEL, perModel } from '../../../src/engine/resourceFiles';
import { APP_MODEL_API, type AppModel, MODEL_BLOCK_ID, type ResourceFile } from '../../../src/kernel';
import { build, PASSWORD, type Built } from '../../api/helpers';
import { browserFetch } from '../data/browserFetch';

const file = (title: string) => ({ $id: 'thing', title }) as unknown as ResourceFile;

describe('the model store', () => {
  it('reads the page\'s block, whose escapes give back the text, and nothing without one', () => {
    document.body.innerHTML = `<script type="application/json" id="${MODEL_BLOCK_ID}">{"number":3,"files":[{"$id":"thing","title":"\\u003c/script\\u003e \\u2028"}]}</script>`;
    expect(embeddedModel(document)).toEqual({ number: 3, files: [file('</script> \u2028')] });
    document.body.innerHTML = '';
    expect(embeddedModel(document)).toBe(NO_MODEL);
  });

  it('tells its listeners of a new version only, until they leave', () => {
    const store = createModelStore({ number: 1, files: [file('one')] });
    const seen: number[] = [];
    const leave = store.subscribe(() => seen.push(store.get().number));
    store.set({ number: 1, files: [file('one again')] });
    store.set({ number: 2, files: [file('two')] });
    leave();
    store.set({ number: 3, files: [] });
    expect(seen).toEqual([2]);
    expect(store.get().files).toEqual([]);
  });

  it('makes what derives from a version once per version', () => {
    let made = 0;
    const titles = perModel((model) => { made += 1; return model.files.map((f) => f.title); });
    const one: AppModel = { number: 1, files: [file('one')] };
    expect(titles(one)).toBe(titles(one));
    expect(titles({ number: 2, files: [file('two')] })).toEqual(['two']);
    expect(made).toBe(2);
  });
});

describe('following the server\'s model', () => {
  let server: Built;
  let base: string;
  beforeAll(async () => {
    server = await build();
    base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => { await server.close(); });

  it('reads a newer version once when answers name it, and never an older one', async () => {
    const store = createModelStore();
    let reads = 0;
    const read = async () => {
      reads += 1;
      return (await http.send<{ data: AppModel }>({ method: 'GET', url: APP_MODEL_API })).data;
    };
    const http = createHttpClient(base, browserFetch(), { onModelVersion: followModel(store, read) });
    await http.send({ method: 'POST', url: '/api/login', json: { email: 'admin@example.com', password: PASSWORD } });
    await expect.poll(() => store.get().number).toBe(1);
    expect(reads).toBe(1);

    const { data: current } = await http.send<{ data: { number: number; files: Record<string, any> } }>({ method: 'GET', url: '/service-desk/api/model' });
    current.files['vendor.json'].properties.phone = { type: 'string', title: 'Phone', maxLength: 30 };
    await http.send({ method: 'POST', url: '/service-desk/api/model/apply', json: { version: current.number, files: current.files } });
    // Answers arriving together: one read of the new version.
    await Promise.all([1, 2, 3, 4].map(() => http.send({ method: 'GET', url: '/api/me' })));
    await expect.poll(() => store.get().number).toBe(2);
    expect(reads).toBe(2);
    expect(store.get().files.find((f) => f.$id === 'vendor')?.properties.phone).toMatchObject({ title: 'Phone' });

    followModel(store, read)(1);
    expect(reads).toBe(2);
  });
});
