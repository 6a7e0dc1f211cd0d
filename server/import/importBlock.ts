/**
 * The administrators' dashboard block of the last imports (source import.last-jobs): each started
 * import, newest first, with what it created, updated and refused, opening its tracking page; the
 * block's count opens the list of every started import.
 * The app's routes, as src/overrides/import/importRoutes.ts names them (tests/unit/dashboard checks).
 */
import type { BlockData, BlockItem } from '../../src/kernel';
import type { SourceContext } from '../dashboard/blockSources';
import type { JobStatus } from './importJobs';
import { IMPORT_STATUS_COLOURS } from '../../src/overrides/import/rules/importStatusColours';
import { countStartedImports, startedImports } from './startedImports';

export const IMPORTS_PAGE = '/service-desk/import-tracking';
export const trackingPage = (id: number) => `/service-desk/import-tracking/${id}`;

// Every status has its colour: a status the job table gains fails the type check here.
const COLOURS: Record<JobStatus, NonNullable<BlockItem['badge']>['colour']> = IMPORT_STATUS_COLOURS;

export async function lastImports({ db, limit }: SourceContext): Promise<BlockData> {
  return {
    total: await countStartedImports(db),
    link: IMPORTS_PAGE,
    items: (await startedImports(db, limit)).map((job) => ({
      id: job.id,
      title: job.file_name,
      detail: `${job.created} created, ${job.updated} updated, ${job.failed} failed`,
      link: trackingPage(job.id),
      badge: { text: job.status, colour: COLOURS[job.status] },
    })),
  };
}
