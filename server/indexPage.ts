import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { MODEL_BLOCK_ID } from '../src/kernel';
import { appCopy } from './model/appCopy';
import type { Model } from './model/modelAtStart';
import { scriptJson } from './model/scriptJson';

export interface IndexPage {
  html: string;
  /** Changes with the model version and with the build (the template's content). */
  etag: string;
}

/**
 * The agent panel's document with the model it draws from: the version's app copy as a JSON block
 * the browser does not run (no CSP change), before the module script, so the app reads it as its
 * first module is evaluated and a deep link draws without asking for it. Made once for the model
 * this app serves, again only when the build's index.html changes on disk.
 */
export function indexPageOf(templatePath: string, model: Model): () => IndexPage {
  let made: { mtimeMs: number; page: IndexPage } | undefined;
  return () => {
    const { mtimeMs } = statSync(templatePath);
    if (made?.mtimeMs !== mtimeMs) {
      const template = readFileSync(templatePath, 'utf8');
      const block = `<script type="application/json" id="${MODEL_BLOCK_ID}">${scriptJson(appCopy(model).json)}</script>`;
      const at = template.search(/<script\b[^>]*type="module"/);
      const html = at < 0 ? `${template}${block}` : `${template.slice(0, at)}${block}\n    ${template.slice(at)}`;
      const build = createHash('sha256').update(template).digest('base64url').slice(0, 16);
      made = { mtimeMs, page: { html, etag: `"page-${model.number}-${build}"` } };
    }
    return made.page;
  };
}
