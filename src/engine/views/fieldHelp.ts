import type { TranslateFunction } from 'ra-core';
import { type ResourceDefinition, formatSequence } from '../../kernel';

/**
 * fieldHelp(def, ['status_id'], false, translate) → { status_id: 'Draft because an approver is chosen…',
 * identifier: 'Left empty, it gets the next number: PRB-0001, PRB-0002, …' }: the words under inputs that
 * explain what the form does by itself. A locked input following another (x-follows) says why; a
 * numbered property (x-sequence) of a new record says it may stay empty.
 */
export function fieldHelp(definition: ResourceDefinition, locked: readonly string[], editing: boolean, translate: TranslateFunction): Record<string, string> {
  const help: Record<string, string> = {};
  for (const field of definition.writable) {
    const because = field.follows?.help;
    if (because && locked.includes(field.name)) help[field.name] = translate(because, { _: because });
    else if (field.sequence && !editing) {
      const [first, second] = [1, 2].map((number) => formatSequence(field.sequence!, number));
      help[field.name] = translate('sd.form.sequence_help', { first, second });
    }
  }
  return help;
}
