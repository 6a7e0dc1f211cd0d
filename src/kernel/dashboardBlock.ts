/** The home page's blocks as the resource files declare them (x-dashboard) and as the server answers them. */
import type { DashboardBlock } from './keywords.generated';
import type { Role } from './types';

/** One block of x-dashboard (generated: schemas/meta/resource.schema.json says what each key means). */
export type { DashboardBlock } from './keywords.generated';
export type DashboardSection = DashboardBlock['section'];
export type BlockKind = DashboardBlock['kind'];
export type BlockChart = NonNullable<DashboardBlock['chart']>;

export const DASHBOARD_SECTIONS: readonly DashboardSection[] = ['mine', 'desk', 'admin'];

/** A filter value standing for the signed-in person's id, among an ids filter's values. */
export const ME = '$me';
/** A daterange value standing for a window from the start of today: "next 14 days". */
export const NEXT_DAYS = /^next ([1-9][0-9]{0,2}) days?$/;

/** How many rows a list block shows when its file says nothing. */
export const DEFAULT_BLOCK_LIMIT = 5;

/** The lowest role that sees a block: its own, else the admin section's administrators and everyone else's agents. */
export const blockRole = (block: Pick<DashboardBlock, 'role' | 'section'>): Exclude<Role, 'user'> =>
  block.role ?? (block.section === 'admin' ? 'admin' : 'agent');

/**
 * A block as GET /api/dashboard lists it for the app: what it draws, never its filter (the server
 * runs that). resource: the file it belongs to, whose definition draws its rows.
 */
export interface BlockDescription {
  id: string;
  section: DashboardSection;
  kind: BlockKind;
  title: string;
  resource: string;
  chart?: BlockChart;
  /** The counted property's title (a grouped block's groups), for the chart's axis and its table. */
  group?: string;
  actions?: string;
  empty?: string;
  source?: string;
}

/** One bar or slice of a grouped block: its value's name (null: rows without one), how many, and the list showing exactly them. */
export interface BlockGroup {
  name: string | null;
  count: number;
  link?: string;
}

/** A row a module's block lists (a source): what it is, a line about it, and where it opens. */
export interface BlockItem {
  id: number | string;
  title: string;
  detail?: string;
  link?: string;
  /** A state shown as a chip ('failed'), with its colour. */
  badge?: { text: string; colour: 'default' | 'success' | 'error' | 'warning' | 'info' };
}

/**
 * GET /api/dashboard/{id}: how many rows the block counts and the list showing them (link), plus
 * by kind the groups, the first rows as the list reads them (rows), or a source's items.
 */
export interface BlockData {
  total: number;
  link?: string;
  groups?: BlockGroup[];
  rows?: Array<Record<string, unknown>>;
  items?: BlockItem[];
}
