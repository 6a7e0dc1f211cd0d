import type { ResourceDefinition } from '../../../src/kernel';
import { escapeHtml } from '../../escapeHtml';

const em = (text: string) => `<em>${escapeHtml(text)}</em>`;
const names = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/**
 * The phrase of an attach or detach logged on the owner: [null, names] attached, [names, null]
 * detached. Names were read when it happened, so a target deleted since still reads as it was:
 * linkPhrase(problem, 'assets', [null, ['AST-0001 Dell Latitude']]) === 'attached asset <em>AST-0001 Dell Latitude</em>'.
 */
export function linkPhrase(def: ResourceDefinition, link: string, [before, after]: [unknown, unknown]): string {
  const attached = after !== null;
  const shown = names(attached ? after : before);
  const target = def.links[link]?.target;
  // A link removed from the file since keeps its entries, named by the link.
  const noun = target ? (shown.length === 1 ? target.title : target.label.toLowerCase()) : link;
  return `${attached ? 'attached' : 'detached'} ${escapeHtml(noun)} ${shown.map(em).join(', ')}`;
}
