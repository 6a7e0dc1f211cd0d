import { useMemo, useState } from 'react';
import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { describeModelDiff, modelDiff } from '../../kernel';
import { AlertArea } from '../../engine/views/AlertArea';
import { ConfirmDialog } from '../../engine/views/ConfirmDialog';
import { ChangeList } from './ChangeList';
import { useDraft, type ModelVersion } from './draftStore';
import { MODEL_ALERT } from './modelPaths';
import type { Problem } from './problemPlaces';
import type { useApplyDraft } from './useApplyDraft';
import { useModelDiff } from './useModel';

interface ApplyBarProps {
  current: ModelVersion;
  applying: ReturnType<typeof useApplyDraft>;
  /** The problems no field of the screen shows (all of them where no field does). */
  unplaced: Problem[];
}

/**
 * The draft's state above every Data model screen: what it changes from its version, Apply and
 * Discard; an apply's problems that belong to no field; a 409's notice with what changed meanwhile
 * and the way to apply the draft's changes to the current version.
 */
export function ApplyBar({ current, applying, unplaced }: ApplyBarProps) {
  const translate = useTranslate();
  const draft = useDraft();
  const [discarding, setDiscarding] = useState(false);
  const { apply, rebase, discard, outcome, busy } = applying;
  const summary = useMemo(() => (draft ? describeModelDiff(modelDiff(current.files, draft.files)) : ''), [draft, current]);
  const [showDiff, setShowDiff] = useState(false);
  const meanwhile = useModelDiff(showDiff && draft ? draft.base : undefined, outcome.stale);
  return (
    <Box sx={{ my: 2 }}>
      <AlertArea area={MODEL_ALERT} />
      <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }} role="region" aria-label={translate('data_model.draft.apply')}>
        <Typography sx={{ flex: '1 1 16rem', overflowWrap: 'anywhere' }}>
          {draft ? translate('data_model.draft.changed', { base: draft.base, summary }) : translate('data_model.draft.none', { number: current.number })}
        </Typography>
        {draft && (
          <>
            <Button onClick={() => setDiscarding(true)}>{translate('data_model.draft.discard')}</Button>
            <Button variant="contained" disabled={busy} onClick={() => void apply()}>{translate('data_model.draft.apply')}</Button>
          </>
        )}
      </Paper>
      {unplaced.length > 0 && (
        <Alert severity="error" sx={{ mt: 1 }}>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>{unplaced.map((problem) => <li key={problem.text}>{problem.text}</li>)}</Box>
        </Alert>
      )}
      {outcome.stale !== undefined && draft && (
        <Alert severity="warning" role="alert" sx={{ mt: 1 }}>
          <Typography>{translate('data_model.draft.stale', { current: outcome.stale, base: draft.base })}</Typography>
          <Box sx={{ mt: 1, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button size="small" onClick={() => setShowDiff((shown) => !shown)} aria-expanded={showDiff}>{translate('data_model.draft.show_diff')}</Button>
            <Button size="small" variant="outlined" onClick={() => void rebase()}>{translate('data_model.draft.rebase', { current: outcome.stale })}</Button>
            <Button size="small" onClick={() => setDiscarding(true)}>{translate('data_model.draft.discard')}</Button>
          </Box>
          {showDiff && meanwhile.data && <Box sx={{ mt: 1 }}><ChangeList changes={meanwhile.data.files} /></Box>}
        </Alert>
      )}
      <ConfirmDialog
        open={discarding}
        title={translate('data_model.draft.discard')}
        question={translate('data_model.draft.discard_question', { number: current.number })}
        confirm={translate('data_model.draft.discard')}
        danger
        onConfirm={() => { discard(); setDiscarding(false); }}
        onClose={() => setDiscarding(false)}
      />
    </Box>
  );
}
