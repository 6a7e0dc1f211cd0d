// @vitest-environment jsdom
// The properties table names every property's type: the dialog's types by their names, the others
// (an email address, a radio choice of integers, an attachment) as the engine draws them.
import { cleanup, render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, expect, it } from 'vitest';
import vendorFile from '../../../../schemas/vendor.json';
import { createI18nProvider } from '../../../../src/engine/i18n';
import { modelMessages } from '../../../../src/overrides/model/modelMessages';
import { PropertiesTab } from '../../../../src/overrides/model/PropertiesTab';

afterEach(cleanup);

it('names the type of every shipped vendor property, none as an unnamed other', () => {
  render(
    <AdminContext i18nProvider={createI18nProvider(modelMessages)}>
      <PropertiesTab file={vendorFile} onChange={() => undefined} targets={[]} problemsOf={() => []} />
    </AdminContext>,
  );
  const typeOf = (name: string) => {
    const row = screen.getAllByRole('row').find((candidate) => within(candidate).queryByText(name, { exact: true }));
    return row ? within(row).getAllByRole('cell').map((cell) => cell.textContent).join(' | ') : '';
  };
  expect(typeOf('name')).toContain('Text');
  expect(typeOf('email')).toContain('Email address (raw JSON)');
  expect(typeOf('status_id')).toContain('Choice (raw JSON)');
  expect(screen.queryByText(/Other/)).toBeNull();
});
