import type { ReactElement, ReactNode } from 'react';
import { ListSubheader, useMediaQuery, type Theme } from '@mui/material';
import DashboardIcon from '@mui/icons-material/Dashboard';
import ListIcon from '@mui/icons-material/ListAlt';
import PageIcon from '@mui/icons-material/Article';
import { Layout, Menu, usePermissions, useSidebarState, useTranslate } from 'react-admin';
import { matchPath, useLocation } from 'react-router-dom';
import type { ResourceDefinition } from '../engine/schema/defineResource';
import { hasRole } from '../engine/schema/roles';
import type { Role } from '../engine/schema/types';
import { agentRoutes } from '../overrides';
import { byGroup } from './definitions';
import { MenuLink } from './MenuLink';

// The entries' colours and icon width, as react-admin's menu items have them, set once for the whole menu.
const ENTRY_STYLES = {
  '& .RaMenuItemLink-root, & .RaMenuItemLink-icon': { color: 'text.secondary' },
  '& .RaMenuItemLink-active': { color: 'text.primary' },
  '& .RaMenuItemLink-root .RaMenuItemLink-icon': { minWidth: (theme: Theme) => theme.spacing(5) },
};

/** The side menu: the dashboard, then each group's lists and the hand-written pages that ask for an entry. */
export function ResourceMenu() {
  const translate = useTranslate();
  const { permissions: role } = usePermissions<Role>();
  const { pathname } = useLocation();
  const [open, setOpen] = useSidebarState();
  // As react-admin's items: on a small screen, choosing an entry closes the sidebar.
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const close = () => { if (small) setOpen(false); };
  // A create-only resource's home is its form, and a role-gated page only its role may use.
  const shown = (def: ResourceDefinition) => def.listed || hasRole(role, def.write);
  const entry = (to: string, label: string, icon: ReactElement, end = false) => (
    <MenuLink key={to} to={to} label={label} icon={icon} active={matchPath({ path: to, end }, pathname) !== null} collapsed={!open} onClick={close} />
  );
  return (
    <Menu sx={ENTRY_STYLES}>
      {entry('/', translate('ra.page.dashboard'), <DashboardIcon />, true)}
      {byGroup().map(([group, defs]) => [
        <ListSubheader key={group} disableSticky>{group}</ListSubheader>,
        ...defs.filter(shown).map((def) => entry(def.routes.list, def.label, <ListIcon />)),
        ...agentRoutes.filter((route) => route.menu?.group === group && (!route.role || hasRole(role, route.role)))
          .map((route) => entry(route.path, translate(route.menu!.label), <PageIcon />)),
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
