// npm run serve: the reference server on PORT (8080), HOST (127.0.0.1), data in DATA_DIR (./data),
// resource files in SCHEMAS_DIR (schemas/), the built SPA in STATIC_DIR (dist/), demo password DEMO_PASSWORD (demo),
// mail delivered through SMTP_URL (none: kept in the outbox) from MAIL_FROM, its links on PUBLIC_URL (http://HOST:PORT).
import { buildApp } from './app';
import { ResourceFileError } from './loadResources';
import { DEMO_USERS } from './seed/users';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const password = process.env.DEMO_PASSWORD ?? 'demo';
const publicUrl = process.env.PUBLIC_URL ?? `http://${host}:${port}`;

try {
  const app = await buildApp({
    dataDir: process.env.DATA_DIR ?? './data', schemasDir: process.env.SCHEMAS_DIR, staticDir: process.env.STATIC_DIR, demoPassword: password, seed: 'demo', logger: true,
    smtpUrl: process.env.SMTP_URL || undefined, publicUrl, mailFrom: process.env.MAIL_FROM || undefined,
  });
  await app.listen({ port, host });
  console.log(`\nService desk running at http://${host}:${port}/`);
  console.log(process.env.SMTP_URL ? `Mail is sent through the SMTP server, with links to ${publicUrl}` : 'No SMTP_URL: mail stays in the outbox (Help desk > Outbox, for administrators)');
  console.log(`Demo logins (password "${password}", set when the database is created):`);
  for (const user of DEMO_USERS) console.log(`  ${user.email.padEnd(20)} ${user.role}`);
} catch (error) {
  if (!(error instanceof ResourceFileError)) throw error;
  console.error(`The resource files in ${process.env.SCHEMAS_DIR ?? 'schemas/'} are broken:`);
  for (const line of error.errors) console.error(`  ${line}`);
  process.exit(1);
}
