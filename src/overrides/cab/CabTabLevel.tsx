import CloseIcon from '@mui/icons-material/Close';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import SendIcon from '@mui/icons-material/Send';
import { Box, Card, List, ListItem, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { TruncatedText } from '../../engine/fields/TruncatedText';
import type { CabApprover, CabLevel } from './cabTabApi';
import { CabTabStatusIcon } from './CabTabStatusIcon';
import { CabTabTool } from './CabTabTool';

/** Approver names are cut to 25 characters. */
const APPROVER_TRUNCATE = 25;

interface CabTabLevelProps {
  level: CabLevel;
  /** The board is pending: its pending level and approvers offer their tools. */
  open: boolean;
  /** The caller may add and remove approvers (the change's remove_cab flag); reminders are for every agent. Each tool also needs the server's yes (level.can, approver.can). */
  editApprovers: boolean;
  busy: boolean;
  onRemind(level: CabLevel, approver?: CabApprover): void;
  onAdd(level: CabLevel): void;
  onRemove(level: CabLevel, approver: CabApprover): void;
}

// A level that is not active looks faded by its dashed border, paler icons and secondary text,
// not by opacity: its names stay readable (4.5:1).
const FADED = { borderStyle: 'dashed', color: 'text.secondary', '& svg': { opacity: 0.6 } };
const ROW = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 0.5 } as const;

/**
 * One level of an applied board: its approvers with their status and, once decided, who decided and
 * for whom as the server recorded it, or while pending why one may not decide; and the tools of a
 * pending level (reminders; adding and removing approvers with editApprovers), each only where the
 * server says it will accept it (caller_can), so nobody is offered a reminder to the change's creator
 * or the removal of themselves. Only the active level can be acted on: another level is
 * faded, its tools disabled, and a tooltip says why. Levels share the board's width and wrap.
 */
export function CabTabLevel({ level, open, editApprovers, busy, onRemind, onAdd, onRemove }: CabTabLevelProps) {
  const translate = useTranslate();
  const disabled = !(open && level.active && !busy);
  const tools = open && level.status === 'PENDING';
  return (
    <Tooltip title={level.active ? '' : translate('cab_tab.inactive_level')} placement="top">
      <Card variant="outlined" sx={{ flex: '1 1 320px', minWidth: 0, ...(level.active ? {} : FADED) }}
        role="group" aria-label={level.name} data-active={level.active}>
        <Box sx={{ ...ROW, px: 1.5, py: 1, bgcolor: 'action.hover' }}>
          <Typography variant="subtitle2" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>{level.name}</Typography>
          {tools && (
            <>
              {level.can.remind && (
                <CabTabTool icon={<SendIcon fontSize="inherit" />} label={translate('cab_tab.send_reminder')} name={translate('cab_tab.send_reminder_to', { name: level.name })}
                  disabled={disabled} onClick={() => onRemind(level)} />
              )}
              {editApprovers && level.can.add && (
                <CabTabTool icon={<PersonAddIcon fontSize="inherit" />} label={translate('cab_tab.add_approver')} name={translate('cab_tab.add_approver_to', { name: level.name })}
                  disabled={disabled} onClick={() => onAdd(level)} />
              )}
            </>
          )}
          <CabTabStatusIcon status={level.status} />
        </Box>
        <List dense disablePadding>
          {level.approvers.map((approver) => (
            <ListItem key={`${approver.kind}-${approver.id}`} sx={ROW} aria-label={approver.name}>
              <Box sx={{ flex: '1 1 8rem', minWidth: 0 }}>
                <TruncatedText text={approver.name} length={APPROVER_TRUNCATE} />
                {approver.status !== 'PENDING' && approver.decisionText && (
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {translate(`cab_tab.decided.${approver.status}`, { who: approver.decisionText })}
                  </Typography>
                )}
                {approver.status === 'PENDING' && approver.excluded && (
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {translate('cab_tab.excluded', { reason: approver.excluded })}
                  </Typography>
                )}
              </Box>
              {tools && approver.status === 'PENDING' && (
                <>
                  {approver.can.remind && (
                    <CabTabTool icon={<SendIcon fontSize="inherit" />} label={translate('cab_tab.send_reminder')} name={translate('cab_tab.send_reminder_to', { name: approver.name })}
                      disabled={disabled} onClick={() => onRemind(level, approver)} />
                  )}
                  {editApprovers && approver.can.remove && (
                    <CabTabTool icon={<CloseIcon fontSize="inherit" />} color="error" label={translate('cab_tab.remove_approver_short')}
                      name={translate('cab_tab.remove_approver_named', { name: approver.name })} disabled={disabled} onClick={() => onRemove(level, approver)} />
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
