import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { panelMessages } from './panelMessages';
import { PermissionChecklist } from './PermissionChecklist';

/** The host user page's 'update permissions' button: a dialog of the permissions users may hold. */
export function UserPermissionsButton({ userId }: { userId: number }) {
  const [open, setOpen] = useState(false);
  const { permissions: words } = panelMessages;
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)} className="sd-panel">{words.update}</Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="sd-user-permissions" maxWidth="sm" fullWidth>
        <DialogTitle id="sd-user-permissions">{words.userTitle}</DialogTitle>
        <DialogContent>{open && <PermissionChecklist userId={userId} list="user" />}</DialogContent>
        <DialogActions><Button onClick={() => setOpen(false)}>{panelMessages.actions.close}</Button></DialogActions>
      </Dialog>
    </>
  );
}
