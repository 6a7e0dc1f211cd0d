import { lazy, useState, type MouseEvent } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useTranslate, type Identifier } from 'ra-core';
import type { ResourceDefinition } from '../../kernel';
import { OnceOpened } from './OnceOpened';

// The dialog's inputs (look-up selects, pickers) load when an action is first chosen, not with the tab.
const BulkDialog = lazy(() => import('./BulkDialog').then((m) => ({ default: m.BulkDialog })));

interface BulkMenuProps {
  definition: ResourceDefinition;
  link: string;
  id: Identifier;
  /** The chosen rows; the page shows the menu only while there are some. */
  ids: Identifier[];
  onDone(): void;
}

/** "Bulk actions" over the chosen linked rows: one menu entry per declared action, each opening its dialog. */
export function BulkMenu({ definition, link, id, ids, onDone }: BulkMenuProps) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement>();
  const [type, setType] = useState<string>();
  const actions = definition.links[link]?.bulk?.actions ?? [];
  return (
    <>
      <Button variant="outlined" endIcon={<ArrowDropDownIcon />} aria-haspopup="menu"
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}>
        {translate('sd.bulk.actions', { count: ids.length })}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== undefined} onClose={() => setAnchor(undefined)}>
        {actions.map((action) => (
          <MenuItem key={action.type} onClick={() => { setAnchor(undefined); setType(action.type); }}>
            {translate(action.label, { _: action.label })}
          </MenuItem>
        ))}
      </Menu>
      <OnceOpened open={type !== undefined}>
        <BulkDialog definition={definition} link={link} id={id} ids={ids} type={type}
          onClose={() => setType(undefined)} onDone={() => { setType(undefined); onDone(); }} />
      </OnceOpened>
    </>
  );
}
