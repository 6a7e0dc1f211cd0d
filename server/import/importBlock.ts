/**
 * The administrators' dashboard block of the last imports (source import.last-jobs): each started
 * import, newest first, with what it created, updated and refused, opening its tracking page.
 * The app's routes, as src/overrides/import/importRoutes.ts names them (tests/unit/dashboard checks).
 */
import type { BlockData, BlockItem } from '../../src/kernel';
import type { SourceContext } from '../dashboard/blockSources';
import { prepared } from '../sql';
import type { JobStatus } from './importJobs';

export const IMPORT_PAGE = '/service-desk/asset-importer/settings';
export const trackingPage = (id: number) => `/service-desk/import-tracking/${id}`;

// An upload still waiting for its mapping is the wizard's, not an import yet.
const STARTED = "status <> 'uploaded'";
const COLOURS: Record<JobStatus, NonNullable<BlockItem['badge']>['colour']> = {
  uploaded: 'default', queued: 'default', running: 'info', completed: 'success', failed: 'error',
};

type Job = { id: number; file_name: string; status: JobStatus; created: number; updated: number; failed: number };

export function lastImports({ db, limit }: SourceContext): BlockData {
  const jobs = prepared(db, `SELECT id, file_name, status, created, updated, failed FROM import_jobs WHERE ${STARTED} ORDER BY id DESC LIMIT ?`).all(limit) as Job[];
  const { total } = prepared(db, `SELECT COUNT(*) AS total FROM import_jobs WHERE ${STARTED}`).get() as { total: number };
  return {
    total,
    link: IMPORT_PAGE,
    items: jobs.map((job) => ({
      id: job.id,
      title: job.file_name,
      detail: `${job.created} created, ${job.updated} updated, ${job.failed} failed`,
      link: trackingPage(job.id),
      badge: { text: job.status, colour: COLOURS[job.status] },
    })),
  };
}
