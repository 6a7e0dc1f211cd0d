import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Alert, Box, Button, IconButton, LinearProgress, Link as MuiLink, MenuItem, TextField, Tooltip, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import FitScreenIcon from '@mui/icons-material/FitScreen';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { assetMapPath } from './assetPaths';
import { assetLabel, graphRequest, graphResponse, type MapGraph, type MapNode } from './cmdbApi';
import { nodeDescription } from './drawHopMap';
import { hopMapStyle } from './hopMapStyle';
import { mapColors } from './mapColors';
import { MapLegend } from './MapLegend';
import { LIMIT_MAX, MAP_LIMIT } from './mapLimit';
import { facetColour } from './mapPalette';
import { boxHeight } from './mapView';
import { NodeDialog } from './NodeDialog';
import { nodeKeyAt } from './nodeKeyAt';
import { renderMap, type MapDrawing, type MapLook } from './renderMap';
import { useCmdbCall } from './useCmdbCall';
import { useMapView } from './useMapView';

/** Hops the map may walk, both directions (the server's own range). */
export const DEPTHS = [1, 2, 3, 4, 5];
/** The map's box: at least this tall, at most this share of the window. */
const BOX_MIN = 240;
const BOX_SHARE = 0.7;

interface RelationMapProps {
  assetId: number;
  /** Bumped after a change made from the page: the map reads the graph again. */
  version: number;
  depth: number;
  onDepthChange(depth: number): void;
  /** At most this many assets (MAP_LIMIT when not given). */
  limit?: number;
  /** Offer to draw the assets left out, at this new limit (the full page, whose address holds it). */
  onLimitChange?(limit: number): void;
  onAdd(node: MapNode): void;
  /** Offer the full-page map (not on the full page itself). */
  fullPageLink?: boolean;
}

/**
 * Drawn nodes become buttons a keyboard reaches, named by their asset with its type and status (an
 * attribute value: text, never markup); the asset the map is centred on is marked as the current one.
 */
function labelNodes({ svg, assetOf }: MapDrawing, graph: MapGraph, assetId: number) {
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  svg.querySelectorAll('g.node').forEach((element) => {
    const node = byId.get(assetOf.get(nodeKeyAt(element) ?? '') ?? -1);
    if (!node) return;
    element.setAttribute('tabindex', '0');
    element.setAttribute('role', 'button');
    element.setAttribute('aria-label', nodeDescription({ ...node, name: assetLabel(node) }));
    if (node.id === assetId) element.setAttribute('aria-current', 'true');
  });
}

/**
 * The map view: the asset and its related assets laid out by hops, relation names on the
 * edges, each asset's type (the stripe) and status (the dot) with a legend, a depth choice, and a note
 * of the assets and relations the server's limits left out. It opens fitted to its box (a large map
 * around its asset), and zooms and pans by its buttons, the wheel, a drag, a pinch, and + - 0 and the
 * arrows once focused. Clicking a node (or Enter on it) opens the node dialog.
 */
