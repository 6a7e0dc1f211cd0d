import type { ReactElement } from 'react';
import { AgentPermissionBox } from './AgentPermissionBox';
import { HiddenAssetPicker } from './HiddenAssetPicker';
import { RecordPanel } from './RecordPanel';
import { TicketPanel } from './TicketPanel';
import { UserPermissionsButton } from './UserPermissionsButton';

export interface PanelOptions {
  /** The host record the panel belongs to: a ticket, user, organisation or agent id. */
  id?: number | string;
  /** asset-picker: the name the chosen ids are submitted under (default asset_ids). */
  name?: string;
}

/** What each kind draws, whether it needs a record id, and whether it draws resources (from the model, read first). */
export const PANEL_KINDS: Record<string, { needsId: boolean; model: boolean; render(id: number, options: PanelOptions): ReactElement }> = {
  ticket: { needsId: true, model: true, render: (id) => <TicketPanel ticketId={id} /> },
  user: { needsId: true, model: true, render: (id) => <RecordPanel kind="user" id={id} /> },
  organization: { needsId: true, model: true, render: (id) => <RecordPanel kind="organization" id={id} /> },
  permissions: { needsId: true, model: false, render: (id) => <AgentPermissionBox agentId={id} /> },
  'user-permissions': { needsId: true, model: false, render: (id) => <UserPermissionsButton userId={id} /> },
  'asset-picker': { needsId: false, model: true, render: (id, { name }) => <HiddenAssetPicker name={name ?? 'asset_ids'} ticketId={id || undefined} /> },
};
