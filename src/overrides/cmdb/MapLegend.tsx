import { Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { compareText } from '../../kernel';
import type { Facet, MapNode } from './cmdbApi';
import type { MapColors } from './mapColors';
import type { FacetKind } from './mapPalette';

interface MapLegendProps {
  nodes: MapNode[];
  colors: MapColors;
  colourOf(facet: Facet, kind: FacetKind): string;
}

/** The types or statuses the map shows, each once, by name. */
function shown(nodes: MapNode[], pick: (node: MapNode) => Facet | null): Facet[] {
  const byId = new Map<number, Facet>();
  for (const node of nodes) {
    const facet = pick(node);
    if (facet && !byId.has(facet.id)) byId.set(facet.id, facet);
  }
  return [...byId.values()].sort((a, b) => compareText(a.name, b.name));
}

const ITEM = { display: 'inline-flex', alignItems: 'center', gap: 0.75, mr: 2, whiteSpace: 'nowrap' } as const;

/**
 * What the map's marks mean, in words: the ring of the asset it is centred on, then the stripe colour
 * of each asset type and the dot colour of each status the map shows (only those shown).
 */
export function MapLegend({ nodes, colors, colourOf }: MapLegendProps) {
  const translate = useTranslate();
  const types = shown(nodes, (node) => node.type);
  const statuses = shown(nodes, (node) => node.status);
  const group = (kind: FacetKind, title: string, facets: Facet[]) => facets.length > 0 && (
    <Box component="li" sx={{ display: 'block' }}>
      <Typography component="span" variant="body2" sx={{ fontWeight: 500, mr: 1 }}>{title}</Typography>
      <Box component="ul" aria-label={title} sx={{ display: 'inline', listStyle: 'none', p: 0, m: 0 }}>
        {facets.map((facet) => (
          <Box component="li" key={facet.id} data-legend={kind} sx={ITEM}>
            <Box
              aria-hidden
              sx={kind === 'type'
                ? { width: 6, height: 16, borderRadius: 1, bgcolor: colourOf(facet, kind) }
                : { width: 10, height: 10, borderRadius: '50%', bgcolor: colourOf(facet, kind) }}
            />
            <Typography component="span" variant="body2">{facet.name}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
  return (
    <Box component="ul" aria-label={translate('cmdb.legend')} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 0.5 }}>
      <Box component="li" sx={ITEM}>
        <Box aria-hidden sx={{ width: 18, height: 12, borderRadius: 1, border: 3, borderColor: colors.border, outline: `2px solid ${colors.border}`, outlineOffset: 2 }} />
        <Typography component="span" variant="body2">{translate('cmdb.legend_centre')}</Typography>
      </Box>
      {group('type', translate('cmdb.legend_types'), types)}
      {group('status', translate('cmdb.legend_statuses'), statuses)}
    </Box>
  );
}
