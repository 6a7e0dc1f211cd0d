/**
 * A resource file as the app is built with it: its top-level description is a note for the
 * administrators who edit it and $schema names the draft, neither of which a screen uses, so the
 * app's copy leaves them out (vite.config.ts). What the server precompiles for the app does the same.
 */
export function appFile<F extends object>(file: F): Omit<F, 'description' | '$schema'> {
  const { description: _description, $schema: _schema, ...rest } = file as F & { description?: unknown; $schema?: unknown };
  return rest;
}
