// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MailBody } from '../../../src/overrides/outbox/MailBody';

afterEach(cleanup);

describe('MailBody', () => {
  it('makes the links of a plain-text body clickable without reading it as HTML', () => {
    render(<MailBody mail={{ format: 'text', body: 'Open /change-approval/abc to decide <b>now</b>.' }} />);
    expect(screen.getByRole('link', { name: '/change-approval/abc' })).toHaveProperty('href', 'http://localhost:3000/change-approval/abc');
    expect(screen.getByText(/to decide <b>now<\/b>\./)).toBeTruthy();
  });

  it('renders an HTML body sanitised, its links kept', () => {
    const { container } = render(<MailBody mail={{ format: 'html', body: '<p onclick="x()">See <a href="/service-desk/problem/list">the list</a><script>alert(1)</script></p>' }} />);
    expect(screen.getByRole('link', { name: 'the list' }).getAttribute('href')).toBe('/service-desk/problem/list');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onclick]')).toBeNull();
  });
});
