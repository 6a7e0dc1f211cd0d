/**
 * A resource file as the app is built with it: its top-level description is a note for the
 * administrators who edit it, $schema names the draft, x-dashboard is what the server answers the home
 * page from (it lists the blocks to the app), x-import.synonyms are what the server maps an upload's
 * columns by, and of x-lookups the app needs only the names (to tell which resource a reference
 * points at); no screen reads the rest in the file, so the app's copy leaves it out (vite.config.ts).
 * What the server precompiles for the app does the same.
 */
type AppFile<F> = Omit<F, 'description' | '$schema' | 'x-dashboard'>;

interface ServerOnly {
  description?: unknown;
  $schema?: unknown;
  'x-dashboard'?: unknown;
  'x-import'?: { synonyms?: unknown };
  'x-lookups'?: Array<{ name: string }>;
}

export function appFile<F extends object>(file: F): AppFile<F> {
  const { description: _description, $schema: _schema, 'x-dashboard': _dashboard, ...rest } = file as F & ServerOnly;
  const kept: Record<string, unknown> = rest;
  const { 'x-import': imports, 'x-lookups': lookups } = rest as ServerOnly;
  if (imports) {
    const { synonyms: _synonyms, ...urls } = imports;
    kept['x-import'] = urls;
  }
  if (lookups) kept['x-lookups'] = lookups.map(({ name }) => ({ name }));
  return kept as AppFile<F>;
}
