import type { LinkDefinition } from '../../../src/engine/schema/connectLinks';
import { REQUIRED_MESSAGE } from '../../../src/engine/schema/fieldErrors';

/**
 * What is wrong with the attribute value an attach or detach names, if anything:
 * attributeProblem(ticketsLink, '') === 'This field is required.',
 * attributeProblem(ticketsLink, 'other') === 'The selected type is invalid.', a listed option is fine.
 */
export function attributeProblem(link: LinkDefinition, value: unknown): string | undefined {
  const attribute = link.attribute;
  if (!attribute) return undefined;
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return REQUIRED_MESSAGE;
  if (typeof value !== 'string' || !attribute.options.some((option) => option.id === value)) return `The selected ${attribute.name} is invalid.`;
  return undefined;
}

/** How the owner's log names a target linked with an attribute: '#TKT-1001 VPN drops (Causing)'. */
export function withAttributeLabel(link: LinkDefinition, nameOf: (id: number) => string, value: string | undefined): (id: number) => string {
  const label = link.attribute?.options.find((option) => option.id === value)?.name;
  return label ? (id) => `${nameOf(id)} (${label})` : nameOf;
}
