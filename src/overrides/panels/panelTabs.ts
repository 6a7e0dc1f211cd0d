/**
 * The tabs of the associates cards: what each lists and its columns (the
 * ticket panel's assets, a change's list row, the ticket panel's contracts). The ticket's rows are its links;
 * the user's and organisation's are the asset and contract lists narrowed to them.
 */
import type { RaRecord } from 'ra-core';
import { tabCellField } from '../../engine/views/tabCellField';
import type { Asset, Contract } from '../../types';
import type { PanelColumn } from './PanelTable';
import type { Page, PanelData } from './panelData';
import { panelMessages } from './panelMessages';

export type PanelTabKey = 'assets' | 'changes' | 'contracts';

export interface PanelTab {
  key: PanelTabKey;
  label: string;
  columns: PanelColumn[];
  load(page: number): Promise<Page>;
}

const { columns: text, tabs: labels } = panelMessages;

/** Where a column reads a row of T: a property of its resource file, or a name its read adds (managed_by.full_name). */
type PathOf<T> = Extract<keyof T, string> | `${string}.${string}`;

/** Columns of a resource whose record type is T, so a renamed property fails the type check here. */
const columnsOf = <T>(columns: Array<PanelColumn & { path: PathOf<T> }>): PanelColumn[] => columns;

/** A list filter by properties of T (the x-list filters named by their field). */
const filterOf = <T>(filter: { [K in keyof T]?: unknown[] }) => filter;

/** The show page of a record of `resource`, or no link when the resource has none. */
const showOf = (data: PanelData, resource: string, id: unknown) =>
  (id === undefined || id === null ? undefined : data.definition(resource).routes.show?.(String(id)));

function assetColumns(data: PanelData): PanelColumn[] {
  return columnsOf<Asset>([
    { label: text.name, path: 'name', truncate: 40, href: (row) => showOf(data, 'asset', row.id) },
    { label: text.managedBy, path: 'managed_by.full_name', truncate: 15 },
    { label: text.usedBy, path: 'used_by.full_name', truncate: 15 },
    { label: text.contract, path: 'contract.name', truncate: 15, href: (row) => showOf(data, 'contract', (row.contract as RaRecord | undefined)?.id) },
  ]);
}

/** A column of a property whose type decides how it reads (an amount, a date), shown as the agent panel's tabs show it. */
const typed = <P extends string>(data: PanelData, resource: string, label: string, path: P): PanelColumn & { path: P } =>
  ({ label, path, field: tabCellField(data.definition(resource), { path, label }) });

function contractColumns(data: PanelData): PanelColumn[] {
  return columnsOf<Contract>([
    { label: text.name, path: 'name', truncate: 40, href: (row) => showOf(data, 'contract', row.id) },
    typed(data, 'contract', text.cost, 'cost'),
    typed(data, 'contract', text.start, 'contract_start_date'),
    typed(data, 'contract', text.end, 'contract_end_date'),
  ]);
}

function changeColumns(data: PanelData): PanelColumn[] {
  return [
    { label: text.changeNumber, path: 'change_number', href: (row) => showOf(data, 'change', row.id) },
    { label: text.subject, path: 'subject', truncate: 50, href: (row) => showOf(data, 'change', row.id) },
    { label: text.type, path: 'type' },
  ];
}

export function ticketTabs(data: PanelData, ticketId: number): PanelTab[] {
  return [
    { key: 'assets', label: labels.assets, columns: assetColumns(data), load: (page) => data.linked('ticket', 'assets', ticketId, page) },
    { key: 'changes', label: labels.changes, columns: changeColumns(data), load: (page) => data.linked('ticket', 'changes', ticketId, page) },
    { key: 'contracts', label: labels.contracts, columns: contractColumns(data), load: (page) => data.contractsOf('ticket', ticketId, page) },
  ];
}

/** The host user page: the assets the user uses and the contracts naming them. */
export function userTabs(data: PanelData, userId: number): PanelTab[] {
  return [
    { key: 'assets', label: labels.assets, columns: assetColumns(data), load: (page) => data.list('asset', filterOf<Asset>({ used_by_id: [userId] }), page) },
    { key: 'contracts', label: labels.contracts, columns: contractColumns(data), load: (page) => data.list('contract', filterOf<Contract>({ user_ids: [userId] }), page) },
  ];
}

/** The host organisation page: its assets and the contracts naming it. */
export function organizationTabs(data: PanelData, orgId: number): PanelTab[] {
  return [
    { key: 'assets', label: labels.assets, columns: assetColumns(data), load: (page) => data.list('asset', filterOf<Asset>({ organization_id: [orgId] }), page) },
    { key: 'contracts', label: labels.contracts, columns: contractColumns(data), load: (page) => data.contractsOf('organization', orgId, page) },
  ];
}
