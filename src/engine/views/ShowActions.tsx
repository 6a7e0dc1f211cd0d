import { useCallback, useState, type MouseEvent, type ReactElement } from 'react';
import { Box, Button, Menu, MenuItem } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useTranslate, type RaRecord } from 'ra-core';
import { Link, useNavigate } from 'react-router-dom';
import type { ActionFlags } from '../data';
import { useHasRole } from '../hooks/useHasRole';
import { MENU_ITEM_KINDS } from '../menuItems/menuItemKinds';
import type { ResourceDefinition, MenuItem as MenuItemSpec, ShowMenu } from '../../kernel';
import { actionGate } from './actionGate';
import { DisabledAction } from './DisabledAction';
import { OnceOpened } from './OnceOpened';

/** Without x-show.menus a show page offers edit and delete, gated by the row flags. */
const DEFAULT_MENUS: ShowMenu[] = [{ label: '', items: [{ kind: 'edit', flag: 'edit' }, { kind: 'delete', flag: 'delete' }] }];

interface ShowActionsProps {
  definition: ResourceDefinition;
  record: RaRecord;
  flags: ActionFlags;
  /** Called after a command ran (whatever its outcome), so the page reloads the record, flags and tabs. */
  onChanged(): void;
  /** Whether the flags have been read (x-show.disabledUnless shows nothing disabled before). */
  loaded?: boolean;
}

/** The show page's action menus, each item drawn and run by its kind (MENU_ITEM_KINDS): every item appears only when its flag is granted. */
export function ShowActions({ definition, record, flags, onChanged, loaded = true }: ShowActionsProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  // The item whose dialog is open.
  const [open, setOpen] = useState<MenuItemSpec>();
  const close = useCallback(() => setOpen(undefined), []);
  const [anchor, setAnchor] = useState<{ menu: number; element: HTMLElement }>();
  const menus = definition.show.menus ?? DEFAULT_MENUS;
  const unless = definition.show.disabledUnless;
  const kindOf = (item: MenuItemSpec) => MENU_ITEM_KINDS[item.kind];
  // An item whose flag is not granted is hidden, or shown disabled while x-show.disabledUnless says so.
  const gateOf = (item: MenuItemSpec) => actionGate(item.flag, flags, unless, loaded);
  // An item without a flag of its own follows the resource's roles: who may not write sees no writing action.
  const writer = useHasRole(definition.write).allowed;
  const remover = useHasRole(definition.remove).allowed;
  const roleAllows = (item: MenuItemSpec) => item.flag !== undefined || (kindOf(item).role === 'remove' ? remover : writer);
  const granted = (item: MenuItemSpec) => roleAllows(item) && gateOf(item) !== 'hidden' && (kindOf(item).offered?.(item, definition, record) ?? true);
  const words = (name: string) => translate(`sd.action.${name}`, { _: name });
  const labelOf = (item: MenuItemSpec) => (item.label ? words(item.label) : kindOf(item).label?.(item, definition, translate) ?? words(item.kind));
  const hrefOf = (item: MenuItemSpec) => kindOf(item).href?.(item, definition, record);
  const choose = (item: MenuItemSpec) => {
    setAnchor(undefined);
    const href = hrefOf(item);
    if (href !== undefined) navigate(href);
    else setOpen(item);
  };
  // One dialog per kind this page's menus use, drawn from its first opening: a page arriving draws only its buttons.
  const dialogKinds = [...new Set(menus.flatMap((menu) => menu.items.map((item) => item.kind)))].filter((kind) => MENU_ITEM_KINDS[kind].Dialog);
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {menus.map((menu, index) => {
        const items = menu.items.filter(granted);
        if (items.length === 0) return null;
        const disabled = (item: MenuItemSpec) => gateOf(item) === 'disabled';
        // A disabled action keeps its place, with the reason in a tooltip.
        const gated = (item: MenuItemSpec, control: ReactElement, block = false) =>
          (disabled(item) ? <DisabledAction key={labelOf(item)} tooltip={unless!.tooltip} block={block}>{control}</DisabledAction> : control);
        // An unnamed menu is a row of buttons (an item leading to a page is a link); a named one opens a dropdown.
        if (!menu.label) {
          return items.map((item) => {
            const href = hrefOf(item);
            return gated(item, href !== undefined
              ? <Button key={labelOf(item)} component={Link} to={href} disabled={disabled(item)}>{labelOf(item)}</Button>
              : <Button key={labelOf(item)} color={kindOf(item).color ?? 'primary'} disabled={disabled(item)} onClick={() => choose(item)}>{labelOf(item)}</Button>);
          });
        }
        const menuButton = (
          <Button variant="outlined" endIcon={<ArrowDropDownIcon />} aria-haspopup="menu" disabled={items.every(disabled)}
            onClick={(event: MouseEvent<HTMLElement>) => setAnchor({ menu: index, element: event.currentTarget })}>
            {translate(`sd.action.${menu.label.toLowerCase()}`, { _: menu.label })}
          </Button>
        );
        return (
          <Box key={menu.label}>
            {items.every(disabled) ? <DisabledAction tooltip={unless!.tooltip}>{menuButton}</DisabledAction> : menuButton}
            <OnceOpened open={anchor?.menu === index}>
              <Menu anchorEl={anchor?.element} open={anchor?.menu === index} onClose={() => setAnchor(undefined)}>
                {items.map((item) => gated(item, <MenuItem key={labelOf(item)} disabled={disabled(item)} onClick={() => choose(item)}>{labelOf(item)}</MenuItem>, true))}
              </Menu>
            </OnceOpened>
          </Box>
        );
      })}
      {dialogKinds.map((kind) => {
        const { Dialog } = MENU_ITEM_KINDS[kind];
        const item = open?.kind === kind ? open : undefined;
        return Dialog && (
          <OnceOpened key={kind} open={item !== undefined}>
            <Dialog definition={definition} record={record} item={item} label={item ? labelOf(item) : ''} onClose={close} onChanged={onChanged} />
          </OnceOpened>
        );
      })}
    </Box>
  );
}
