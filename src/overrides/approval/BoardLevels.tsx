import { Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { BoardLevel, LevelApprover } from './approvalApi';

/** How an approver stands: pending, decided by themselves, or decided by someone else (and for whom). */
function approverText(approver: LevelApprover, translate: ReturnType<typeof useTranslate>): string {
  const status = translate(`approval_page.statuses.${approver.status}`, { _: approver.status });
  const byOther = approver.decision_text && approver.decision_text !== approver.name;
  return byOther ? translate('approval_page.decided', { status, by: approver.decision_text }) : status;
}

/**
 * Every level of the link's board in order: its status, and each approver's, with who decided, so the
 * approver sees where the board stands; the link's own level is marked.
 */
export function BoardLevels({ board, levels }: { board: string; levels: BoardLevel[] }) {
  const translate = useTranslate();
  if (!levels.length) return null;
  return (
    <Box component="section" aria-labelledby="approval-levels" sx={{ mb: 2 }}>
      <Typography id="approval-levels" variant="subtitle2" component="h2">{translate('approval_page.levels', { board })}</Typography>
      <Box component="ol" sx={{ pl: 3, my: 1 }}>
        {levels.map((level) => (
          <li key={level.name} aria-current={level.current ? 'step' : undefined}>
            <Typography component="span" sx={{ fontWeight: level.current ? 700 : 400 }}>{level.name}</Typography>
            {': '}{translate(`approval_page.statuses.${level.status}`, { _: level.status })}
            {level.current && ` (${translate('approval_page.this_level')})`}
            <Box component="ul" sx={{ pl: 2, my: 0.5, color: 'text.secondary' }}>
              {level.approvers.map((approver) => <li key={approver.name}>{approver.name}: {approverText(approver, translate)}</li>)}
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}
