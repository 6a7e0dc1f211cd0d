/**
 * What the list of a resource with x-report answers for reports, beside its page:
 *   GET x-api.list.GET ?count=true[&count_by=<property>][&filter_id=<report>][&<filters>]  → data: [{id, name, count}]
 *   GET x-api.list.GET ?column=true[&filter_id=<report>]                     → the page plus <x-report.columns>: [{key, value, display}]
 *   GET x-api.list.GET ?filter_id=<report>[&config=true]&...                                → the page, with the report's filters
 * The generic list route serves the page; these hooks, on that route only, answer count=true
 * themselves, add the column choices to the page's answer, and add the report's filters to the
 * query first (where the request sets none of its own), so the filters have one implementation
 * (parseListQuery and listCondition). column=true wins over count=true: its answer is a superset.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ResourceDefinition, listEndpoint, setPath } from '../../../src/kernel';
import { badRequest, notFound } from '../../httpErrors';
import { countableFields, countBy } from '../../repositories/countBy';
import { listCondition } from '../../repositories/listQuery';
import { findReport, type Report } from '../../repositories/reports';
import { searchWay } from '../../repositories/searchWay';
import { parseListQuery } from '../resources/parseListQuery';
import { isOn, positiveId, scalar, type RawQuery } from '../resources/parseQuery';
import { withSavedFilter } from '../savedFilters/savedFilterQuery';
import { columnChoices, type ColumnChoice } from './reportColumns';
import { reportValues } from './reportFilters';
import { REPORT_NOT_FOUND } from './reportRoutes';

export const REPORT_PARAM = 'filter_id';
export const COUNT_BY_PARAM = 'count_by';

/** The report filter_id names, which must be a report of this list. */
async function reportOf(app: FastifyInstance, reports: ResourceDefinition, subject: ResourceDefinition, query: RawQuery): Promise<Report | undefined> {
  const raw = scalar(query, REPORT_PARAM);
  if (raw === undefined || raw === '') return undefined;
  const report = await findReport(app.db, reports, positiveId(raw, REPORT_PARAM), undefined);
  if (!report || report.type !== subject.file['x-report']!.type) throw notFound(REPORT_NOT_FOUND);
  return report;
}

async function counts(app: FastifyInstance, subject: ResourceDefinition, query: RawQuery) {
  const name = scalar(query, COUNT_BY_PARAM) || subject.file['x-report']!.countBy;
  const fields = countableFields(subject);
  const field = fields.find((candidate) => candidate.name === name);
  if (!field) throw badRequest(`The ${COUNT_BY_PARAM} must be one of: ${fields.map((candidate) => candidate.name).join(', ')}.`);
  const { filters, search } = parseListQuery(subject, query);
  const where = await listCondition(subject, { filters, search }, await searchWay(app.db, subject, search), app.db);
  return countBy(app.db, app.resources, subject, field, where);
}

/** Registers the hook for one resource with x-report; `reports` is the report resource file's definition. */
export function listAnswers(app: FastifyInstance, reports: ResourceDefinition, subject: ResourceDefinition) {
  const spec = subject.file['x-report']!;
  const isList = (request: FastifyRequest) => request.method === 'GET' && request.routeOptions.url === listEndpoint(subject).GET;
  const choicesOf = new WeakMap<FastifyRequest, ColumnChoice[]>();
  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isList(request)) return;
    const { [REPORT_PARAM]: _id, ...sent } = request.query as RawQuery;
    const report = await reportOf(app, reports, subject, request.query as RawQuery);
    const query = report ? withSavedFilter(reportValues(report.filter_meta), sent) : sent;
    if (isOn(query, 'column')) choicesOf.set(request, columnChoices(subject, report?.report_column_keys));
    else if (isOn(query, 'count')) return reply.send({ success: true, data: await counts(app, subject, query) });
    request.query = query;
  });
  app.addHook('preSerialization', async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
    const choices = isList(request) ? choicesOf.get(request) : undefined;
    if (choices && payload && typeof payload === 'object') setPath(payload as Record<string, unknown>, spec.columns, choices);
    return payload;
  });
}
