import { defineResource, type ResourceDefinition } from '../../kernel';
import { perModel } from '../../engine/resourceFiles';

// The resource files a report can be about are the ones declaring x-report; the screens read their
// filters, columns and list endpoint from them, so a property added there is a choice here too.

/** The module of x-store that keeps reports: its resource files are the kinds of report. */
export const REPORTS_MODULE = 'reports';

interface Reports { definitions: ResourceDefinition[]; subjects: Map<string, ResourceDefinition> }

/** The report kinds and report subjects of the current model version. */
const reports = perModel(({ files }): Reports => ({
  definitions: files.filter((file) => file['x-store']?.module === REPORTS_MODULE).map((file) => defineResource(file)),
  subjects: new Map(files.filter((file) => file['x-report']).map((file) => [file['x-report']!.type, defineResource(file)] as const)),
}));

/** The report resource files (asset reports), as the reports home lists them. */
export const reportDefinitions = (): ResourceDefinition[] => reports().definitions;

/** subjectOf('asset') → the definition of the list whose reports have that type. */
export function subjectOf(type: unknown): ResourceDefinition {
  const subject = reports().subjects.get(String(type));
  if (!subject) throw new Error(`No resource file declares x-report.type "${type}"`);
  return subject;
}

/** The type a report has: its own, or for a new one the report resource file's default. */
export const reportType = (reports: ResourceDefinition, record?: { type?: unknown }) =>
  record?.type ?? reports.fields.type?.schema.default;
