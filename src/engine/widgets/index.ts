export { AttachmentWidget } from './AttachmentWidget';
export { DateRangeWidget } from './DateRangeWidget';
export { DateTimeWidget } from './DateTimeWidget';
export { ReferenceSelect } from './ReferenceSelect';
export { RichTextWidget } from './RichTextWidget';
export { SwitchWidget } from './SwitchWidget';
export { UnknownWidget } from './UnknownWidget';
export { timeOptions, splitDateTime, joinDateTime } from './timeOptions';
export type { SchemaFormContext } from './widgetContext';
