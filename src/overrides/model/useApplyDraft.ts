import { useCallback, useState } from 'react';
import { useTranslate } from 'ra-core';
import { useAlert } from '../../engine/hooks/useAlert';
import { http } from '../http';
import { draftStore, rebased, type ModelVersion } from './draftStore';
import { applyRequest, changedOf, currentOf, currentRequest, versionRequest } from './modelApi';
import { MODEL_ALERT } from './modelPaths';
import { problemOf, type Problem } from './problemPlaces';
import { sendModel } from './sendModel';
import { useModelChanged } from './useModel';

/** What the last apply left to show: its problems, or the version applied meanwhile. */
export interface ApplyOutcome { problems: Problem[]; stale?: number }

/**
 * useApplyDraft() → apply the draft (POST apply with the version it was made from), rebase it on the
 * current version after a 409, or discard it; success clears the draft and says the new number.
 */
export function useApplyDraft() {
  const translate = useTranslate();
  const alert = useAlert(MODEL_ALERT);
  const changed = useModelChanged();
  const [outcome, setOutcome] = useState<ApplyOutcome>({ problems: [] });
  const [busy, setBusy] = useState(false);

  const apply = useCallback(async () => {
    const draft = draftStore.get();
    if (!draft) return;
    setBusy(true);
    try {
      const { status, body } = await sendModel(applyRequest(draft.base, draft.files));
      if (status === 200) {
        draftStore.replace(null);
        setOutcome({ problems: [] });
        alert.show('success', translate('data_model.draft.applied', { number: changedOf(body).number }));
        await changed();
      } else if (status === 409) {
        setOutcome({ problems: [], stale: Number(body.current) });
        alert.clear();
      } else if (status === 422) {
        setOutcome({ problems: (Array.isArray(body.problems) ? body.problems : []).map((text) => problemOf(String(text))) });
        alert.show('error', translate('data_model.draft.refused'));
      } else alert.show('error', typeof body.message === 'string' ? body.message : translate('ra.notification.http_error'));
    } finally {
      setBusy(false);
    }
  }, [alert, changed, translate]);

  /** The draft's changes made again on the current version (its files replace the current's). */
  const rebase = useCallback(async () => {
    const draft = draftStore.get();
    if (!draft) return;
    const [base, current] = await Promise.all([
      http.send(versionRequest(draft.base)).then((body) => currentOf(body) as ModelVersion),
      http.send(currentRequest()).then(currentOf),
    ]);
    draftStore.replace(rebased(draft, base.files, current));
    setOutcome({ problems: [] });
    alert.show('info', translate('data_model.draft.rebased', { current: current.number }));
    await changed();
  }, [alert, changed, translate]);

  const discard = useCallback(() => {
    draftStore.replace(null);
    setOutcome({ problems: [] });
    alert.clear();
  }, [alert]);

  return { apply, rebase, discard, outcome, busy };
}
