import type { JSONSchema7 } from 'json-schema';
import { preloadValidators } from '../hooks/useValidators';
import { type ResourceDefinition, formTarget } from '../../kernel';

/**
 * preloadFormValidators(def, described?): starts loading the validators of the resource's form (the
 * one the server describes, when it does) as soon as the form is known, so a form opened from a link
 * finds them loaded instead of asking once it has drawn its loader.
 */
export function preloadFormValidators(definition: ResourceDefinition, described?: JSONSchema7): void {
  preloadValidators(definition.name, formTarget(definition, described));
}
