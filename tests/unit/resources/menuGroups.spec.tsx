// The side menu's entries come from the resource files' x-resource.menu and the hand-written routes'
// menu places: the daily work first, reference data under Settings, and for each role only what it may use.
import { expect, it } from 'vitest';
import { agentRoutes } from '../../../src/overrides';
import { definitionsOf } from '../../../src/resources/definitions';
import { menuGroups } from '../../../src/resources/menuGroups';

// The app's definitions, of the model the setup read from schemas/.
const definitions = definitionsOf();

const translate = (key: string) => key;
const labels = (role: 'admin' | 'agent') => menuGroups(definitions, agentRoutes, role, translate)
  .map(([group, entries]) => [group, entries.map((entry) => entry.label)] as const);

it('leads with problems, changes, releases, contracts and assets, in that order', () => {
  for (const role of ['admin', 'agent'] as const) {
    expect(labels(role)[0]).toEqual(['Work', ['Problems', 'Changes', 'Releases', 'Contracts', 'Assets']]);
  }
});

it('puts the reference data under Settings, after the work, tools and help desk', () => {
  const groups = labels('admin');
  expect(groups.map(([group]) => group)).toEqual(['Work', 'Tools', 'Help desk', 'Settings']);
  expect(groups[3][1]).toEqual(expect.arrayContaining(['Asset types', 'Asset statuses', 'CMDB relation types', 'Contract types',
    'License types', 'Procurement modes', 'Vendors', 'CABs', 'form_group.title', 'barcode.title']));
});

it("offers an agent none of the administrators' pages, and an administrator all of them", () => {
  const adminOnly = agentRoutes.filter((route) => route.menu && route.role === 'admin').map((route) => route.menu!.label);
  expect(adminOnly.length).toBeGreaterThan(0);
  const agent = labels('agent').flatMap(([, entries]) => entries);
  const admin = labels('admin').flatMap(([, entries]) => entries);
  for (const label of adminOnly) {
    expect(agent).not.toContain(label);
    expect(admin).toContain(label);
  }
});

it('orders by the declared order, then by label, and places a group at its first entry', () => {
  const def = (name: string, label: string, group: string, order: number) => ({
    ...definitions[0], name, label, listed: true, routes: { ...definitions[0].routes, list: `/${name}` },
    file: { ...definitions[0].file, 'x-resource': { ...definitions[0].file['x-resource'], menu: { group, order } } },
  });
  const groups = menuGroups([def('b', 'Beta', 'Later', 5), def('a', 'Alpha', 'First', 1), def('c', 'Gamma', 'Later', 5)],
    [{ path: '/page', element: <span />, menu: { label: 'Page', group: 'First', order: 2 } }], 'agent', translate);
  expect(groups.map(([group, entries]) => [group, entries.map((entry) => entry.label)])).toEqual([
    ['First', ['Alpha', 'Page']], ['Later', ['Beta', 'Gamma']],
  ]);
});
