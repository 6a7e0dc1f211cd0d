import { Box, Chip, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { FileChange } from '../../kernel';

/** A list of names under its heading, or nothing when it is empty. */
function Names({ label, names }: { label: string; names: string[] }) {
  if (!names.length) return null;
  return (
    <Box sx={{ mt: 0.5 }}>
      <Typography variant="body2" component="span" sx={{ mr: 1 }}>{label}:</Typography>
      {names.map((name) => <Chip key={name} size="small" label={name} sx={{ mr: 0.5, mb: 0.5 }} />)}
    </Box>
  );
}

/**
 * The changes of a diff drawn per file: added, removed and changed properties (with the keywords that
 * changed) and the other settings, never raw JSON. Names and keywords show as text.
 */
export function ChangeList({ changes }: { changes: FileChange[] }) {
  const translate = useTranslate();
  if (!changes.length) return <Typography color="text.secondary">{translate('data_model.history.no_change')}</Typography>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {changes.map((change) => (
        <Box component="li" key={change.file} sx={{ mb: 1.5 }}>
          <Typography sx={{ fontWeight: 600 }}>
            {change.file} <Typography component="span" color="text.secondary">({translate(`data_model.history.${change.change}`)})</Typography>
          </Typography>
          <Names label={translate('data_model.history.properties_added')} names={change.properties.added} />
          <Names label={translate('data_model.history.properties_removed')} names={change.properties.removed} />
          <Names
            label={translate('data_model.history.properties_changed')}
            names={change.properties.changed.map(({ name, keywords }) => (keywords.length ? `${name} (${keywords.join(', ')})` : name))}
          />
          <Names label={translate('data_model.history.keywords')} names={[...change.keywords.added, ...change.keywords.removed, ...change.keywords.changed]} />
        </Box>
      ))}
    </Box>
  );
}
