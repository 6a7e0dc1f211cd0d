/**
 * The one barcode label template. There is at most one row: none
 * means the default template (templateRules.ts) lays labels out. The logo is kept in the row as a
 * BLOB, so a template and its logo are written, replaced and removed in one transaction.
 */
import type { SqlClient } from '../database/sqlClient';
import { sqlTypes } from '../database/sqlTypes';
import { now } from '../time';
import type { TemplateSizes } from './templateRules';

export interface StoredLogo { bytes: Buffer; type: 'image/png' | 'image/jpeg' }

export interface StoredTemplate extends TemplateSizes {
  id: number;
  display_logo_confirmed: 0 | 1;
  logo: StoredLogo | null;
  created_at: string;
  updated_at: string;
}

export async function ensureBarcodeTable(db: SqlClient): Promise<void> {
  const types = sqlTypes(db.dialect);
  await db.exec(`
    CREATE TABLE IF NOT EXISTS barcode_templates (
      id ${types.id},
      width ${types.real} NOT NULL,
      height ${types.real} NOT NULL,
      labels_per_row ${types.integer} NOT NULL,
      space_between_labels ${types.real} NOT NULL,
      display_logo_confirmed ${types.integer} NOT NULL DEFAULT 1 CHECK (display_logo_confirmed IN (0, 1)),
      logo ${types.blob},
      logo_type TEXT CHECK (logo_type IN ('image/png', 'image/jpeg')),
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    );
  `);
}

type Row = Omit<StoredTemplate, 'logo'> & { logo: Buffer | null; logo_type: StoredLogo['type'] | null };

const fromRow = ({ logo, logo_type: type, ...row }: Row): StoredTemplate =>
  ({ ...row, logo: logo && type ? { bytes: logo, type } : null });

/** The template, or undefined while the default applies. */
export async function findTemplate(db: SqlClient): Promise<StoredTemplate | undefined> {
  const row = await db.get<Row>('SELECT * FROM barcode_templates ORDER BY id LIMIT 1');
  return row && fromRow(row);
}

export interface TemplateWrite extends TemplateSizes {
  display_logo_confirmed: 0 | 1;
  /** A new logo, null to remove the stored one, undefined to keep it. */
  logo: StoredLogo | null | undefined;
}

/** Inserts the template and answers its id. */
export async function insertTemplate(db: SqlClient, input: TemplateWrite): Promise<number> {
  const at = now();
  const row = await db.get<{ id: number }>(`INSERT INTO barcode_templates
    (width, height, labels_per_row, space_between_labels, display_logo_confirmed, logo, logo_type, created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    [input.width, input.height, input.labels_per_row, input.space_between_labels, input.display_logo_confirmed,
      input.logo?.bytes ?? null, input.logo?.type ?? null, at, at]);
  return Number(row!.id);
}

export async function updateTemplate(db: SqlClient, id: number, input: TemplateWrite): Promise<void> {
  await db.run(`UPDATE barcode_templates SET width = ?, height = ?, labels_per_row = ?, space_between_labels = ?,
    display_logo_confirmed = ?, updated_at = ? WHERE id = ?`,
    [input.width, input.height, input.labels_per_row, input.space_between_labels, input.display_logo_confirmed, now(), id]);
  if (input.logo !== undefined) {
    await db.run('UPDATE barcode_templates SET logo = ?, logo_type = ? WHERE id = ?', [input.logo?.bytes ?? null, input.logo?.type ?? null, id]);
  }
}

export async function deleteTemplate(db: SqlClient, id: number): Promise<void> {
  await db.run('DELETE FROM barcode_templates WHERE id = ?', [id]);
}
