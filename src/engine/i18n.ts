import type { I18nProvider } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { REQUIRED_MESSAGE } from '../kernel';
import { SPEC_MESSAGES } from './specMessages';

/** The engine's own English texts; the spec's message keys sit at the top level under their own name. */
export const engineMessages = {
  sd: {
    action: {
      submit: 'submit', update: 'update', view: 'view', create: 'create', edit: 'edit',
      delete: 'delete', cancel: 'cancel', back: 'back to list', sign_in: 'Sign in', close: 'close', more: 'More',
      approve: 'approve', reject: 'reject', renew: 'renew', extend: 'extend', terminate: 'terminate', reminder: 'expiry reminder',
      reload: 'reload',
    },
    list: {
      search: 'Search', empty: 'No %{name} yet', actions: 'Actions', filters: 'Filters',
      no_data: 'No data found', from: '%{name} from', to: '%{name} to',
      within_last: '%{name} within last', last_count: 'how many', last_unit: 'unit',
      units: { minute: 'minutes', hour: 'hours', day: 'days', month: 'months' },
      columns: 'Columns', default_columns: 'Default columns', export: 'Export',
      sort_by: 'Sort by', ascending: '%{name}, ascending', descending: '%{name}, descending',
      per_page: 'Rows per page', range: '%{from}–%{to} of %{total}', pages: 'Pages',
      page: 'page %{page}', go_to_page: 'Go to page %{page}', go_to_first: 'Go to first page',
      go_to_previous: 'Go to previous page', go_to_next: 'Go to next page', go_to_last: 'Go to last page',
    },
    role: {
      only: 'Only %{who} can use this page.', admin: 'administrators', agent: 'agents', user: 'signed-in people',
    },
    confirm: {
      title: 'Are you sure?', yes: 'yes', proceed: 'proceed', status: 'Change the status of this %{name}',
      close: 'Are you sure you want to close this %{name}? Closing cannot be undone.',
      terminate: 'Are you sure you want to terminate this %{name}? It ends now and cannot be renewed. A renewal or extension still waiting for its approver is dropped with it: it is marked rejected and its approval link stops working.',
      complete: 'Are you sure you want to mark this %{name} as completed? It cannot be changed afterwards.',
    },
    activity: {
      empty: 'no data found', newest: 'Newest first', oldest: 'Oldest first', system: 'System', title: 'Activity',
    },
    form: {
      create: 'Create %{name}', edit: 'Edit %{name}', required: REQUIRED_MESSAGE,
      redirecting: 'Saved. Returning to the list…', returning: 'Saved. Returning to the %{name}…', time: 'Time', range_end: '%{name} (end)', remove_file: 'Remove %{name}',
      hours: 'Hours', minutes: 'Minutes',
      invalid_email: '"%{value}" is not a valid e-mail address.', add_new: 'add new %{name}',
      conflict: 'What you typed is still in the form; reloading replaces it with their version.',
      validators_failed: 'The form could not be prepared: it may have changed since the page was opened. Reload the page.',
      sequence_help: 'Left empty, it gets the next number: %{first}, %{second}, …',
    },
    delete: { title: 'Delete %{name}', confirm: 'Are you sure you want to delete this %{name}?' },
    planning: {
      empty: 'no data found', entries: 'Planning entries', updated: 'Updated %{time}',
      edit: 'Edit %{name}', delete: 'Delete %{name}', delete_confirm: 'Are you sure you want to delete the %{name} entry?',
      description: 'Description', title: 'Title', attachment: 'Attachment',
    },
    links: {
      attach: 'attach', detach: 'detach', no_data: 'no data found', attach_title: 'Attach %{name}', choose: 'Choose %{name}',
      apply: 'apply', select_none: 'Please select %{name}.', chosen: '%{count} chosen',
      detach_title: 'Detach %{name}', detach_confirm: 'Are you sure you want to detach this %{name}?',
    },
    bulk: {
      actions: 'bulk actions (%{count})', select_all: 'Select every row of this page', select_row: 'Select row %{id}',
      chosen: '%{count} %{name} chosen', assign_to: 'Assign to', text: 'Reply', attachments: 'Attachments',
    },
    saved_filters: {
      label: 'Saved filters', none: 'No saved filters yet', save: 'Save filter', save_title: 'Save the filter', name: 'Name',
      delete: 'Delete filter', delete_title: 'Delete the saved filter',
      delete_confirm: 'Are you sure you want to delete the saved filter "%{name}"?',
      changed: 'Changed since it was opened: save it to keep the changes.', not_found: 'Saved filter not found.',
    },
    login: { email: 'E-mail', password: 'Password', title: 'Service desk' },
    editor: { bold: 'bold', italic: 'italic', bullets: 'bulleted list' },
    menu: { label: 'Main menu', account: '%{name}, profile' },
    model: { changed: 'The data model changed: the screens now show version %{number}.' },
    unknown: 'No renderer for "%{path}"',
    dashboard: 'Service desk',
  },
  // Messages the spec gives as keys: a screen shows translate('barcode_no_asset').
  ...SPEC_MESSAGES,
};

type Messages = Record<string, unknown>;
const merge = (a: Messages, b: Messages): Messages =>
  Object.fromEntries([...new Set([...Object.keys(a), ...Object.keys(b)])].map((key) => {
    const [x, y] = [a[key], b[key]];
    const nested = x && y && typeof x === 'object' && typeof y === 'object';
    return [key, nested ? merge(x as Messages, y as Messages) : (y ?? x)];
  }));

// The texts of screens whose code loads later, added as it arrives (registerMessages); `added` counts them.
let registered: Messages = {};
let added = 0;

/** registerMessages(cmdbMessages): a lazily loaded screen's texts, read by every provider from then on. */
export function registerMessages(messages: Messages): void {
  registered = merge(registered, messages);
  added += 1;
}

/**
 * createI18nProvider(extra) → react-admin's English merged with the engine's texts, extra ones and
 * those registered (registerMessages); the translator is rebuilt when a screen has added texts since.
 */
export function createI18nProvider(extra: Messages = {}): I18nProvider {
  const own = merge(merge(englishMessages as unknown as Messages, engineMessages), extra);
  const build = () => polyglotI18nProvider(() => merge(own, registered) as never, 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });
  let provider = build();
  let built = added;
  const current = () => {
    if (built !== added) [provider, built] = [build(), added];
    return provider;
  };
  return { ...provider, translate: (key, options) => current().translate(key, options) };
}
