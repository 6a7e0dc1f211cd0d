import type { ReactNode } from 'react';
import { ListSubheader } from '@mui/material';
import ListIcon from '@mui/icons-material/ListAlt';
import PageIcon from '@mui/icons-material/Article';
import { Layout, Menu, usePermissions, useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../engine/schema/defineResource';
import { hasRole } from '../engine/schema/roles';
import type { Role } from '../engine/schema/types';
import { agentRoutes } from '../overrides';
import { byGroup } from './definitions';

/** The side menu: the dashboard, then each group's lists and the hand-written pages that ask for an entry. */
export function ResourceMenu() {
  const translate = useTranslate();
  const { permissions: role } = usePermissions<Role>();
  // A create-only resource's home is its form, and a role-gated page only its role may use.
  const shown = (def: ResourceDefinition) => def.listed || hasRole(role, def.write);
  return (
    <Menu>
      <Menu.DashboardItem />
      {byGroup().map(([group, defs]) => [
        <ListSubheader key={group} disableSticky>{group}</ListSubheader>,
        ...defs.filter(shown).map((def) => (
          <Menu.Item key={def.name} to={def.routes.list} primaryText={def.label} leftIcon={<ListIcon />} />
        )),
        ...agentRoutes.filter((route) => route.menu?.group === group && (!route.role || hasRole(role, route.role))).map((route) => (
          <Menu.Item key={route.path} to={route.path} primaryText={translate(route.menu!.label)} leftIcon={<PageIcon />} />
        )),
      ])}
    </Menu>
  );
}

/**
 * react-admin's Layout with the grouped menu. The content may shrink below its widest table, so a
 * wide list scrolls inside its own box and its header buttons stay on screen.
 */
export function ServiceDeskLayout({ children }: { children?: ReactNode }) {
  return <Layout menu={ResourceMenu} sx={{ minWidth: 0, '& .RaLayout-content': { minWidth: 0 } }}>{children}</Layout>;
}
