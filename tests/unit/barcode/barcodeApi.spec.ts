// The settings screen's pure mappers: the read answer (a failed or odd one is no template), the
// form's starting values, and the exact multipart of create and update.
import { describe, expect, it } from 'vitest';
import { formOf, resetRequest, saveRequest, templateAnswerOf, type TemplateForm } from '../../../src/overrides/barcode/barcodeApi';

const template = { id: 4, width: 50, height: 25.5, labels_per_row: 3, space_between_labels: 2, display_logo_confirmed: 0 as const, image_exists: 1 as const, logo_image: '/logo/4?v=1' };
const defaults = { width: 64, height: 34, labels_per_row: 3, space_between_labels: 3, display_logo_confirmed: 1 as const };

describe('templateAnswerOf', () => {
  it('reads the template, the default and the bounds', () => {
    expect(templateAnswerOf({ success: true, data: template, defaults, limits: { width: { min: 10, max: 200 } } }))
      .toEqual({ template, defaults, limits: { width: { min: 10, max: 200 } } });
  });
  it('reads null, a missing data or nonsense as no template', () => {
    expect(templateAnswerOf({ success: true, data: null }).template).toBeNull();
    expect(templateAnswerOf(undefined)).toEqual({ template: null, defaults: null, limits: {} });
    expect(templateAnswerOf({ data: [] }).template).toBeNull();
  });
});

describe('formOf', () => {
  it('starts from the template, keeping its logo', () => {
    expect(formOf({ template, defaults, limits: {} })).toEqual({
      width: '50', height: '25.5', labels_per_row: '3', space_between_labels: '2', display_logo_confirmed: '0', logo: null, keepLogo: true,
    });
  });
  it('starts from the default without a template, and empty when the read failed', () => {
    expect(formOf({ template: null, defaults, limits: {} })).toMatchObject({ width: '64', display_logo_confirmed: '1', keepLogo: false });
    expect(formOf({ template: null, defaults: null, limits: {} })).toMatchObject({ width: '', height: '', display_logo_confirmed: '1' });
  });
});

describe('saveRequest and resetRequest', () => {
  const form: TemplateForm = { width: ' 50 ', height: '25', labels_per_row: '3', space_between_labels: '0', display_logo_confirmed: '1', logo: null, keepLogo: true };
  it('creates without an id, sending every field the spec names', () => {
    expect(saveRequest(form)).toEqual({ method: 'POST', url: '/service-desk/barcode/template/create', multipart: [
      ['width', '50'], ['height', '25'], ['labels_per_row', '3'], ['space_between_labels', '0'], ['display_logo_confirmed', '1'], ['image_exists', '1'],
    ] });
  });
  it('updates by id; a removed logo is image_exists 0, a new file goes as logo_image', () => {
    expect(saveRequest({ ...form, keepLogo: false }, 4).multipart).toContainEqual(['image_exists', '0']);
    const file = new Blob(['png']) as File;
    const request = saveRequest({ ...form, keepLogo: false, logo: file }, 4);
    expect(request.url).toBe('/service-desk/barcode/template/update/4');
    expect(request.multipart).toContainEqual(['image_exists', '1']);
    expect(request.multipart).toContainEqual(['logo_image', file]);
    expect(resetRequest(4)).toEqual({ method: 'PATCH', url: '/service-desk/barcode/template/reset/4' });
  });
});
