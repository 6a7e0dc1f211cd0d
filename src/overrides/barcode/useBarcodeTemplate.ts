import { useCallback, useEffect, useState } from 'react';
import { http } from '../http';
import { readRequest, templateAnswerOf, type TemplateAnswer } from './barcodeApi';

/**
 * const { answer, loaded, reload } = useBarcodeTemplate(): the saved template (or null), the default
 * and the bounds. A failed read is no template, so reset stays disabled.
 */
export function useBarcodeTemplate() {
  const [answer, setAnswer] = useState<TemplateAnswer | null>(null);
  const reload = useCallback(async () => {
    try {
      setAnswer(templateAnswerOf(await http.send(readRequest())));
    } catch {
      setAnswer({ template: null, defaults: null, limits: {} });
    }
  }, []);
  useEffect(() => { void reload(); }, [reload]);
  return { answer, loaded: answer !== null, reload };
}
