import { useCallback, useRef } from 'react';
import { VegaEmbed } from 'react-vega';
import type { EmbedOptions, Result } from 'vega-embed';
import type { TopLevelSpec } from 'vega-lite';

interface VegaChartProps {
  spec: TopLevelSpec;
  /** A mark was clicked: the position of its group (the data's `key`). */
  onPick?(key: number): void;
  onError(): void;
}

// SVG, no action menu; expressions interpreted (ast), never compiled into functions, which the
// policy forbids (no eval).
const OPTIONS: EmbedOptions = { actions: false, renderer: 'svg', ast: true };

/** The chart drawn by react-vega: this module carries vega, so it loads only where a chart is shown (Chart.tsx). */
export default function VegaChart({ spec, onPick, onError }: VegaChartProps) {
  const pick = useRef(onPick);
  pick.current = onPick;
  const onEmbed = useCallback((result: Result) => {
    result.view.addEventListener('click', (_event, item) => {
      const key = (item as { datum?: { key?: unknown } } | null | undefined)?.datum?.key;
      if (typeof key === 'number') pick.current?.(key);
    });
  }, []);
  return <VegaEmbed spec={spec} options={OPTIONS} onEmbed={onEmbed} onError={onError} style={{ width: '100%' }} />;
}
