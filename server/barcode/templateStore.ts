/**
 * The one barcode label template. There is at most one row: none
 * means the default template (templateRules.ts) lays labels out. The logo is kept in the row as a
 * BLOB, so a template and its logo are written, replaced and removed in one transaction.
 */
import type { Database } from 'better-sqlite3';
import { prepared } from '../sql';
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

export function ensureBarcodeTable(db: Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS barcode_templates (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      width REAL NOT NULL,
      height REAL NOT NULL,
      labels_per_row INTEGER NOT NULL,
      space_between_labels REAL NOT NULL,
      display_logo_confirmed INTEGER NOT NULL DEFAULT 1 CHECK (display_logo_confirmed IN (0, 1)),
      logo BLOB,
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
export function findTemplate(db: Database): StoredTemplate | undefined {
  const row = prepared(db, 'SELECT * FROM barcode_templates ORDER BY id LIMIT 1').get() as Row | undefined;
  return row && fromRow(row);
}

export interface TemplateWrite extends TemplateSizes {
  display_logo_confirmed: 0 | 1;
  /** A new logo, null to remove the stored one, undefined to keep it. */
  logo: StoredLogo | null | undefined;
}

/** Inserts the template and answers its id. */
export function insertTemplate(db: Database, input: TemplateWrite): number {
  const at = now();
  const result = prepared(db, `INSERT INTO barcode_templates
    (width, height, labels_per_row, space_between_labels, display_logo_confirmed, logo, logo_type, created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`)
    .run(input.width, input.height, input.labels_per_row, input.space_between_labels, input.display_logo_confirmed,
      input.logo?.bytes ?? null, input.logo?.type ?? null, at, at);
  return Number(result.lastInsertRowid);
}

export function updateTemplate(db: Database, id: number, input: TemplateWrite): void {
  prepared(db, `UPDATE barcode_templates SET width = ?, height = ?, labels_per_row = ?, space_between_labels = ?,
    display_logo_confirmed = ?, updated_at = ? WHERE id = ?`)
    .run(input.width, input.height, input.labels_per_row, input.space_between_labels, input.display_logo_confirmed, now(), id);
  if (input.logo !== undefined) {
    prepared(db, 'UPDATE barcode_templates SET logo = ?, logo_type = ? WHERE id = ?').run(input.logo?.bytes ?? null, input.logo?.type ?? null, id);
  }
}

export function deleteTemplate(db: Database, id: number): void {
  prepared(db, 'DELETE FROM barcode_templates WHERE id = ?').run(id);
}
