// npm run validate:schemas [folder]: checks every resource file against schemas/meta/resource.schema.json.
import { loadResources, ResourceFileError, SCHEMAS_DIR } from '../server/loadResources';

try {
  const definitions = loadResources(process.argv[2] ?? SCHEMAS_DIR);
  console.log(`${definitions.length} resource files valid: ${definitions.map((d) => d.name).join(', ')}`);
} catch (error) {
  if (!(error instanceof ResourceFileError)) throw error;
  console.error(error.message);
  process.exit(1);
}
