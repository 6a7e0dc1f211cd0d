/** percentile([3, 1, 2], 50) === 2 */
export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

/** Milliseconds of each of `times` runs, after a warm-up of a tenth as many; `before` runs untimed ahead of each. */
export async function measure(times: number, run: () => unknown, before?: () => unknown): Promise<number[]> {
  const once = async () => {
    await before?.();
    const start = process.hrtime.bigint();
    await run();
    return Number(process.hrtime.bigint() - start) / 1e6;
  };
  for (let i = 0; i < Math.ceil(times / 10); i++) await once();
  const out: number[] = [];
  for (let i = 0; i < times; i++) out.push(await once());
  return out;
}

export const median = (values: number[]) => percentile(values, 50);
