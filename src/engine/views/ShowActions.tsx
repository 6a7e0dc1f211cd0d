import { lazy, Suspense, useCallback, useState, type MouseEvent, type ReactElement } from 'react';
import { Box, Button, Menu, MenuItem } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useTranslate, type RaRecord } from 'ra-core';
import { Link, useNavigate } from 'react-router-dom';
import type { ActionFlags } from '../data';
import { linkedRecordOf } from '../data/linkedRecord';
import { useCommand } from '../hooks/useCommand';
import { useDeleteRecord } from '../hooks/useDeleteRecord';
import { useHasRole } from '../hooks/useHasRole';
import { useLinkReload } from '../hooks/useLinkReload';
import { usePlanningLabel } from '../hooks/usePlanningLabel';
import { type ResourceDefinition, createLinkedPath, type MenuItem as MenuItemSpec, type ShowMenu } from '../../kernel';
import { ConfirmDelete } from './ConfirmDelete';
import { actionGate } from './actionGate';
import { ConfirmDialog } from './ConfirmDialog';
import { CreateLinkedDialog } from './CreateLinkedDialog';
import { DisabledAction } from './DisabledAction';
import { DetachLinkedDialog } from './DetachLinkedDialog';
import { OnceOpened } from './OnceOpened';

const CommandDialog = lazy(() => import('./CommandDialog'));
// The attach dialog's look-up selects and filters load when it is first opened, not with the page.
const AttachDialog = lazy(() => import('./AttachDialog').then((m) => ({ default: m.AttachDialog })));
const PlanningDialog = lazy(() => import('./PlanningDialog').then((m) => ({ default: m.PlanningDialog })));

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

