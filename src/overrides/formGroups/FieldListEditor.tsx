import { Box, Button, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useTranslate } from 'ra-core';
import { MAX_GROUP_FIELDS } from '../../kernel';
import { newDraft, type FieldDraft } from './fieldDrafts';
import { FieldRow } from './FieldRow';

interface FieldListEditorProps {
  drafts: FieldDraft[];
  errors: Record<string, string>;
  disabled: boolean;
  onChange(drafts: FieldDraft[]): void;
}

/** The group's fields in form order: add, remove, move up and down (at most MAX_GROUP_FIELDS). */
export function FieldListEditor({ drafts, errors, disabled, onChange }: FieldListEditorProps) {
  const translate = useTranslate();
  const replace = (index: number, draft: FieldDraft) => onChange(drafts.map((current, i) => (i === index ? draft : current)));
  const move = (index: number, offset: -1 | 1) => {
    const next = [...drafts];
    [next[index], next[index + offset]] = [next[index + offset], next[index]];
    onChange(next);
  };
  return (
    <Box component="section" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h6" component="h2">{translate('form_group.group_fields')}</Typography>
      {errors.fields && <Typography color="error" role="alert">{errors.fields}</Typography>}
      {drafts.length === 0 && <Typography color="text.secondary">{translate('form_group.no_fields')}</Typography>}
      {drafts.map((draft, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: position keys on purpose: a new field has no key yet, and moving re-renders the two rows with their values.
        <FieldRow key={index} draft={draft} index={index} count={drafts.length} errors={errors} disabled={disabled}
          onChange={(next) => replace(index, next)} onRemove={() => onChange(drafts.filter((_, i) => i !== index))}
          onMove={(offset) => move(index, offset)} />
      ))}
      <Box>
        <Button startIcon={<AddIcon />} disabled={disabled || drafts.length >= MAX_GROUP_FIELDS} onClick={() => onChange([...drafts, newDraft()])}>
          {translate('form_group.add_field')}
        </Button>
      </Box>
    </Box>
  );
}
