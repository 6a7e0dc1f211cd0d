import type { WidgetProps } from '@rjsf/utils';
import { UnknownField } from '../fields/UnknownField';

/** The form's floor: a property no widget claims is shown by name instead of disappearing. */
export function UnknownWidget({ name, id }: WidgetProps) {
  return <UnknownField path={name || id} />;
}
