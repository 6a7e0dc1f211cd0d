import {
  blockRole,
  DASHBOARD_SECTIONS,
  type BlockDescription,
  type DashboardBlock,
  type ResourceDefinition,
  hasRole,
  type Role,
} from '../../src/kernel';
import { memoised } from '../memoised';

/** A block with the resource file that declares it. */
export interface PlacedBlock {
  block: DashboardBlock;
  def: ResourceDefinition;
}

/** Every file's blocks in the page's order: by section (mine, desk, admin), then order, then file. */
export const dashboardBlocks = memoised((resources: ResourceDefinition[]): PlacedBlock[] => resources
  .flatMap((def) => (def.file['x-dashboard'] ?? []).map((block) => ({ block, def })))
  .sort((a, b) => DASHBOARD_SECTIONS.indexOf(a.block.section) - DASHBOARD_SECTIONS.indexOf(b.block.section) || a.block.order - b.block.order));

/** The blocks a role sees, in order. */
export const blocksFor = (resources: ResourceDefinition[], role: Role | undefined) =>
  dashboardBlocks(resources).filter(({ block }) => hasRole(role, blockRole(block)));

/** What the app is told of a block: what it draws, not how it is counted. */
export function describeBlock({ block, def }: PlacedBlock): BlockDescription {
  const by = block.by === undefined ? undefined : def.filters.find((filter) => filter.key === block.by);
  const described: BlockDescription = { id: block.id, section: block.section, kind: block.kind, title: block.title, resource: def.name };
  if (block.kind === 'grouped') Object.assign(described, { chart: block.chart ?? 'bar', group: by?.descriptor.label });
  for (const key of ['actions', 'empty', 'source'] as const) if (block[key] !== undefined) described[key] = block[key];
  return described;
}
