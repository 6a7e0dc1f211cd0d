/**
 * The label template calls:
 *   read   => GET   /service-desk/barcode-template                 data: the template or null; defaults, limits
 *   create => POST  /service-desk/barcode/template/create          multipart: logo_image, image_exists, width, height,
 *   update => POST  /service-desk/barcode/template/update/{id}       labels_per_row, space_between_labels, display_logo_confirmed
 *   reset  => PATCH /service-desk/barcode/template/reset/{id}
 */
import type { ApiRequest } from '../../engine/data';

export const SIZE_FIELDS = ['width', 'height', 'labels_per_row', 'space_between_labels'] as const;
export type SizeField = (typeof SIZE_FIELDS)[number];

export interface BarcodeTemplate extends Record<SizeField, number> {
  id: number;
  display_logo_confirmed: 0 | 1;
  image_exists: 0 | 1;
  /** The stored logo's URL on the API server, or null. */
  logo_image: string | null;
}

export interface TemplateAnswer {
  template: BarcodeTemplate | null;
  defaults: Record<SizeField, number> & { display_logo_confirmed: 0 | 1 } | null;
  limits: Partial<Record<SizeField, { min: number; max: number }>>;
}

/** What the form holds: texts as typed, the flag as '1' | '0', a newly chosen logo, and whether the stored one stays. */
export interface TemplateForm extends Record<SizeField, string> {
  display_logo_confirmed: '1' | '0';
  logo: File | null;
  keepLogo: boolean;
}

export const readRequest = (): ApiRequest => ({ method: 'GET', url: '/service-desk/barcode-template' });

/** The read answer; a missing or odd body reads as no template. */
export function templateAnswerOf(body: unknown): TemplateAnswer {
  const { data, defaults, limits } = (body ?? {}) as { data?: BarcodeTemplate | null; defaults?: TemplateAnswer['defaults']; limits?: TemplateAnswer['limits'] };
  return { template: data && typeof data.id === 'number' ? data : null, defaults: defaults ?? null, limits: limits ?? {} };
}

/** The form's starting values: the template's, else the default's, else empty. */
export function formOf(answer: TemplateAnswer): TemplateForm {
  const source = answer.template ?? answer.defaults;
  const text = (field: SizeField) => (source ? String(source[field]) : '');
  return {
    width: text('width'), height: text('height'), labels_per_row: text('labels_per_row'), space_between_labels: text('space_between_labels'),
    display_logo_confirmed: source?.display_logo_confirmed === 0 ? '0' : '1',
    logo: null, keepLogo: answer.template?.image_exists === 1,
  };
}

/** A create (no id) or an update of the template, as the multipart form the spec names. */
export function saveRequest(form: TemplateForm, id?: number): ApiRequest {
  const multipart: Array<[string, string | Blob]> = SIZE_FIELDS.map((field) => [field, form[field].trim()]);
  multipart.push(['display_logo_confirmed', form.display_logo_confirmed], ['image_exists', form.keepLogo || form.logo ? '1' : '0']);
  if (form.logo) multipart.push(['logo_image', form.logo]);
  return { method: 'POST', url: id === undefined ? '/service-desk/barcode/template/create' : `/service-desk/barcode/template/update/${id}`, multipart };
}

export const resetRequest = (id: number): ApiRequest => ({ method: 'PATCH', url: `/service-desk/barcode/template/reset/${id}` });

/** The logo types the form accepts. */
export const LOGO_TYPES = ['image/png', 'image/jpeg'];
