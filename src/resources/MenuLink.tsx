import type { ReactElement } from 'react';
import { ListItemButton, ListItemIcon, Tooltip, Typography } from '@mui/material';
import { Link } from 'react-router-dom';

interface MenuLinkProps {
  to: string;
  label: string;
  icon: ReactElement;
  /** The address is this entry's page (the side menu works it out once for all entries). */
  active: boolean;
  /** The sidebar is collapsed to icons: the label shows as a tooltip. */
  collapsed: boolean;
  onClick(): void;
}

/**
 * One entry of the side menu: a list item holding a link, in react-admin's menu classes (so the same
 * look), without what each of its own entries does: a media query, a store subscription, a route match
 * and a shortcut listener per entry, about a tenth of a second for the thirty-odd entries when a page
 * is opened. ResourceMenu does that work once for all of them. The current page's link says so
 * (aria-current), not only its colour.
 */
export function MenuLink({ to, label, icon, active, collapsed, onClick }: MenuLinkProps) {
  const link = (
    <ListItemButton component={Link} to={to} onClick={onClick} aria-current={active ? 'page' : undefined}
      className={active ? 'RaMenuItemLink-root RaMenuItemLink-active' : 'RaMenuItemLink-root'}>
      <ListItemIcon className="RaMenuItemLink-icon">{icon}</ListItemIcon>
      <Typography variant="inherit" noWrap>{label}</Typography>
    </ListItemButton>
  );
  return <li>{collapsed ? <Tooltip title={label} placement="right">{link}</Tooltip> : link}</li>;
}
