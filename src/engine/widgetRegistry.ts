/**
 * The widget slot (form inputs), apart from the display slots so that a list screen does not load the
 * form widgets (look-up selects, date pickers, the rich text loader). Widgets only import RJSF types.
 */
import type { ComponentType } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import type { FieldDescriptor } from '../kernel';
import { always, createRegistry, hint, kind, RANK, rankWith } from './registry';
import {
  AttachmentWidget, DateRangeWidget, DateTimeWidget, DateWidget, DurationWidget, MoneyWidget, ReferenceSelect, RichTextWidget, SwitchWidget, UnknownWidget,
} from './widgets';

/** An RJSF widget component, or the name of one of the theme's built-ins ('text', 'radio', …). */
export type WidgetRenderer = ComponentType<WidgetProps> | string;

/** widgetRegistry.register(rankWith(5, nameIs('member_ids')), MemberPicker). */
export const widgetRegistry = createRegistry<WidgetRenderer>([
  { tester: rankWith(RANK.fallback, always), renderer: UnknownWidget },
  { tester: kind('text'), renderer: 'text' },
  { tester: kind('email'), renderer: 'email' },
  { tester: kind('integer', 'number'), renderer: 'updown' },
  { tester: kind('textarea'), renderer: 'textarea' },
  { tester: kind('boolean'), renderer: 'checkbox' },
  { tester: kind('choice'), renderer: 'select' },
  { tester: kind('html'), renderer: RichTextWidget },
  { tester: kind('reference'), renderer: ReferenceSelect },
  { tester: kind('date'), renderer: DateWidget },
  { tester: kind('date-time'), renderer: DateTimeWidget },
  { tester: kind('daterange'), renderer: DateRangeWidget },
  { tester: kind('attachment'), renderer: AttachmentWidget },
  { tester: kind('duration'), renderer: DurationWidget },
  { tester: hint('textarea'), renderer: 'textarea' },
  { tester: hint('radio'), renderer: 'radio' },
  { tester: hint('switch'), renderer: SwitchWidget },
  { tester: hint('daterange'), renderer: DateRangeWidget },
  { tester: hint('money'), renderer: MoneyWidget },
]);

/** pickWidget(descriptor) never returns nothing: UnknownWidget is the floor. */
export const pickWidget = (descriptor: FieldDescriptor): WidgetRenderer => widgetRegistry.pick(descriptor) ?? UnknownWidget;
