import type { Role } from '../../src/kernel';

/** The three demo logins; their password is the server's demoPassword. */
export const DEMO_USERS: Array<{ name: string; email: string; role: Role }> = [
  { name: 'Ada Admin', email: 'admin@example.com', role: 'admin' },
  { name: 'Alan Agent', email: 'agent@example.com', role: 'agent' },
  { name: 'Uma User', email: 'user@example.com', role: 'user' },
];

/** People for the look-ups (requesters, assignees, approvers); they have no password and cannot log in. */
export const OTHER_USERS: Array<{ name: string; email: string; role: Role }> = [
  ['Grace Hopper', 'agent'], ['Linus Okafor', 'agent'], ['Margaret Chen', 'agent'], ['Dennis Kowalski', 'agent'],
  ['Barbara Liskov', 'admin'], ['Ken Tanaka', 'agent'], ['Radia Perlman', 'agent'], ['Tim Berners', 'user'],
  ['Frances Allen', 'user'], ['Edsger Visser', 'user'], ['Sophie Wilson', 'user'], ['John Mbeki', 'user'],
  ['Karen Jones', 'user'], ['Niklaus Wirth', 'user'], ['Hedy Lamarr', 'user'],
].map(([name, role]) => ({ name, role: role as Role, email: `${name.toLowerCase().replace(/ /g, '.')}@example.com` }));
