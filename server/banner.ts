import { DEMO_USERS } from './seed/users';

export interface ServerAddress {
  host: string;
  port: number;
  publicUrl: string;
  demoPassword: string;
  smtpUrl?: string;
  /** How many processes answer requests; 1 for a single process. */
  workers: number;
  /** How long a stopping server lets its requests in flight finish before it cuts their connections (STOP_GRACE_SECONDS). */
  stopGraceMs: number;
}

/** What `npm start` prints once the server answers: where, how mail leaves, the demo logins. */
export function printBanner(server: ServerAddress): void {
  const processes = server.workers > 1 ? ` (${server.workers} worker processes)` : '';
  console.log(`\nService desk running at http://${server.host}:${server.port}/${processes}`);
  console.log(server.smtpUrl ? `Mail is sent through the SMTP server, with links to ${server.publicUrl}` : 'No SMTP_URL: mail stays in the outbox (Help desk > Outbox, for administrators)');
  console.log(`Demo logins (password "${server.demoPassword}", set when the database is created):`);
  for (const user of DEMO_USERS) console.log(`  ${user.email.padEnd(20)} ${user.role}`);
}
