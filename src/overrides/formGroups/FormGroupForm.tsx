import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Paper, TextField, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { DELAY } from '../../engine/constants';
import { useAlert } from '../../engine/hooks/useAlert';
import { messageOfError } from '../../engine/data/messageOfError';
import { useValidators } from '../../engine/hooks/useValidators';
import { formGroupErrors, ROW_VERSION, formGroupTarget, validatorOf } from '../../kernel';
import { isConflict } from '../../engine/data/httpError';
import { AlertArea } from '../../engine/views/AlertArea';
import { ConflictAlert } from '../../engine/views/ConflictAlert';
import { LookupSelect } from '../../engine/widgets/LookupSelect';
import { http } from '../http';
import { draftOf, groupFieldOf, type FieldDraft } from './fieldDrafts';
import { FieldListEditor } from './FieldListEditor';
import { findCategory, type FormGroupCategory } from './formGroupCategories';
import { FORM_GROUP_ALERT, FORM_GROUP_LIST_ROUTE } from './formGroupPaths';
import { groupSaveBody, groupSaveRequest, type FormGroupRecord } from './formGroupRequests';
import { useFormGroups } from './useFormGroups';

/**
 * /service-desk/form-group/create/:category and /edit/:category/:id: a group's name, the
 * types whose form it joins and its fields. After a create the list follows 3 s later; an update stays.
 */
export default function FormGroupForm() {
  const { category, id } = useParams();
  const translate = useTranslate();
  const kind = findCategory(category);
  const groups = useFormGroups(id === undefined ? undefined : kind);
  if (!kind) return <Alert severity="error" role="alert" sx={{ m: 2 }}>{translate('form_group.unknown_category')}</Alert>;
  if (id === undefined) return <GroupEditor key="new" kind={kind} />;
  if (groups.isPending) return <Box sx={{ p: 4, textAlign: 'center' }}><CircularProgress aria-label={translate('ra.page.loading')} /></Box>;
  if (groups.isError) return <Alert severity="error" role="alert" sx={{ m: 2 }}>{messageOfError(groups.error)}</Alert>;
  const group = groups.data.find((candidate) => String(candidate.id) === id);
  if (!group) return <Alert severity="error" role="alert" sx={{ m: 2 }}>{translate('form_group.not_found')}</Alert>;
  // Keyed by version: a reload (after a save, or after a save refused as stale) starts the editor from the group as stored.
  return <GroupEditor key={`${group.id}:${group.updated_at ?? ''}:${group[ROW_VERSION] ?? ''}`} kind={kind} group={group} reload={() => void groups.refetch()} />;
}

interface EditorProps { kind: FormGroupCategory; group?: FormGroupRecord; reload?(): void }

function GroupEditor({ kind, group, reload }: EditorProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const alert = useAlert(FORM_GROUP_ALERT);
  const editing = group !== undefined;
  const [name, setName] = useState(group?.name ?? '');
  const [typeIds, setTypeIds] = useState<number[]>(group?.typeIds ?? []);
  const [drafts, setDrafts] = useState<FieldDraft[]>(() => (group?.fields ?? []).map(draftOf));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [conflict, setConflict] = useState<string>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // The server's check of a group's shape, precompiled by it for the browser.
  const target = useMemo(() => formGroupTarget(kind.definition), [kind]);
  const checks = useValidators(kind.definition.name, target);

  const save = async () => {
    if (!checks.validators) return;
    const input = { name: name.trim(), typeIds, fields: drafts.map(groupFieldOf) };
    // The server's own rules first, in its words; what needs stored data it answers itself.
    const local = formGroupErrors(structuredClone(groupSaveBody(kind.spec, input)), validatorOf(checks.validators, target.schemas[0]));
    setErrors(local);
    setConflict(undefined);
    alert.clear();
    if (Object.keys(local).length) return;
    setSaving(true);
    try {
      const body = await http.send<{ message?: string }>(groupSaveRequest(kind.spec, input, group?.id, group?.[ROW_VERSION]));
      if (body.message) alert.show('success', body.message);
      // The result shows at the top, above a long list of fields.
      window.scrollTo({ top: 0 });
      if (editing) { reload?.(); return; }
      setLeaving(true);
      timer.current = setTimeout(() => navigate(FORM_GROUP_LIST_ROUTE), DELAY.afterCreate);
    } catch (error) {
      if (isConflict(error)) {
        setConflict(messageOfError(error));
        return;
      }
      const fields = (error as { body?: { errors?: Record<string, string> } }).body?.errors ?? {};
      setErrors(fields);
      // A message no input shows (an unknown group, a refused id) goes to the alert area.
      const shown = (key: string) => key === 'name' || key === kind.spec.field || key.startsWith('fields');
      const elsewhere = Object.entries(fields).find(([key]) => !shown(key))?.[1];
      if (!Object.keys(fields).length || elsewhere) alert.show('error', elsewhere ?? messageOfError(error));
    } finally {
      setSaving(false);
    }
  };

  const busy = saving || leaving || !checks.validators;
  const title = kind.definition.title;
  return (
    <Box sx={{ p: 2, maxWidth: 900 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {translate(editing ? 'form_group.edit' : 'form_group.create', { name: title })}
        </Typography>
        <Button component={Link} to={FORM_GROUP_LIST_ROUTE}>{translate('sd.action.back')}</Button>
      </Box>
      <AlertArea area={FORM_GROUP_ALERT} />
      {conflict && <ConflictAlert message={conflict} onReload={() => reload?.()} />}
      {checks.error !== undefined && <Alert severity="error" role="alert" sx={{ my: 1 }}>{translate('sd.form.validators_failed')}</Alert>}
      {leaving && <Typography role="status" sx={{ my: 1 }}>{translate('sd.form.redirecting')}</Typography>}
      <Box component="form" noValidate onSubmit={(event) => { event.preventDefault(); void save(); }}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2, mt: 2 }}>
        <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
          <TextField label={translate('form_group.name')} required value={name} disabled={busy}
            error={!!errors.name} helperText={errors.name} onChange={(event) => setName(event.target.value)} />
          <LookupSelect descriptor={kind.types} label={kind.typesLabel} required value={typeIds} disabled={busy}
            known={group?.types} error={!!errors[kind.spec.field]} helperText={errors[kind.spec.field]}
            onChange={(value) => setTypeIds((value as number[]) ?? [])} />
        </Paper>
        <FieldListEditor drafts={drafts} errors={errors} disabled={busy} onChange={setDrafts} />
        <Box>
          <Button type="submit" variant="contained" disabled={busy}>{translate(editing ? 'sd.action.update' : 'sd.action.submit')}</Button>
        </Box>
      </Box>
    </Box>
  );
}
