import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Alert, Box, Button, LinearProgress, Link as MuiLink, MenuItem, TextField, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { assetMapPath } from './assetPaths';
import { mapColors, type MapColors } from './mapColors';
import { LIMIT_MAX, MAP_LIMIT } from './mapLimit';
import { assetLabel, graphRequest, graphResponse, type MapGraph, type MapNode } from './cmdbApi';
import { NodeDialog } from './NodeDialog';
import { nodeKeyAt } from './nodeKeyAt';
import { renderMap, type MapDrawing } from './renderMap';
import { useCmdbCall } from './useCmdbCall';

/** Hops the map may walk, both directions (the server's own range). */
export const DEPTHS = [1, 2, 3, 4, 5];

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

/** Drawn nodes become buttons a keyboard reaches, named by their asset (an attribute value: text, never markup). */
function labelNodes({ svg, assetOf }: MapDrawing, graph: MapGraph) {
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  svg.querySelectorAll('g.node').forEach((element) => {
    const node = byId.get(assetOf.get(nodeKeyAt(element) ?? '') ?? -1);
    if (!node) return;
    element.setAttribute('tabindex', '0');
    element.setAttribute('role', 'button');
    element.setAttribute('aria-label', assetLabel(node));
  });
}

/** The hop map's look (mermaid is given the same colours as its theme). */
const hopMapStyle = (colors: MapColors) => ({
  '& svg.hop-map g.node rect': { fill: colors.node, stroke: colors.border },
  '& svg.hop-map g.node.root rect': { strokeWidth: 3 },
  '& svg.hop-map g.node text': { fill: colors.text },
  '& svg.hop-map path.edge': { fill: 'none', stroke: colors.line },
  '& svg.hop-map marker path': { fill: colors.line },
  '& svg.hop-map g.edgeLabel rect': { fill: colors.labelBackground, fillOpacity: 0.9 },
  '& svg.hop-map g.edgeLabel text': { fill: colors.label },
});

/**
 * The map view (assets §2): the asset and its related assets (drawn by mermaid when few, by hops
 * past MERMAID_MAX: renderMap), relation names on the edges, a depth choice, and a note of the
 * assets and relations the server's limits left out.
 * Clicking a node (or Enter on it) opens the node dialog.
 */
export function RelationMap({ assetId, version, depth, onDepthChange, limit = MAP_LIMIT, onLimitChange, onAdd, fullPageLink }: RelationMapProps) {
  const translate = useTranslate();
  const { data: graph, error, loading } = useCmdbCall(graphRequest(assetId, depth, limit), graphResponse, version);
  const all = graph ? Math.min(graph.nodes.length + graph.hidden, LIMIT_MAX) : 0;
  const theme = useTheme();
  const look = useMemo(() => ({ colors: mapColors(theme), fontFamily: String(theme.typography.fontFamily) }), [theme]);
  const container = useRef<HTMLDivElement>(null);
  const [drawing, setDrawing] = useState<MapDrawing>();
  const [drawError, setDrawError] = useState(false);
  const [selected, setSelected] = useState<MapNode>();
  const drawn = drawing !== undefined;
  useEffect(() => {
    if (!graph) return undefined;
    let current = true;
    setDrawing(undefined);
    renderMap(graph, assetId, look)
      .then((next) => {
        const box = container.current;
        if (!current || !box) return;
        labelNodes(next, graph);
        box.replaceChildren(next.svg);
        // A large map opens on the asset itself rather than on its top left corner.
        if (next.focus) {
          box.scrollLeft = next.focus.x - box.clientWidth / 2;
          box.scrollTop = next.focus.y - box.clientHeight / 2;
        }
        setDrawError(false);
        setDrawing(next);
      })
      .catch(() => { if (current) setDrawError(true); });
    return () => { current = false; };
  }, [graph, assetId, look]);
  const open = (target: EventTarget | null) => {
    const asset = drawing?.assetOf.get(nodeKeyAt(target) ?? '');
    const node = graph?.nodes.find((candidate) => candidate.id === asset);
    if (node) setSelected(node);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    open(event.target);
  };
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
        {fullPageLink && <MuiLink component={Link} to={assetMapPath(assetId, depth)} sx={{ ml: 'auto' }}>{translate('cmdb.full_page')}</MuiLink>}
      </Box>
      {(loading || (!drawn && !error && !drawError)) && <LinearProgress />}
      {error && <Alert severity="error" role="alert">{translate(error, { _: error })}</Alert>}
      {drawError && <Alert severity="error" role="alert">{translate('cmdb.map_failed')}</Alert>}
      {/* width 0 with min-width 100%: a wide drawing scrolls inside the tab instead of widening the page. */}
      <Box
        ref={container}
        role="group"
        aria-label={translate('cmdb.map_label')}
        aria-busy={!drawn}
        data-drawn={drawn ? 'true' : undefined}
        onClick={(event) => open(event.target)}
        onKeyDown={onKeyDown}
        sx={[
          { width: 0, minWidth: '100%', overflow: 'auto', maxHeight: '75vh', '& g.node': { cursor: 'pointer' }, '& g.node:focus': { outline: 'none' }, '& g.node:focus rect, & g.node:focus path': { strokeWidth: 3 } },
          hopMapStyle(look.colors),
        ]}
      />
      <NodeDialog node={selected} onAdd={(node) => { setSelected(undefined); onAdd(node); }} onClose={() => setSelected(undefined)} />
    </Box>
  );
}
