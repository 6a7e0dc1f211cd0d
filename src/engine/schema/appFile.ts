/**
 * A resource file as the app is built with it: its top-level description is a note for the
 * administrators who edit it, $schema names the draft and x-dashboard is what the server answers the
 * home page from (it lists the blocks to the app), none of which a screen reads in the file, so the
 * app's copy leaves them out (vite.config.ts). What the server precompiles for the app does the same.
 */
export function appFile<F extends object>(file: F): Omit<F, 'description' | '$schema' | 'x-dashboard'> {
  const { description: _description, $schema: _schema, 'x-dashboard': _dashboard, ...rest } = file as F & { description?: unknown; $schema?: unknown; 'x-dashboard'?: unknown };
  return rest;
}
