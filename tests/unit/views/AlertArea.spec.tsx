// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../../src/engine/i18n';
import { AlertArea, useAlert } from '../../../src/engine/views';

afterEach(cleanup);

function Sender({ area }: { area: string }) {
  const alert = useAlert(area);
  return (
    <>
      <button type="button" onClick={() => alert.show('error', 'The server said no.')}>fail</button>
      <button type="button" onClick={() => alert.show('success', 'Vendor created successfully.')}>succeed</button>
    </>
  );
}

describe('AlertArea', () => {
  it('shows what any component addresses to its area, and only there, until dismissed', () => {
    render(
      <AdminContext i18nProvider={createI18nProvider()} store={memoryStore()}>
        <Sender area="vendor" />
        <section aria-label="vendor area"><AlertArea area="vendor" /></section>
        <section aria-label="other area"><AlertArea area="contractType" /></section>
      </AdminContext>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'fail' }));
    const vendorArea = screen.getByRole('region', { name: 'vendor area' });
    expect(within(vendorArea).getByRole('alert').textContent).toContain('The server said no.');
    expect(within(screen.getByRole('region', { name: 'other area' })).queryByRole('alert')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'succeed' }));
    expect(within(vendorArea).getByRole('alert').textContent).toContain('Vendor created successfully.');
    expect(within(vendorArea).getByRole('alert').className).toMatch(/Success/);

    fireEvent.click(within(vendorArea).getByRole('button', { name: /close/i }));
    expect(within(vendorArea).queryByRole('alert')).toBeNull();
  });
});
