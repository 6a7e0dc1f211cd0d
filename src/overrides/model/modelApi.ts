/**
 * The model API's calls the Data model screens make (server/routes/model/, administrators only):
 *   current  => GET  /service-desk/api/model                           data: { number, files }
 *   versions => GET  /service-desk/api/model/versions                  data.versions, newest first
 *   version  => GET  /service-desk/api/model/versions/{n}              data: { number, …, files }
 *   diff     => GET  /service-desk/api/model/diff?from&to              data: { from, to, summary, files: FileChange[] }
 *   check    => POST /service-desk/api/model/check   { files }         data: { problems, plan, summary, changes }
 *   apply    => POST /service-desk/api/model/apply   { version, files } 409 { current }, 422 { problems }, data: { number, summary, plan }
 *   restore  => POST /service-desk/api/model/versions/{n}/restore { version }   as apply
 *   removed  => GET  /service-desk/api/model/removed                   data.properties: [{ resource, property, column, rows }]
 *   purge    => POST /service-desk/api/model/removed/purge { resource, property, rows }   data: { purged } (409 when rows changed)
 */
import type { ApiRequest } from '../../engine/data';
import type { FileChange } from '../../kernel';
import type { ModelFiles, ModelVersion } from './draftStore';

export const MODEL_API = '/service-desk/api/model';

export interface VersionEntry {
  number: number;
  applied_by: 'files' | { id: number; name: string };
  applied_at: string;
  based_on: number | null;
  restored_from: number | null;
  summary: string;
}
export interface ModelDiff { from: number; to: number; summary: string; files: FileChange[] }
export interface ModelCheck { problems: string[]; plan: string[]; summary: string; changes: FileChange[] }
export interface RemovedProperty { resource: string; property: string; column: string; rows: number }

type Data<T> = { data?: T };
const dataOf = <T>(body: unknown) => (body as Data<T>)?.data as T;

export const currentRequest = (): ApiRequest => ({ method: 'GET', url: MODEL_API });
export const currentOf = (body: unknown) => dataOf<ModelVersion>(body);

export const versionsRequest = (): ApiRequest => ({ method: 'GET', url: `${MODEL_API}/versions` });
export const versionsOf = (body: unknown) => dataOf<{ versions?: VersionEntry[] }>(body)?.versions ?? [];

export const versionRequest = (number: number): ApiRequest => ({ method: 'GET', url: `${MODEL_API}/versions/${number}` });

export const diffRequest = (from: number, to?: number): ApiRequest => ({
  method: 'GET', url: `${MODEL_API}/diff`, query: [['from', String(from)], ...(to === undefined ? [] : [['to', String(to)] as [string, string]])],
});
export const diffOf = (body: unknown) => dataOf<ModelDiff>(body);

export const checkRequest = (files: ModelFiles): ApiRequest => ({ method: 'POST', url: `${MODEL_API}/check`, json: { files } });
export const checkOf = (body: unknown) => dataOf<ModelCheck>(body);

export const applyRequest = (version: number, files: ModelFiles): ApiRequest => ({ method: 'POST', url: `${MODEL_API}/apply`, json: { version, files } });
export const restoreRequest = (number: number, version: number): ApiRequest => ({ method: 'POST', url: `${MODEL_API}/versions/${number}/restore`, json: { version } });
export const changedOf = (body: unknown) => dataOf<{ number: number; summary: string; plan: string[] }>(body);

export const removedRequest = (): ApiRequest => ({ method: 'GET', url: `${MODEL_API}/removed` });
export const removedOf = (body: unknown) => dataOf<{ properties?: RemovedProperty[] }>(body)?.properties ?? [];
export const purgeRequest = (removed: RemovedProperty): ApiRequest => ({
  method: 'POST', url: `${MODEL_API}/removed/purge`, json: { resource: removed.resource, property: removed.property, rows: removed.rows },
});
