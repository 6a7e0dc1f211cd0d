/** At most this many colours; more groups than that reuse them in turn. */
export const MAX_CHART_COLOURS = 100;

const hex = (value: number) => Math.round(value * 255).toString(16).padStart(2, '0');

/** HSL (hue in degrees, saturation and lightness 0..1) as #rrggbb. */
function hslHex(hue: number, saturation: number, lightness: number): string {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return `#${hex(channel(0))}${hex(channel(8))}${hex(channel(4))}`;
}

/**
 * chartColours(3) → three distinct colours. The original picks random ones; these step round the
 * colour wheel by the golden angle, so neighbours differ as much as random ones would, and a chart
 * looks the same every time it is drawn.
 */
export function chartColours(count: number): string[] {
  return Array.from({ length: Math.max(0, Math.min(count, MAX_CHART_COLOURS)) }, (_, i) =>
    hslHex((i * 137.508) % 360, 0.6 + (i % 3) * 0.1, 0.45 + (i % 2) * 0.1));
}
