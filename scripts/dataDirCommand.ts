/**
 * An npm script taking one file and working on DATA_DIR (./data): without the file it prints `usage`
 * and exits 2; it prints what `run` answers, or `<failure>: <message>` and exits 1.
 */
export async function dataDirCommand(usage: string, failure: string, run: (file: string, dataDir: string) => Promise<string> | string): Promise<void> {
  const [file] = process.argv.slice(2);
  if (!file) {
    console.error(usage);
    process.exit(2);
  }
  try {
    console.log(await run(file, process.env.DATA_DIR ?? './data'));
  } catch (error) {
    console.error(`${failure}: ${(error as Error).message}`);
    process.exit(1);
  }
}
