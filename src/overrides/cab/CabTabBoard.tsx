import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import StopIcon from '@mui/icons-material/Stop';
import { Box, Card, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { CabApprover, CabBoard, CabLevel } from './cabTabApi';
import { CabTabLevel } from './CabTabLevel';
import { CabTabStatusIcon } from './CabTabStatusIcon';
import { CabTabTool } from './CabTabTool';

const BORDER = { PENDING: 'divider', APPROVED: 'success.main', DENIED: 'error.main' } as const;

interface CabTabBoardProps {
  board: CabBoard;
  /** The caller may add and remove approvers (remove_cab). */
  editApprovers: boolean;
  busy: boolean;
  onAutoReminders(board: CabBoard, on: boolean): void;
  onRemind(level: CabLevel, approver?: CabApprover): void;
  onAdd(level: CabLevel): void;
  onRemove(level: CabLevel, approver: CabApprover): void;
}

/** One applied board: its name and status, the auto-reminder switch while pending, and its levels side by side, wrapping where the width ends. */
export function CabTabBoard({ board, editApprovers, busy, onAutoReminders, ...levelActions }: CabTabBoardProps) {
  const translate = useTranslate();
  const open = board.status === 'PENDING';
  const toggle = translate(board.autoReminders ? 'cab_tab.stop_reminder' : 'cab_tab.resume_reminder');
  return (
    <Card variant="outlined" sx={{ borderColor: BORDER[board.status], mb: 2 }} role="region" aria-label={board.name}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, px: 2, py: 1, bgcolor: 'action.hover' }}>
        <Typography variant="subtitle1" component="h3" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>{board.name}</Typography>
        {open && (
          <CabTabTool icon={board.autoReminders ? <StopIcon fontSize="small" /> : <PlayArrowIcon fontSize="small" />} label={toggle} name={toggle}
            disabled={busy} onClick={() => onAutoReminders(board, !board.autoReminders)} />
        )}
        <CabTabStatusIcon status={board.status} />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, p: 1.5 }}>
        {board.levels.map((level) => <CabTabLevel key={level.id} level={level} open={open} editApprovers={editApprovers} busy={busy} {...levelActions} />)}
      </Box>
    </Card>
  );
}
