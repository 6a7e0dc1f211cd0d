// What the home page's server-side blocks link to and how their filters are read: the modules' pages
// are the app's own routes (a renamed route would leave a block linking nowhere), and a block's
// placeholders become the signed-in person and whole days from the start of today.
import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { blockFilterValues, nextDays } from '../../../server/dashboard/blockFilter';
import { IMPORTS_PAGE, trackingPage } from '../../../server/import/importBlock';
import { FAILED_MAIL_PAGE } from '../../../server/mail/failedMailBlock';
import { IMPORT_LIST_ROUTE, TRACKING_ROUTE } from '../../../src/overrides/import/importRoutes';
import { OUTBOX_ROUTE } from '../../../src/overrides/outbox/outboxRoutes';

describe('the module blocks\' links', () => {
  it('open the list of imports, an import\'s tracking page and the outbox showing failed mail', () => {
    expect(IMPORTS_PAGE).toBe(IMPORT_LIST_ROUTE);
    expect(matchPath(TRACKING_ROUTE, trackingPage(12))?.params).toEqual({ id: '12' });
    const [path, query] = FAILED_MAIL_PAGE.split('?');
    expect(path).toBe(OUTBOX_ROUTE);
    expect(new URLSearchParams(query).get('state')).toBe('failed');
  });
});

describe('a block\'s filter for a person on a day', () => {
  const at = new Date('2026-03-10T15:42:00Z');

  it('counts "next N days" in whole days from the start of today', () => {
    expect(nextDays(14, at)).toEqual({ from: '2026-03-10 00:00:00', to: '2026-03-24 23:59:59' });
  });

  it('puts the person\'s id for "$me" and the window for "next 30 days", leaving other values as written', () => {
    expect(blockFilterValues({ agent_id: ['$me', 4], status_id: [1, 2], contract_end_date: 'next 30 days', q: 'vpn' }, 7, at)).toEqual({
      agent_id: [7, 4], status_id: [1, 2], contract_end_date: { from: '2026-03-10 00:00:00', to: '2026-04-09 23:59:59' }, q: 'vpn',
    });
  });
});
