/**
 * The printable labels page: one label per asset laid out by the template, a Code 128 of its
 * identifier drawn on the server. All styling sits in one style element and the print button's
 * handler in one script element, both carrying the response's CSP nonce: the page runs nothing
 * else, and asset names are escaped text.
 */
import type { Asset } from '../../src/types';
import { escapeHtml } from '../escapeHtml';
import type { Stored } from '../repositories/records';
import { canEncode, code128Svg } from './code128Svg';
import type { TemplateSizes } from './templateRules';

export interface LabelLayout extends TemplateSizes {
  /** The logo's URL when the template shows one. */
  logo: string | null;
}

/** What a label shows of an asset, as its table stores it. */
export type LabelItem = Pick<Stored<Asset>, 'id' | 'name' | 'identifier'>;

/** Millimetres as CSS: mm(12.5) === '12.5mm'. */
const mm = (value: number) => `${Math.round(value * 100) / 100}mm`;

function styles(layout: LabelLayout): string {
  const text = Math.min(4, Math.max(1.6, layout.height * 0.12));
  return `
  @page { margin: 10mm; }
  * { box-sizing: border-box; }
  body { margin: 0; padding: 16px; font-family: system-ui, sans-serif; color: #000; background: #fff; }
  .toolbar { display: flex; gap: 16px; align-items: center; margin-bottom: 16px; }
  .toolbar h1 { font-size: 20px; margin: 0; }
  .toolbar p { margin: 0; color: #444; flex-grow: 1; }
  .toolbar button { font: inherit; padding: 6px 16px; cursor: pointer; }
  .sheet { display: grid; grid-template-columns: repeat(${layout.labels_per_row}, ${mm(layout.width)}); gap: ${mm(layout.space_between_labels)}; }
  .label { width: ${mm(layout.width)}; height: ${mm(layout.height)}; padding: ${mm(Math.min(2, layout.height * 0.06))};
    border: 1px dashed #999; display: flex; flex-direction: column; overflow: hidden; break-inside: avoid; page-break-inside: avoid; }
  .head { display: flex; align-items: center; gap: 1mm; min-height: 0; flex: 0 0 auto; }
  .logo { height: ${mm(Math.min(10, layout.height * 0.22))}; max-width: 40%; object-fit: contain; }
  .name { font-size: ${mm(text)}; line-height: 1.15; font-weight: 600; margin: 0; overflow: hidden; overflow-wrap: anywhere;
    display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; }
  .code { display: block; width: 100%; flex: 1 1 auto; min-height: 0; margin-top: 0.5mm; }
  .identifier { font-family: ui-monospace, monospace; font-size: ${mm(text * 0.85)}; text-align: center; margin: 0; white-space: nowrap; overflow: hidden; }
  .missing { flex: 1 1 auto; display: flex; align-items: center; justify-content: center; text-align: center; font-size: ${mm(text * 0.85)}; color: #555; margin: 0; }
  .error { max-width: 40em; }
  @media print { body { padding: 0; } .toolbar { display: none; } .label { border-color: transparent; } }`;
}

function label(item: LabelItem, logo: string | null): string {
  const name = escapeHtml(item.name ?? '');
  const head = `<div class="head">${logo ? `<img class="logo" src="${escapeHtml(logo)}" alt="">` : ''}<p class="name" title="${name}">${name}</p></div>`;
  const identifier = item.identifier?.trim() ?? '';
  const body = !identifier
    ? '<p class="missing">No identifier: no barcode.</p>'
    : !canEncode(identifier)
      ? `<p class="missing">The identifier ${escapeHtml(identifier)} has characters a barcode cannot carry.</p>`
      : `${code128Svg(identifier)}<p class="identifier">${escapeHtml(identifier)}</p>`;
  return `<article class="label" data-asset-id="${item.id}">${head}${body}</article>`;
}

function shell(title: string, nonce: string, css: string, content: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style nonce="${nonce}">${css}</style></head>
<body>${content}</body></html>`;
}

/** The page of labels for the items, in their order. */
export function labelsPage(layout: LabelLayout, items: LabelItem[], nonce: string): string {
  const count = items.length === 1 ? '1 label' : `${items.length} labels`;
  const summary = `${count}, ${mm(layout.width)} × ${mm(layout.height)}, ${layout.labels_per_row} per row`;
  const toolbar = `<header class="toolbar"><h1>Barcode labels</h1><p>${summary}</p><button type="button" id="print">Print</button></header>`;
  const sheet = `<main class="sheet" aria-label="Labels">${items.map((item) => label(item, layout.logo)).join('')}</main>`;
  const script = `<script nonce="${nonce}">document.getElementById('print').addEventListener('click', function () { window.print(); });</script>`;
  return shell('Barcode labels', nonce, styles(layout), toolbar + sheet + script);
}

/** A page saying why there are no labels (bad ids, unknown assets, no session). */
export function labelsErrorPage(message: string, nonce: string): string {
  return shell('Barcode labels', nonce, 'body { font-family: system-ui, sans-serif; padding: 16px; } .error { max-width: 40em; }',
    `<h1>Barcode labels</h1><p class="error" role="alert">${escapeHtml(message)}</p>`);
}

/** The page's Content-Security-Policy: nothing but its own nonce'd style and script, and images of this site. */
export const labelsPolicy = (nonce: string) =>
  `default-src 'none'; img-src 'self'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;
