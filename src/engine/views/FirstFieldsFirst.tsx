import { startTransition, useEffect, useState } from 'react';
import { Templates } from '@rjsf/mui';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { FIRST_FORM_FIELDS } from '../constants';

const ObjectFieldTemplate = Templates.ObjectFieldTemplate!;

/**
 * The form's body drawn in two steps: its first fields at once, so someone opening a create from a
 * link can start typing, then the rest as a transition right after, which React draws between frames
 * instead of holding the first one back (a long form of look-ups and rich text costs a few hundred ms
 * to draw on a slow machine). Nested objects draw whole.
 */
export function FirstFieldsFirst(props: ObjectFieldTemplateProps) {
  const root = props.fieldPathId.path.length === 0;
  const [all, setAll] = useState(!root || props.properties.length <= FIRST_FORM_FIELDS);
  useEffect(() => { if (!all) startTransition(() => setAll(true)); }, [all]);
  return <ObjectFieldTemplate {...props} properties={all ? props.properties : props.properties.slice(0, FIRST_FORM_FIELDS)} />;
}
