import type { SqlClient } from './sqlClient';

let savepoints = 0;

/** A transaction inside a transaction: undone alone when its work fails, kept with the outer one. */
export async function savepoint<T>(tx: SqlClient, work: (tx: SqlClient) => Promise<T>): Promise<T> {
  const name = `inner_${++savepoints}`;
  await tx.exec(`SAVEPOINT ${name}`);
  try {
    const result = await work(tx);
    await tx.exec(`RELEASE SAVEPOINT ${name}`);
    return result;
  } catch (error) {
    await tx.exec(`ROLLBACK TO SAVEPOINT ${name}; RELEASE SAVEPOINT ${name}`);
    throw error;
  }
}
