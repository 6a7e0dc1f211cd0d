import { Alert, Box } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useAlert } from '../hooks/useAlert';

/** <AlertArea area={definition.alert} />: where the results addressed to that area appear, dismissible. */
export function AlertArea({ area }: { area: string }) {
  const { current, clear } = useAlert(area);
  const translate = useTranslate();
  if (!current) return null;
  return (
    <Box sx={{ my: 1 }} data-alert-area={area}>
      <Alert severity={current.severity} variant="filled" role="alert" onClose={clear} closeText={translate('sd.action.close')}>
        {translate(current.message, { _: current.message })}
      </Alert>
    </Box>
  );
}
