import { createHash } from 'node:crypto';
import { DEFAULT_TEMPLATE, TEMPLATE_LIMITS } from '../../barcode/templateRules';
import type { StoredLogo, StoredTemplate } from '../../barcode/templateStore';

export const LOGO_URL = '/service-desk/barcode/template/logo';

/** The logo's address; its query changes with the bytes, so a browser never shows a replaced logo from its cache. */
export const logoUrl = (id: number, logo: StoredLogo) =>
  `${LOGO_URL}/${id}?v=${createHash('sha256').update(logo.bytes).digest('hex').slice(0, 16)}`;

/** The template as the API reads it: image_exists 1|0 and logo_image the logo's URL or null. */
export function templateAnswer(template: StoredTemplate) {
  const { logo, ...fields } = template;
  return { ...fields, image_exists: logo ? 1 : 0, logo_image: logo ? logoUrl(template.id, logo) : null };
}

/** What the settings screen needs beside the template: the default it falls back to and the bounds it is checked against. */
export const templateContext = {
  defaults: DEFAULT_TEMPLATE,
  limits: Object.fromEntries(Object.entries(TEMPLATE_LIMITS).map(([field, { min, max }]) => [field, { min, max }])),
};

/** The fields an activity entry compares: the logo by type and size, never its bytes. */
export const loggedTemplate = (template: StoredTemplate | undefined): Record<string, unknown> => {
  if (!template) return {};
  const { width, height, labels_per_row: perRow, space_between_labels: space, display_logo_confirmed: display, logo } = template;
  return { width, height, labels_per_row: perRow, space_between_labels: space, display_logo_confirmed: display,
    logo_image: logo ? `${logo.type} ${logo.bytes.length} bytes` : null };
};
