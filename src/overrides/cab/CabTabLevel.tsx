import CloseIcon from '@mui/icons-material/Close';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import SendIcon from '@mui/icons-material/Send';
import { Box, Card, IconButton, List, ListItem, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { TruncatedText } from '../../engine/fields/TruncatedText';
import type { CabApprover, CabLevel } from './cabTabApi';
import { CabTabStatusIcon } from './CabTabStatusIcon';

/** Spec §9: approver names are cut to 25 characters. */
const APPROVER_TRUNCATE = 25;

interface CabTabLevelProps {
  level: CabLevel;
  /** The board is pending: its pending level and approvers offer their tools. */
  open: boolean;
  /** The caller may add and remove approvers (the change's remove_cab flag); reminders are for every agent. */
  editApprovers: boolean;
  busy: boolean;
  onRemind(level: CabLevel, approver?: CabApprover): void;
  onAdd(level: CabLevel): void;
  onRemove(level: CabLevel, approver: CabApprover): void;
}

// A level that is not active looks faded (spec §4) by its dashed border, paler icons and secondary text,
// not by opacity: its names stay readable (4.5:1).
const FADED = { borderStyle: 'dashed', color: 'text.secondary', '& svg': { opacity: 0.6 } };

/**
 * One level of an applied board: its approvers with their status, and the tools of a pending level
 * (reminders; adding and removing approvers with editApprovers). Only the active level can be acted
 * on (spec §4): another level is faded, its tools disabled, and a tooltip says why.
 */
export function CabTabLevel({ level, open, editApprovers, busy, onRemind, onAdd, onRemove }: CabTabLevelProps) {
  const translate = useTranslate();
  const usable = open && level.active && !busy;
  const tools = open && level.status === 'PENDING';
  return (
    <Tooltip title={level.active ? '' : translate('cab_tab.inactive_level')} placement="top">
      <Card variant="outlined" sx={{ minWidth: 260, flex: '0 0 auto', ...(level.active ? {} : FADED) }}
        role="group" aria-label={level.name} data-active={level.active}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 1.5, py: 1, bgcolor: 'action.hover' }}>
          <Typography variant="subtitle2" sx={{ flexGrow: 1 }}>{level.name}</Typography>
          {tools && (
            <>
              <IconButton size="small" disabled={!usable} aria-label={translate('cab_tab.send_reminder_to', { name: level.name })} onClick={() => onRemind(level)}>
                <SendIcon fontSize="inherit" />
              </IconButton>
              {editApprovers && (
                <IconButton size="small" disabled={!usable} aria-label={translate('cab_tab.add_approver')} onClick={() => onAdd(level)}>
                  <PersonAddIcon fontSize="inherit" />
                </IconButton>
              )}
            </>
          )}
          <CabTabStatusIcon status={level.status} />
        </Box>
        <List dense disablePadding>
          {level.approvers.map((approver) => (
            <ListItem key={`${approver.kind}-${approver.id}`} sx={{ gap: 0.5 }} aria-label={approver.name}>
              <Box sx={{ flexGrow: 1 }}><TruncatedText text={approver.name} length={APPROVER_TRUNCATE} /></Box>
              {tools && approver.status === 'PENDING' && (
                <>
                  <IconButton size="small" disabled={!usable} aria-label={translate('cab_tab.send_reminder_to', { name: approver.name })} onClick={() => onRemind(level, approver)}>
                    <SendIcon fontSize="inherit" />
                  </IconButton>
                  {editApprovers && (
                    <IconButton size="small" color="error" disabled={!usable} aria-label={translate('cab_tab.remove_approver_named', { name: approver.name })} onClick={() => onRemove(level, approver)}>
                      <CloseIcon fontSize="inherit" />
                    </IconButton>
                  )}
                </>
              )}
              <CabTabStatusIcon status={approver.status} />
            </ListItem>
          ))}
        </List>
      </Card>
    </Tooltip>
  );
}
