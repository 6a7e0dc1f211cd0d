// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { mountServiceDeskPanel, unmount } from '../../../src/overrides/panels/mount';

// React warns when act() runs outside an environment that declares it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The panel library's contract with a host page: mistakes throw at once and leave the page as it was.
describe('mountServiceDeskPanel', () => {
  afterEach(() => { document.body.innerHTML = ''; });

  const host = () => {
    const element = document.createElement('div');
    element.textContent = 'host content';
    document.body.append(element);
    return element;
  };

  it('throws a clear error for a missing element', () => {
    expect(() => mountServiceDeskPanel(document.getElementById('nowhere'), { kind: 'ticket', id: 1 }))
      .toThrow('mountServiceDeskPanel: the element to draw the panel in is missing.');
  });

  it('throws for an unknown kind, naming the kinds it knows, and leaves the element alone', () => {
    const element = host();
    expect(() => mountServiceDeskPanel(element, { kind: 'invoice', id: 1 })).toThrow(/unknown kind "invoice"; one of ticket, user, organization, permissions, user-permissions/);
    expect(() => mountServiceDeskPanel(element, { kind: 'toString', id: 1 })).toThrow(/unknown kind "toString"/);
    expect(element.textContent).toBe('host content');
  });

  it('throws for a record id that is not a positive integer', () => {
    const element = host();
    expect(() => mountServiceDeskPanel(element, { kind: 'ticket', id: '1; drop' })).toThrow(/needs a record id/);
    expect(() => mountServiceDeskPanel(element, { kind: 'user' })).toThrow(/needs a record id/);
    expect(element.textContent).toBe('host content');
  });

  it('draws a panel and takes it away again, by handle or by element', async () => {
    const element = host();
    let handle: { unmount(): void } | undefined;
    await act(async () => { handle = mountServiceDeskPanel(element, { kind: 'user-permissions', id: 3, apiUrl: 'http://127.0.0.1:9' }); });
    expect(element.querySelector('button')?.textContent).toBe('Update permissions');
    await act(async () => handle!.unmount());
    expect(element.querySelector('button')).toBeNull();
    await act(async () => { mountServiceDeskPanel(element, { kind: 'user-permissions', id: 3 }); });
    await act(async () => unmount(element));
    expect(element.innerHTML).toBe('');
  });
});
