import type { ReactElement, ReactNode } from 'react';
import { Box, List, ListSubheader, useMediaQuery, type Theme } from '@mui/material';
import DashboardIcon from '@mui/icons-material/Dashboard';
import ListIcon from '@mui/icons-material/ListAlt';
import PageIcon from '@mui/icons-material/Article';
import { AppBar, CLOSED_DRAWER_WIDTH, DRAWER_WIDTH, Layout, usePermissions, useSidebarState, useTranslate } from 'react-admin';
import { matchPath, useLocation } from 'react-router-dom';
import type { Role } from '../kernel';
import { agentRoutes } from '../overrides';
import { focusRing } from '../engine/theme';
import { useDefinitions } from './definitions';
import { AccountMenu } from './AccountMenu';
import { MenuLink } from './MenuLink';
import { menuGroups } from './menuGroups';

// The entries as react-admin's menu items look (MUI's list item button, icon box and one-line text),
// and the menu's width open and collapsed, as react-admin's menu has it, set once for the whole menu.
const MENU_STYLES = (open: boolean) => ({
  width: open ? DRAWER_WIDTH : CLOSED_DRAWER_WIDTH,
  transition: (theme: Theme) => theme.transitions.create('width', { easing: theme.transitions.easing.sharp, duration: theme.transitions.duration.leavingScreen }),
  '& .RaMenuItemLink-root': {
    display: 'flex', flexGrow: 1, alignItems: 'center', justifyContent: 'flex-start', position: 'relative', boxSizing: 'border-box',
    minWidth: 0, px: 2, py: '6px', color: 'text.secondary', textDecoration: 'none', textAlign: 'left', verticalAlign: 'middle',
    cursor: 'pointer', userSelect: 'none', outline: 'none', WebkitTapHighlightColor: 'transparent',
    transition: (theme: Theme) => theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
    '&:hover': { bgcolor: 'action.hover', '@media (hover: none)': { bgcolor: 'transparent' } },
    '&:focus-visible': (theme: Theme) => ({ backgroundColor: theme.palette.action.focus, ...focusRing(theme, -2) }),
  },
  '& .RaMenuItemLink-active': { color: 'text.primary' },
  '& .RaMenuItemLink-icon': { display: 'inline-flex', flexShrink: 0, minWidth: (theme: Theme) => theme.spacing(5), color: 'text.secondary' },
  '& .RaMenuItemLink-label': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});
/**
 * The side menu: the dashboard, then each group's lists and hand-written pages in their files' order
 * (menuGroups), only those the role may use. Site navigation, so a landmark holding lists of links that Tab walks through (a group is a
 * list named by its heading), not an application menu driven by arrow keys.
 */
export function ResourceMenu() {
  const translate = useTranslate();
  const { permissions: role } = usePermissions<Role>();
  const definitions = useDefinitions();
  const { pathname } = useLocation();
  const [open, setOpen] = useSidebarState();
  // As react-admin's items: on a small screen, choosing an entry closes the sidebar.
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const close = () => { if (small) setOpen(false); };
  const entry = (to: string, label: string, icon: ReactElement, end = false) => (
    <MenuLink key={to} to={to} label={label} icon={icon} active={matchPath({ path: to, end }, pathname) !== null} collapsed={!open} onClick={close} />
  );
  return (
    <Box component="nav" aria-label={translate('sd.menu.label')} sx={MENU_STYLES(open)}>
      <List>
        {entry('/', translate('ra.page.dashboard'), <DashboardIcon />, true)}
        {menuGroups(definitions, agentRoutes, role, translate).map(([group, entries], index) => (
          <li key={group}>
            <ListSubheader id={`sd-menu-group-${index}`} component="div" disableSticky>{group}</ListSubheader>
            <List aria-labelledby={`sd-menu-group-${index}`} disablePadding>
              {entries.map((item) => entry(item.to, item.label, item.page ? <PageIcon /> : <ListIcon />))}
            </List>
          </li>
        ))}
      </List>
    </Box>
  );
}

const ServiceDeskAppBar = () => <AppBar userMenu={<AccountMenu />} />;

/**
 * react-admin's Layout with the grouped menu and the named account menu. The content may shrink below
 * its widest table, so a wide list scrolls inside its own box and its header buttons stay on screen.
 */
export function ServiceDeskLayout({ children }: { children?: ReactNode }) {
  return <Layout menu={ResourceMenu} appBar={ServiceDeskAppBar} sx={{ minWidth: 0, '& .RaLayout-content': { minWidth: 0 } }}>{children}</Layout>;
}
