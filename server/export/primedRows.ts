/**
 * An export's batches with the first one read before anything is sent: a read that fails does so
 * while the route can still answer with an error, rather than cutting a file already begun. The rest
 * stream as before, and closing the result closes the batches (and their connection).
 */
export async function primedRows<T>(batches: AsyncGenerator<T>): Promise<AsyncGenerator<T>> {
  const first = await batches.next();
  return (async function* rows() {
    try {
      if (first.done) return;
      yield first.value;
      yield* batches;
    } finally {
      await batches.return(undefined);
    }
  })();
}
