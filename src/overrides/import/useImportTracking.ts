import { useEffect, useState } from 'react';
import { DELAY } from '../../engine/constants';
import { http } from '../http';
import { isFinished, trackingRequest, trackingSummary, type TrackingSummary } from './importApi';

/**
 * useImportTracking(id) → the job's summary, asked again every DELAY.short until the job ends. A
 * failed load is logged only and asked again at the next tick.
 */
export function useImportTracking(id: string | undefined): TrackingSummary | null {
  const [summary, setSummary] = useState<TrackingSummary | null>(null);
  useEffect(() => {
    if (!id) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let current = true;
    const poll = () => {
      http.send(trackingRequest(id))
        .then((body) => {
          if (!current) return;
          const read = trackingSummary(body);
          setSummary(read);
          if (!isFinished(read?.status)) timer = setTimeout(poll, DELAY.short);
        })
        .catch((error) => {
          console.error('import tracking', error);
          if (current) timer = setTimeout(poll, DELAY.short);
        });
    };
    poll();
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [id]);
  return summary;
}
