import { customizeValidator } from '@rjsf/validator-ajv8';
import { extendAjv } from '../schema/createAjv';

/** RJSF's validator with the engine's Ajv extensions, so errorMessage texts reach the form. */
export const formValidator = customizeValidator({ ajvFormatOptions: false, extenderFn: extendAjv as never });
