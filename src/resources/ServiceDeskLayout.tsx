import type { ReactNode } from 'react';
import { ListSubheader } from '@mui/material';
import ListIcon from '@mui/icons-material/ListAlt';
import { Layout, Menu } from 'react-admin';
import { byGroup } from './definitions';

/** The side menu: the dashboard, then each group's lists. */
export function ResourceMenu() {
  return (
    <Menu>
      <Menu.DashboardItem />
      {byGroup().map(([group, defs]) => [
        <ListSubheader key={group} disableSticky>{group}</ListSubheader>,
        ...defs.map((def) => (
          <Menu.Item key={def.name} to={def.routes.list} primaryText={def.label} leftIcon={<ListIcon />} />
        )),
      ])}
    </Menu>
  );
}

/** react-admin's Layout with the grouped menu. */
export function ServiceDeskLayout({ children }: { children?: ReactNode }) {
  return <Layout menu={ResourceMenu}>{children}</Layout>;
}
