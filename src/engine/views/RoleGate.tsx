import type { ReactNode } from 'react';
import { Alert, LinearProgress } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useHasRole } from '../hooks/useHasRole';
import type { Role } from '../../kernel';

/** Its children for people whose role reaches `role`; for the others a notice saying who may use the screen. */
export function RoleGate({ role, children }: { role: Role; children: ReactNode }) {
  const translate = useTranslate();
  const { allowed, loading } = useHasRole(role);
  if (loading) return <LinearProgress />;
  if (!allowed) return <Alert severity="info" role="alert" sx={{ m: 2 }}>{translate('sd.role.only', { who: translate(`sd.role.${role}`) })}</Alert>;
  return <>{children}</>;
}
