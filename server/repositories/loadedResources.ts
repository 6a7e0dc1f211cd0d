import type { ResourceDefinition } from '../../src/kernel';
import type { SqlClient } from '../database/sqlClient';

// Mail is written deep inside a module's transaction (a CAB level settling, a contract saved), where
// only the database is at hand, yet the names it shows may live in another resource's table (a
// contract's vendor): the resource files the app loaded are kept beside its connection.
const loaded = new WeakMap<SqlClient, ResourceDefinition[]>();

/** Called once by the app that opened db with the resource files it serves. */
export const rememberResources = (db: SqlClient, resources: ResourceDefinition[]) => { loaded.set(db, resources); };

/** The resource files of the app that opened db (none for a connection no app opened). */
export const resourcesOf = (db: SqlClient): ResourceDefinition[] => loaded.get(db) ?? [];
