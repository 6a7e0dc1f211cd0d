import type { ReactElement } from 'react';
import { Tooltip } from '@mui/material';
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
 * One entry of the side menu: a plain link in react-admin's menu classes, styled once for all entries
 * by the menu (MENU_STYLES in ServiceDeskLayout.tsx), so the same look as react-admin's entries without
 * their per-entry work: a media query, a store subscription, a route match, a shortcut listener, and
 * four styled components each (button, ripple, icon box, text) computing their styles when a page is
 * opened. ResourceMenu does the route and sidebar work once. The current page's link says so
 * (aria-current), not only its colour.
 */
export function MenuLink({ to, label, icon, active, collapsed, onClick }: MenuLinkProps) {
  const link = (
    <Link to={to} onClick={onClick} aria-current={active ? 'page' : undefined}
      className={active ? 'RaMenuItemLink-root RaMenuItemLink-active' : 'RaMenuItemLink-root'}>
      <span className="RaMenuItemLink-icon">{icon}</span>
      <span className="RaMenuItemLink-label">{label}</span>
    </Link>
  );
  return <li>{collapsed ? <Tooltip title={label} placement="right">{link}</Tooltip> : link}</li>;
}
