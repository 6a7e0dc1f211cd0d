import { fullFormats } from 'ajv-formats/dist/formats';
import { isDateTime } from './isDateTime';

/**
 * The string formats of resource data: ajv-formats' full set, with date-time as forms and the server
 * speak it, which RFC 3339 date-time refuses. The server adds them
 * to every Ajv it compiles with, and precompiled validators take them from the app under FORMATS_MODULE.
 */
export const FORM_FORMATS = { ...fullFormats, 'date-time': { type: 'string' as const, validate: isDateTime } };

/** The name precompiled validator code requires the formats by (validatorRuntime.ts answers it). */
export const FORMATS_MODULE = 'service-desk/form-formats';
