// The example help-desk page's own script (host.html): a file, since the page is served under the
// service desk's Content-Security-Policy, which runs no inline script.
import { mountServiceDeskPanel, unmount } from '/panels/service-desk-panels.js';

const ticket = new URLSearchParams(location.search).get('ticket') ?? '1';
const status = document.getElementById('host-status');
document.getElementById('ticket-number').textContent = `#${ticket}`;

// The host's own behaviour, which a failing panel must never stop.
let clicks = 0;
document.getElementById('host-button').addEventListener('click', () => {
  document.getElementById('host-clicks').textContent = String(++clicks);
});
document.getElementById('host-form').addEventListener('submit', (event) => {
  event.preventDefault();
  const ids = new FormData(event.target).getAll('asset_ids[]');
  document.getElementById('form-sent').textContent = `asset_ids[] = ${ids.join(', ') || 'none'}`;
});

// A mistake in a mount call throws at once; the host catches it and goes on.
function mount(element, options) {
  try {
    return mountServiceDeskPanel(element, options);
  } catch (error) {
    status.textContent = error.message;
    return undefined;
  }
}

mount(document.getElementById('service-desk'), { kind: 'ticket', id: ticket, apiUrl: '' });
mount(document.getElementById('asset-picker'), { kind: 'asset-picker', name: 'asset_ids', apiUrl: '' });

// For trying the library from the console (and for the end-to-end test).
window.serviceDesk = { mount, unmount };
