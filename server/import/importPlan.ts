import type { ResourceDefinition, FieldDescriptor } from '../../src/kernel';
import type { SqlClient } from '../database/sqlClient';
import { selfReferences } from '../lookups';
import { importableFields } from './importColumns';
import type { ImportSettings } from './importJobs';
import { nameIndexes, type NameIndex } from './nameIndex';
import { WIRE_DATE_FORMAT } from './parseImportDate';

/** Where a property's value comes from in every row: a cell (0-based) or a fixed text. */
export interface PlannedField {
  field: FieldDescriptor;
  cell?: number;
  fixed?: string;
}

/** Everything a row needs to become a save, worked out once per run of a job. */
export interface ImportPlan {
  def: ResourceDefinition;
  resources: ResourceDefinition[];
  fields: PlannedField[];
  key?: FieldDescriptor;
  update: boolean;
  dateFormat: string;
  indexes: Map<string, NameIndex>;
  headerCount: number;
  /** The resource references its own rows (a tree): saved values then need the save route's cycle check. */
  selfReferencing: boolean;
}

/** The plan of a submitted mapping; the settings were checked by mappingErrors when submitted. */
export async function importPlan(db: SqlClient, resources: ResourceDefinition[], def: ResourceDefinition, settings: ImportSettings, headerCount: number): Promise<ImportPlan> {
  const importable = importableFields(def);
  const fields: PlannedField[] = importable.flatMap((field): PlannedField[] => {
    const header = settings.mapping[field.name];
    if (header !== undefined) return [{ field, cell: header - 1 }];
    const fixed = settings.fixed[field.name];
    return fixed !== undefined ? [{ field, fixed }] : [];
  });
  const keyName = def.file['x-import']?.key;
  return {
    def,
    resources,
    fields,
    key: fields.find((planned) => planned.field.name === keyName)?.field,
    update: settings.updateExisting,
    dateFormat: settings.dateFormat ?? WIRE_DATE_FORMAT,
    indexes: await nameIndexes(db, resources, fields.map((planned) => planned.field)),
    headerCount,
    selfReferencing: selfReferences(def).length > 0,
  };
}
