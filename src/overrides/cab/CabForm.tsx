import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useGetOne, useTranslate, type Identifier, type RaRecord } from 'ra-core';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { DELAY } from '../../engine/constants';
import type { LookupItem } from '../../engine/data';
import { useSaveRecord } from '../../engine/hooks/useSaveRecord';
import { useValidators } from '../../engine/hooks/useValidators';
import type { ScreenProps } from '../../engine/overrides';
import { checkedBy, recordTarget, validatorOf } from '../../kernel';
import { AlertArea } from '../../engine/views/AlertArea';
import { ConfirmDelete } from '../../engine/views/ConfirmDelete';
import { addLevel, levelDrafts, levelPayload, moveLevel, removeLevel, updateLevel, type LevelDraft } from './cabFormLevels';
import { cabFormSchema } from './cabFormSchema';
import { CabFormBoard, type BoardDraft } from './CabFormBoard';
import { CabFormLevel } from './CabFormLevel';
import { levelErrors } from './cabFormErrors';
import { useCabFormLevelRemoval } from './useCabFormLevelRemoval';

/**
 * The CAB create and edit screen (x-resource.screens "cab-form"): the board and its level editor.
 * A board that fails to load stops the loader and shows nothing more.
 */
export default function CabForm({ definition }: ScreenProps) {
  const { id } = useParams();
  const translate = useTranslate();
  const { data: record, isPending, isError, refetch } = useGetOne(definition.name, { id: id! }, { enabled: id !== undefined, retry: false });
  // The browser checks with the same resource file as the server (precompiled by it), so both say the same words.
  const target = useMemo(() => recordTarget(definition), [definition]);
  const checks = useValidators(definition.name, target);
  const validate = useMemo(() => checks.validators && checkedBy(validatorOf(checks.validators, target.schemas[0])), [checks.validators, target]);
  if (checks.error !== undefined) return <Alert severity="error" role="alert" sx={{ m: 2 }}>{translate('sd.form.validators_failed')}</Alert>;
  if ((id !== undefined && isPending) || !validate) return <Box sx={{ p: 4, textAlign: 'center' }}><CircularProgress aria-label={translate('ra.page.loading')} /></Box>;
  if (id !== undefined && isError) return null;
  return <CabFormView key={String(id ?? 'new')} definition={definition} id={id} record={record} validate={validate} reload={() => refetch()} />;
}

type Known = Record<number, { users: LookupItem[]; user_types: LookupItem[] }>;

const boardDraft = (record: RaRecord | undefined, sendDefault: number): BoardDraft => ({
  name: record?.name ?? '',
  action_on_approve: record?.action_on_approve ?? undefined,
  action_on_deny: record?.action_on_deny ?? undefined,
  send_auto_reminders: record?.send_auto_reminders ?? sendDefault,
  reminder_interval: record?.reminder_interval ?? undefined,
});

/** The saved approvers' names by level id, as the board read carries them (approve_users, approve_user_types). */
const knownNames = (record: RaRecord | undefined): Known => Object.fromEntries((record?.levels ?? []).map((level: RaRecord) =>
  [level.id, { users: level.approve_users ?? [], user_types: level.approve_user_types ?? [] }]));

interface CabFormViewProps {
  definition: ScreenProps['definition'];
  id?: Identifier;
  record?: RaRecord;
  /** The resource file's check of a whole board: 412 messages by dotted field. */
  validate(record: unknown): Record<string, string>;
  reload(): void;
}

function CabFormView({ definition, id, record, validate, reload }: CabFormViewProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const editing = id !== undefined;
  const schema = useMemo(() => cabFormSchema(definition), [definition]);
  const sendDefault = Number(definition.fields.send_auto_reminders?.schema.default ?? 0);
  const [board, setBoard] = useState(() => boardDraft(record, sendDefault));
  const [levels, setLevels] = useState(() => levelDrafts(record?.levels, schema.defaultMatch));
  // After an update the reloaded board replaces what the editor shows.
  useEffect(() => {
    if (!record) return;
    setBoard(boardDraft(record, sendDefault));
    setLevels(levelDrafts(record.levels, schema.defaultMatch));
  }, [record, sendDefault, schema]);
  const known = useMemo(() => knownNames(record), [record]);
  const [submitted, setSubmitted] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const { save, saving, fieldErrors } = useSaveRecord(definition);
  const removal = useCabFormLevelRemoval(definition.alert, schema.removeLevel, levels, (index) => setLevels((current) => removeLevel(current, index)));

  const payload = { ...board, reminder_interval: board.send_auto_reminders === 1 ? board.reminder_interval : undefined, levels: levelPayload(levels) };
  const errors = { ...fieldErrors, ...(submitted ? validate(payload) : {}) };
  const disabled = saving || leaving || removal.busy;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validate(payload)).length) return;
    const result = await save(payload, id);
    if (!result) return;
    if (editing) {
      reload();
      return;
    }
    setLeaving(true);
    timer.current = setTimeout(() => navigate(definition.routes.list), definition.afterCreate?.delay ?? DELAY.afterCreate);
  };
  const setLevel = (index: number, change: Partial<Omit<LevelDraft, 'key'>>) => setLevels((current) => updateLevel(current, index, change));

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ p: 2, maxWidth: 960, display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {translate(editing ? 'sd.form.edit' : 'sd.form.create', { name: definition.title })}
        </Typography>
        <Button component={Link} to={definition.routes.list}>{translate('sd.action.back')}</Button>
      </Box>
      <AlertArea area={definition.alert} />
      {leaving && <Typography role="status">{translate('sd.form.redirecting')}</Typography>}
      <CabFormBoard definition={definition} board={board} errors={errors} disabled={disabled}
        onChange={(change) => setBoard((current) => ({ ...current, ...change }))} />
      <Typography variant="h6" component="h2">{schema.levelsLabel}</Typography>
      {errors.levels && <Typography color="error">{translate(errors.levels, { _: errors.levels })}</Typography>}
      {levels.map((level, index) => (
        <CabFormLevel key={level.key} level={level} index={index} count={levels.length} fields={schema.levelFields}
          errors={levelErrors(errors, index)} known={(level.id !== undefined && known[level.id]) || { users: [], user_types: [] }}
          disabled={disabled} onChange={(change) => setLevel(index, change)}
          onMove={(step) => setLevels((current) => moveLevel(current, index, step))} onRemove={() => removal.ask(index)} />
      ))}
      <Box sx={{ display: 'flex', gap: 2 }}>
        <Button startIcon={<AddIcon />} disabled={disabled} onClick={() => setLevels((current) => addLevel(current, schema.defaultMatch))}>
          {translate('cab_form.add_level')}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <Button type="submit" variant="contained" disabled={disabled}>{translate(editing ? 'sd.action.update' : 'sd.action.submit')}</Button>
      </Box>
      <ConfirmDelete open={removal.pending !== undefined} name={translate('cab_form.level_name')} busy={removal.busy}
        onConfirm={() => void removal.confirm()} onClose={removal.cancel} />
    </Box>
  );
}
