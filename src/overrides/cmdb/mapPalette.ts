import type { Facet } from './cmdbApi';

/**
 * Twelve hues told apart at a glance, each at least 3:1 against the map's node fill of its theme (a
 * pale or a deep shade of the primary colour), so a type's stripe or a status's dot reads as a mark.
 */
const LIGHT = ['#1565c0', '#2e7d32', '#c62828', '#6a1b9a', '#e65100', '#00838f', '#ad1457', '#5d4037', '#455a64', '#827717', '#283593', '#00695c'];
const DARK = ['#90caf9', '#a5d6a7', '#ef9a9a', '#ce93d8', '#ffcc80', '#80deea', '#f48fb1', '#bcaaa4', '#b0bec5', '#e6ee9c', '#9fa8da', '#80cbc4'];

export type FacetKind = 'type' | 'status';

/**
 * facetColour(type, 'type', false): the colour of an asset type or status on the map, light or dark.
 * Today every one takes a hue of the palette by its id, so the same type keeps its colour on every
 * map and in the legend. This is the one place to read a colour the asset's resource file declares for
 * a type or a status (its x-badge, once declared for references): return that one first.
 */
export function facetColour(facet: Facet, _kind: FacetKind, dark: boolean): string {
  const palette = dark ? DARK : LIGHT;
  return palette[((facet.id % palette.length) + palette.length) % palette.length];
}
