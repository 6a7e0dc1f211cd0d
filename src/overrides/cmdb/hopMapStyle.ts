import type { Theme } from '@mui/material/styles';
import type { MapColors } from './mapColors';

/**
 * The map box and its drawing's look, from the app's theme so light and dark both read: the box
 * keeps the drawing inside it (zoom and pan move the drawing, touch gestures stay on the map), nodes
 * in the theme's colours with the centred asset's ring, a focus ring for the box and each node.
 */
export const hopMapStyle = (colors: MapColors, { palette }: Theme) => ({
  position: 'relative',
  overflow: 'hidden',
  touchAction: 'none',
  userSelect: 'none',
  cursor: 'grab',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
  '& svg.hop-map': { display: 'block', width: '100%', height: '100%' },
  '& g.node': { cursor: 'pointer' },
  '& g.node:focus': { outline: 'none' },
  '& g.node rect.body': { fill: colors.node, stroke: colors.border },
  '& g.node.root rect.body': { strokeWidth: 3 },
  '& g.node rect.ring': { fill: 'none', stroke: colors.border, strokeWidth: 2 },
  '& g.node:focus rect.body': { stroke: colors.text, strokeWidth: 3 },
  '& g.node circle.status': { stroke: colors.text, strokeWidth: 1 },
  '& g.node text': { fill: colors.text },
  '& path.edge': { fill: 'none', stroke: colors.line },
  '& marker path': { fill: colors.line },
  '& g.edgeLabel rect': { fill: colors.labelBackground, fillOpacity: 0.9 },
  '& g.edgeLabel text': { fill: colors.label },
});
