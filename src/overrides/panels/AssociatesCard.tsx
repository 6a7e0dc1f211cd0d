import { useState, type ReactNode } from 'react';
import { Box, Card, CardContent, CardHeader, Collapse, IconButton, LinearProgress, Tab, Tabs, Tooltip } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import RefreshIcon from '@mui/icons-material/Refresh';
import { errorNotice, PanelAlert } from './PanelAlert';
import { PanelTable, type PanelRowAction } from './PanelTable';
import type { PanelTab, PanelTabKey } from './panelTabs';
import { panelMessages } from './panelMessages';
import { useLoad } from '../../engine/hooks/useLoad';

export interface AssociatesCardProps {
  /** Names the card and its tables for assistive technology (unique on the page). */
  id: string;
  tabs: PanelTab[];
  /** Bumped by the owner to reload: the card goes back to its first tab and page. */
  round?: number;
  actions?: Partial<Record<PanelTabKey, PanelRowAction>>;
  /** Shown above the tabs (a pending reload). */
  status?: ReactNode;
}

/** One tab's rows, a page at a time; keyed by the card's reloads, so a reload starts again at the first page. */
function TabRows({ tab, action }: { tab: PanelTab; action?: PanelRowAction }) {
  const [page, setPage] = useState(1);
  const rows = useLoad(() => tab.load(page), [tab, page]);
  return (
    <Box role="tabpanel" aria-label={tab.label} sx={{ minHeight: 48 }}>
      {rows.loading && <LinearProgress aria-label={panelMessages.loading} />}
      {rows.error ? <PanelAlert notice={errorNotice(rows.error)} />
        : <PanelTable label={tab.label} columns={tab.columns} action={action} page={rows.data} pageNumber={page} onPage={setPage} />}
    </Box>
  );
}

/** The associates card: collapsible, one tab per list, a refresh button that reloads the open tab. */
export function AssociatesCard({ id, tabs, round = 0, actions = {}, status }: AssociatesCardProps) {
  const [open, setOpen] = useState(true);
  const [active, setActive] = useState(0);
  const [refreshes, setRefreshes] = useState(0);
  // The owner's reload goes back to the first tab, set while rendering it.
  const [shownRound, setShownRound] = useState(round);
  if (shownRound !== round) {
    setShownRound(round);
    setActive(0);
  }
  const tab = tabs[Math.min(active, tabs.length - 1)];
  const headingId = `${id}-title`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardHeader
        title={panelMessages.associates}
        slotProps={{ title: { id: headingId, component: 'h2', variant: 'h6' } }}
        action={(
          <>
            <Tooltip title={panelMessages.refresh}>
              <IconButton aria-label={panelMessages.refresh} onClick={() => setRefreshes((value) => value + 1)}><RefreshIcon /></IconButton>
            </Tooltip>
            <Tooltip title={open ? panelMessages.collapse : panelMessages.expand}>
              <IconButton aria-label={open ? panelMessages.collapse : panelMessages.expand} aria-expanded={open} aria-controls={`${id}-body`} onClick={() => setOpen(!open)}>
                {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
              </IconButton>
            </Tooltip>
          </>
        )}
      />
      <Collapse in={open} id={`${id}-body`}>
        <CardContent sx={{ pt: 0 }}>
          {status}
          <Tabs value={tabs.indexOf(tab)} onChange={(_, index: number) => setActive(index)} aria-label={panelMessages.associates} variant="scrollable" allowScrollButtonsMobile>
            {tabs.map((item) => <Tab key={item.key} label={item.label} />)}
          </Tabs>
          <TabRows key={`${tab.key}:${round + refreshes}`} tab={tab} action={actions[tab.key]} />
        </CardContent>
      </Collapse>
    </Card>
  );
}
