import { type ResourceDefinition, describeField, type FieldDescriptor } from '../../../src/kernel';
import { escapeHtml } from '../../escapeHtml';
import type { ActivityRow } from '../../repositories/activityLog';
import { eventPhrase } from '../../repositories/activityEvents';
import { linkOfChangeKey } from '../../repositories/recordLinks';
import { planningField } from '../../repositories/planningActivity';
import type { ValueText } from './activityValues';
import { linkPhrase } from './linkPhrase';

const strong = (text: string) => `<strong>${escapeHtml(text)}</strong>`;
const em = (text: string) => `<em>${escapeHtml(text)}</em>`;

/** Rich text and lists of objects would flood the timeline: the sentence says they changed, not how. */
const summarised = (field: FieldDescriptor) =>
  field.kind === 'html' || (!field.reference && (field.schema.type === 'array' || field.schema.type === 'object'));

function changePhrase(field: FieldDescriptor, [before, after]: [unknown, unknown], valueText: ValueText): string {
  const label = strong(field.label);
  if (field.kind === 'attachment') return after === null ? `removed the file of ${label}` : `attached ${em(String(after))} to ${label}`;
  if (summarised(field)) return after === null && before !== null ? `removed ${label}` : `updated ${label}`;
  const old = valueText(field, before);
  const value = valueText(field, after);
  if (old === null) return value === null ? `updated ${label}` : `set ${label} to ${em(value)}`;
  if (value === null) return `cleared ${label} (was ${em(old)})`;
  return `changed ${label} from ${em(old)} to ${em(value)}`;
}

const joined = (parts: string[]) => (parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`);

/**
 * The HTML sentence of an activity entry; every value placed in it is escaped:
 * '<strong>Ada Admin</strong> changed <strong>Subject</strong> from <em>VPN</em> to <em>VPN drops</em>'.
 * An entry without a user (the demo seed) reads 'The system created this problem'.
 */
export function activitySentence(def: ResourceDefinition, row: ActivityRow, valueText: ValueText, groupFields: Record<string, FieldDescriptor> = {}): string {
  const actor = row.user ? strong(row.user.name) : 'The system';
  const self = `this ${escapeHtml(def.title)}`;
  if (row.action !== 'updated') return `${actor} ${row.action} ${self}`;
  // A property removed from the resource file since keeps its entries, labelled by its name.
  // Form-group values are logged under their keys (groupFields: their titles).
  const fieldOf = (name: string) => def.fields[name] ?? planningField(def, name) ?? groupFields[name] ?? describeField(name, {});
  const parts = Object.entries(row.changes).map(([name, change]) => {
    const link = linkOfChangeKey(name);
    if (link) return linkPhrase(def, link, change);
    return eventPhrase(name, change) ?? changePhrase(fieldOf(name), change, valueText);
  });
  return parts.length ? `${actor} ${joined(parts)}` : `${actor} updated ${self}`;
}
