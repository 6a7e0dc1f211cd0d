import { FORM_GROUP_TITLE } from './formGroupPaths';

/** The form-group screens' English texts, under `form_group.` (added to the app's texts when the screens load). */
export const formGroupMessages = {
  form_group: {
    title: FORM_GROUP_TITLE,
    create_menu: 'Create form group',
    new: 'New %{name} form group',
    create: 'Create %{name} form group',
    edit: 'Edit %{name} form group',
    name: 'Name',
    fields: 'Fields',
    empty: 'No form groups yet.',
    not_found: 'Form group not found.',
    unknown_category: 'There is no form group of this kind.',
    group_fields: 'Fields of the group',
    no_fields: 'No fields yet: the group adds nothing to the form.',
    add_field: 'Add field',
    remove_field: 'Remove field %{name}',
    move_up: 'Move %{name} up',
    move_down: 'Move %{name} down',
    field: 'Field %{number}',
    label: 'Label',
    key: 'Key',
    key_help: 'Stored values are kept under it; it cannot change once saved.',
    kind: 'Type',
    required: 'Required',
    options: 'Options, one a line',
    max_length: 'Max length',
    minimum: 'Minimum',
    maximum: 'Maximum',
    kinds: { text: 'Text', textarea: 'Long text', integer: 'Whole number', number: 'Number', date: 'Date and time', select: 'Select' },
  },
};
