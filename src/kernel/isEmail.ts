import { fullFormats } from 'ajv-formats/dist/formats';

const EMAIL = fullFormats.email as RegExp;

/** isEmail('a@b.co') === true: the rule of the validators' "format": "email", so the input refuses what the save would. */
export const isEmail = (text: string): boolean => EMAIL.test(text);
