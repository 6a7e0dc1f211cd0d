import { useGetIdentity, UserMenu, useTranslate } from 'react-admin';

/**
 * react-admin's user menu, named after the person it belongs to: its button shows their name, and a
 * control's spoken name must contain the words it shows (someone who says "click Ada Admin" reaches it).
 */
export function AccountMenu() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  return <UserMenu label={identity?.fullName ? translate('sd.menu.account', { name: identity.fullName }) : 'ra.auth.user_menu'} />;
}