/** The show page's action menus: every item appears only when its flag is granted. */
export function ShowActions({ definition, record, flags, onChanged, loaded = true }: ShowActionsProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [asking, setAsking] = useState<MenuItemSpec>();
  // The x-planning kind whose popup a 'planning' item opened.
  const [planning, setPlanning] = useState<string>();
  // The x-links entry whose attach dialog an 'attach' item opened.
  const [attaching, setAttaching] = useState<string>();
  const planningLabel = usePlanningLabel(definition);
  const [anchor, setAnchor] = useState<{ menu: number; element: HTMLElement }>();
  const deletion = useDeleteRecord(definition, () => navigate(definition.routes.list));
  const command = useCommand(definition, () => { setAsking(undefined); onChanged(); });
  const reloadAfterLink = useLinkReload(definition, onChanged);
  const menus = definition.show.menus ?? DEFAULT_MENUS;
  const unless = definition.show.disabledUnless;
  // An item whose flag is not granted is hidden, or shown disabled while x-show.disabledUnless says so.
  const gateOf = (item: MenuItemSpec) => actionGate(item.flag, flags, unless, loaded);
  // An item without a flag of its own follows the resource's roles: who may not write sees no writing action.
  const writer = useHasRole(definition.write).allowed;
  const remover = useHasRole(definition.remove).allowed;
  const roleAllows = (item: MenuItemSpec) => item.flag !== undefined || (item.kind === 'delete' ? remover : writer);
  // A read-only resource (no x-api.delete) never offers delete, whatever its row flags say.
  const granted = (item: MenuItemSpec) => roleAllows(item) && gateOf(item) !== 'hidden'
    && (item.kind !== 'delete' || definition.api.delete !== undefined)
    && (item.kind !== 'edit' || definition.routes.edit !== undefined)
    && (item.kind !== 'attach-new' || createLinkedPath(definition, item.link ?? '', record.id) !== undefined)
    // Detach needs the one linked record in hand, whatever a stale flag says.
    && (item.kind !== 'detach' || linkedRecordOf(definition, record, item.link ?? '') !== undefined);
  const labelOf = (item: MenuItemSpec) => (item.kind === 'planning' && !item.label ? planningLabel(item.key ?? '')
    : translate(`sd.action.${item.label ?? item.command ?? item.kind}`, { _: item.label ?? item.command ?? item.kind }));
  const choose = (item: MenuItemSpec) => {
    setAnchor(undefined);
    if (item.kind === 'edit') navigate(definition.routes.edit!(record.id));
    else if (item.kind === 'planning') setPlanning(item.key);
    else if (item.kind === 'attach') setAttaching(item.link);
    else if (item.kind === 'attach-new' && item.modal) setAsking(item);
    else if (item.kind === 'attach-new') navigate(createLinkedPath(definition, item.link!, record.id)!);
    else setAsking(item);
  };
  // A record made in the attach-new dialog is linked to this one: the dialog waited the spec's second, the page reloads.
  const createdLinked = useCallback(() => { setAsking(undefined); onChanged(); }, [onChanged]);
  const askedCommand = asking?.kind === 'command' ? definition.actions?.commands?.[asking.command ?? ''] : undefined;
  // A command that asks for values opens its form dialog; one that asks nothing, a confirmation.
  const asksValues = !!askedCommand && (askedCommand.fields !== undefined || askedCommand.inputs !== undefined);
  const commandSpec = asksValues ? undefined : askedCommand;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {menus.map((menu, index) => {
        const items = menu.items.filter(granted);
        if (items.length === 0) return null;
        const disabled = (item: MenuItemSpec) => gateOf(item) === 'disabled';
        // A disabled action keeps its place, with the reason in a tooltip.
        const gated = (item: MenuItemSpec, control: ReactElement, block = false) =>
          (disabled(item) ? <DisabledAction key={labelOf(item)} tooltip={unless!.tooltip} block={block}>{control}</DisabledAction> : control);
        // An unnamed menu is a row of buttons; a named one opens a dropdown.
        if (!menu.label) {
          return items.map((item) => gated(item, item.kind === 'edit'
            ? <Button key={labelOf(item)} component={Link} to={definition.routes.edit!(record.id)} disabled={disabled(item)}>{labelOf(item)}</Button>
            : <Button key={labelOf(item)} color={item.kind === 'delete' ? 'error' : 'primary'} disabled={disabled(item)} onClick={() => choose(item)}>{labelOf(item)}</Button>));
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
      <OnceOpened open={planning !== undefined}>
        <PlanningDialog definition={definition} id={record.id} entryKey={planning} onClose={() => { setPlanning(undefined); onChanged(); }} />
      </OnceOpened>
      <OnceOpened open={attaching !== undefined}>
        <AttachDialog definition={definition} link={attaching} id={record.id} onClose={() => setAttaching(undefined)}
          onAttached={() => { setAttaching(undefined); reloadAfterLink(attaching); }} />
      </OnceOpened>
      {/* Menus and dialogs are mounted from their first opening: a page arriving draws only its buttons. */}
      <OnceOpened open={asking?.kind === 'detach'}>
        <DetachLinkedDialog definition={definition} record={record} link={asking?.kind === 'detach' ? asking.link : undefined}
          onClose={() => setAsking(undefined)} onDetached={reloadAfterLink} />
      </OnceOpened>
      <OnceOpened open={asking?.kind === 'attach-new'}>
        <CreateLinkedDialog definition={definition} link={asking?.kind === 'attach-new' ? asking.link : undefined} id={record.id}
          label={asking ? labelOf(asking) : ''} onClose={() => setAsking(undefined)} onCreated={createdLinked} />
      </OnceOpened>
      <OnceOpened open={asking?.kind === 'delete'}>
        <ConfirmDelete open={asking?.kind === 'delete'} name={definition.title} busy={deletion.busy}
          onConfirm={() => deletion.remove(record.id)} onClose={() => setAsking(undefined)} />
      </OnceOpened>
      {asksValues && (
        <Suspense fallback={null}>
          <CommandDialog definition={definition} name={asking!.command!} record={record} onClose={() => setAsking(undefined)}
            onDone={() => { setAsking(undefined); onChanged(); }} />
        </Suspense>
      )}
      <OnceOpened open={commandSpec !== undefined}>
        <ConfirmDialog
          open={commandSpec !== undefined}
          title={translate(commandSpec?.title ?? 'sd.confirm.title', { name: definition.title })}
          question={translate(commandSpec?.confirm ?? 'sd.confirm.title', { name: definition.title })}
          confirm={translate(commandSpec?.button ?? 'sd.confirm.yes')}
          busy={command.busy}
          onConfirm={() => command.run(asking!.command!, record.id)}
          onClose={() => setAsking(undefined)}
        />
      </OnceOpened>
    </Box>
  );
}
