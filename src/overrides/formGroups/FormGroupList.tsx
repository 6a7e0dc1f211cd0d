import { Box, CircularProgress, IconButton, Paper, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { EMPTY_TEXT } from '../../engine/constants';
import { AlertArea } from '../../engine/views/AlertArea';
import { ResponsiveTable } from '../../engine/views/ResponsiveTable';
import { CreateFormGroupMenu } from './CreateFormGroupMenu';
import { formGroupCategories, type FormGroupCategory } from './formGroupCategories';
import { editGroupPath, FORM_GROUP_ALERT } from './formGroupPaths';
import { useFormGroups } from './useFormGroups';

/**
 * /service-desk/form-group (ours: the spec names only the create and edit routes): every form group,
 * a table per kind, each row opening its editor; the create dropdown above.
 */
export default function FormGroupList() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>{translate('form_group.title')}</Typography>
        <CreateFormGroupMenu />
      </Box>
      <AlertArea area={FORM_GROUP_ALERT} />
      {formGroupCategories().map((kind) => <CategoryTable key={kind.category} kind={kind} />)}
    </Box>
  );
}

function CategoryTable({ kind }: { kind: FormGroupCategory }) {
  const translate = useTranslate();
  const { data, isPending, isError } = useFormGroups(kind);
  const heading = `${kind.definition.label}: ${translate('form_group.title').toLowerCase()}`;
  return (
    <Paper variant="outlined" component="section" aria-label={heading} sx={{ my: 2 }}>
      <Typography variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>{heading}</Typography>
      {isPending && <Box sx={{ p: 2 }}><CircularProgress size={24} aria-label={translate('ra.page.loading')} /></Box>}
      {/* A failed load stops silently. */}
      {!isPending && (isError || !data?.length) && <Typography sx={{ p: 2 }} color="text.secondary">{translate('form_group.empty')}</Typography>}
      {!!data?.length && (
        <ResponsiveTable label={heading} rows={data} rowKey={(group) => String(group.id)} columns={[
          { key: 'name', label: translate('form_group.name'), cell: (group) => group.name },
          { key: 'types', label: kind.typesLabel, cell: (group) => group.types.map((type) => type.name).join(', ') || EMPTY_TEXT },
          { key: 'fields', label: translate('form_group.fields'), cell: (group) => group.fields.map((field) => field.title).join(', ') || EMPTY_TEXT },
          {
            key: 'actions', label: translate('sd.list.actions'), bare: true, cell: (group) => (
              <IconButton component={Link} to={editGroupPath(kind.category, group.id)} aria-label={`${translate('sd.action.edit')} ${group.name}`}>
                <EditIcon />
              </IconButton>
            ),
          },
        ]} />
      )}
    </Paper>
  );
}
