import { useEffect, useState } from 'react';
import { Box, Button, Checkbox, FormControlLabel, FormGroup, LinearProgress } from '@mui/material';
import { errorNotice, PanelAlert, type PanelNotice } from './PanelAlert';
import { usePanel } from './PanelContext';
import { panelMessages } from './panelMessages';
import { loadPermissions, savePermissions, type PermissionList } from './permissionsApi';
import { useLoad } from '../../engine/hooks/useLoad';

export interface PermissionChecklistProps {
  userId: number;
  list: PermissionList;
  /** Called after a save the server accepted. */
  onSaved?(): void;
}

/** A user's permissions as checkboxes and a save that sends the ticked ids. */
export function PermissionChecklist({ userId, list, onSaved }: PermissionChecklistProps) {
  const { data } = usePanel();
  const loaded = useLoad(() => loadPermissions(data.http, userId, list), [data, userId, list]);
  const [ticked, setTicked] = useState<Set<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<PanelNotice>();
  useEffect(() => { if (loaded.data) setTicked(new Set(loaded.data.held)); }, [loaded.data]);
  const toggle = (id: number) => setTicked((previous) => {
    const next = new Set(previous);
    if (!next.delete(id)) next.add(id);
    return next;
  });
  const save = () => {
    setBusy(true);
    savePermissions(data.http, userId, [...ticked]).then(
      (message) => { setNotice({ severity: 'success', message: message ?? panelMessages.permissions.saved }); onSaved?.(); },
      (error: unknown) => setNotice(errorNotice(error)),
    ).finally(() => setBusy(false));
  };
  if (loaded.loading && !loaded.data) return <LinearProgress aria-label={panelMessages.loading} />;
  if (loaded.error) return <PanelAlert notice={errorNotice(loaded.error)} />;
  return (
    <Box>
      <PanelAlert notice={notice} onClose={() => setNotice(undefined)} />
      <FormGroup sx={{ maxHeight: 200, overflow: 'auto', flexWrap: 'nowrap' }}>
        {(loaded.data?.permissions ?? []).map((permission) => (
          <FormControlLabel key={permission.id} label={permission.name}
            control={<Checkbox checked={ticked.has(permission.id)} onChange={() => toggle(permission.id)} name={permission.key} />} />
        ))}
      </FormGroup>
      <Button variant="contained" onClick={save} disabled={busy} sx={{ mt: 1 }}>{panelMessages.permissions.save}</Button>
    </Box>
  );
}
