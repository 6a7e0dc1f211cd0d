import { type LinkDefinition, REQUIRED_MESSAGE } from '../../../src/kernel';

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

/**
 * The value a pair is stored with: the option's `as` on an inverse link, whose pairs the target's own
 * link keeps in its own words (a ticket's 'initiated' is the change's 'causing'); else the value itself.
 */
export function storedAttribute(link: LinkDefinition, value: string | undefined): string | undefined {
  if (value === undefined || link.inverse === undefined) return value;
  return link.attribute?.options.find((option) => option.id === value)?.as ?? value;
}

/** The value an inverse link shows for a stored one: storedAttribute backwards. */
export function shownAttribute(link: LinkDefinition, stored: string | null): string | null {
  if (stored === null || link.inverse === undefined) return stored;
  return link.attribute?.options.find((option) => (option.as ?? option.id) === stored)?.id ?? stored;
}

/** The service-desk permission an attach with this attribute value needs, if its option names one. */
export const attributePermission = (link: LinkDefinition, value: string | undefined) =>
  link.attribute?.options.find((option) => option.id === value)?.permission;

/** How the owner's log names a target linked with an attribute: '#TKT-1001 VPN drops (Causing)'. */
export function withAttributeLabel(link: LinkDefinition, nameOf: (id: number) => string, value: string | undefined): (id: number) => string {
  const label = link.attribute?.options.find((option) => option.id === value)?.name;
  return label ? (id) => `${nameOf(id)} (${label})` : nameOf;
}
