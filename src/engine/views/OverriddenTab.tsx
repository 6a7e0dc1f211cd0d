import { Suspense } from 'react';
import { Alert, LinearProgress } from '@mui/material';
import { overrideTab, type TabProps } from '../overrides';

/** Tab kind "override": a hand-written tab, looked up by the name the tab spec gives. */
export function OverriddenTab(props: TabProps) {
  const name = props.definition.show.tabs?.[props.tab]?.component;
  const Override = overrideTab(name);
  if (!Override) return <Alert severity="error">No tab is registered as "{name}".</Alert>;
  return <Suspense fallback={<LinearProgress />}><Override {...props} /></Suspense>;
}