export function RelationMap({ assetId, version, depth, onDepthChange, limit = MAP_LIMIT, onLimitChange, onAdd, fullPageLink }: RelationMapProps) {
  const translate = useTranslate();
  const { data: graph, error, loading } = useCmdbCall(graphRequest(assetId, depth, limit), graphResponse, version);
  const all = graph ? Math.min(graph.nodes.length + graph.hidden, LIMIT_MAX) : 0;
  const theme = useTheme();
  const look = useMemo((): MapLook => {
    const colors = mapColors(theme);
    return { colors, fontFamily: String(theme.typography.fontFamily), colourOf: (facet, kind) => facetColour(facet, kind, colors.dark) };
  }, [theme]);
  const container = useRef<HTMLDivElement>(null);
  const [drawing, setDrawing] = useState<MapDrawing>();
  const [height, setHeight] = useState(BOX_MIN);
  const [drawError, setDrawError] = useState(false);
  const [selected, setSelected] = useState<MapNode>();
  const map = useMapView(container, drawing);
  const drawn = drawing !== undefined;
  useEffect(() => {
    if (!graph) return;
    setDrawing(undefined);
    try {
      const next = renderMap(graph, assetId, look);
      labelNodes(next, graph, assetId);
      const box = container.current;
      if (box) setHeight(boxHeight(next.size, box.clientWidth, BOX_MIN, window.innerHeight * BOX_SHARE));
      setDrawError(false);
      setDrawing(next);
    } catch {
      setDrawError(true);
    }
  }, [graph, assetId, look]);
  // Placed once the box has its height, then fitted to it (map.opening is made for this drawing).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the height is what the fit waits for
  useLayoutEffect(() => {
    const box = container.current;
    if (!box || !drawing) return;
    box.replaceChildren(drawing.svg);
    map.opening();
  }, [drawing, height]);
  const open = (target: EventTarget | null) => {
    const asset = drawing?.assetOf.get(nodeKeyAt(target) ?? '');
    const node = graph?.nodes.find((candidate) => candidate.id === asset);
    if (node) setSelected(node);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.key === 'Enter' || event.key === ' ') && nodeKeyAt(event.target)) {
      event.preventDefault();
      open(event.target);
    } else if (map.onKey(event)) event.preventDefault();
  };
  const zoomButton = (label: string, onClick: () => void, icon: ReactNode) => (
    <Tooltip title={label}><span><IconButton size="small" aria-label={label} onClick={onClick} disabled={!drawn}>{icon}</IconButton></span></Tooltip>
  );
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <TextField select size="small" label={translate('cmdb.depth')} value={depth} onChange={(event) => onDepthChange(Number(event.target.value))} fullWidth={false} sx={{ width: 140 }}>
          {DEPTHS.map((hops) => <MenuItem key={hops} value={hops}>{translate('cmdb.hops', { smart_count: hops })}</MenuItem>)}
        </TextField>
        {graph && graph.hidden > 0 && <Typography role="status" color="warning.main">{translate('cmdb.hidden', { smart_count: graph.hidden })}</Typography>}
        {graph && graph.hidden > 0 && onLimitChange && all > limit && (
          <Button size="small" onClick={() => onLimitChange(all)}>{translate('cmdb.draw_all', { smart_count: all })}</Button>
        )}
        {graph && graph.hiddenEdges > 0 && <Typography role="status" color="warning.main">{translate('cmdb.hidden_edges', { smart_count: graph.hiddenEdges })}</Typography>}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, ml: 'auto' }}>
          {zoomButton(translate('cmdb.zoom_out'), map.zoomOut, <ZoomOutIcon />)}
          {zoomButton(translate('cmdb.zoom_in'), map.zoomIn, <ZoomInIcon />)}
          {zoomButton(translate('cmdb.fit'), () => map.whole(), <FitScreenIcon />)}
          {fullPageLink && <MuiLink component={Link} to={assetMapPath(assetId, depth)} sx={{ ml: 1 }}>{translate('cmdb.full_page')}</MuiLink>}
        </Box>
      </Box>
      {(loading || (!drawn && !error && !drawError)) && <LinearProgress />}
      {error && <Alert severity="error" role="alert">{translate(error, { _: error })}</Alert>}
      {drawError && <Alert severity="error" role="alert">{translate('cmdb.map_failed')}</Alert>}
      <Box
        ref={container}
        role="group"
        tabIndex={0}
        aria-label={translate('cmdb.map_label')}
        aria-describedby="cmdb-map-keys"
        aria-busy={!drawn}
        data-drawn={drawn ? 'true' : undefined}
        onClick={(event) => { if (!map.dragged()) open(event.target); }}
        onKeyDown={onKeyDown}
        {...map.handlers}
        sx={[{ height, width: '100%' }, hopMapStyle(look.colors, theme)]}
      />
      <Typography id="cmdb-map-keys" variant="caption" color="text.secondary">{translate('cmdb.map_keys')}</Typography>
      {graph && <MapLegend nodes={graph.nodes} colors={look.colors} colourOf={look.colourOf} />}
      <NodeDialog node={selected} onAdd={(node) => { setSelected(undefined); onAdd(node); }} onClose={() => setSelected(undefined)} />
    </Box>
  );
}
