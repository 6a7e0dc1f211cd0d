import AccessTimeIcon from '@mui/icons-material/AccessTime';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Tooltip } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { CabStatus } from './cabTabApi';

/** Pending shows a clock, approved a check, denied a warning. */
const ICONS = {
  PENDING: { Icon: AccessTimeIcon, color: 'warning' },
  APPROVED: { Icon: CheckCircleIcon, color: 'success' },
  DENIED: { Icon: WarningAmberIcon, color: 'error' },
} as const;

/** <CabTabStatusIcon status="APPROVED" />: the status as an icon, its name as tooltip and accessible name. */
export function CabTabStatusIcon({ status }: { status: CabStatus }) {
  const translate = useTranslate();
  const { Icon, color } = ICONS[status];
  const label = translate(`cab_tab.status.${status}`);
  return (
    <Tooltip title={label}>
      <Icon color={color} fontSize="small" role="img" aria-label={label} aria-hidden={false} data-status={status} />
    </Tooltip>
  );
}
