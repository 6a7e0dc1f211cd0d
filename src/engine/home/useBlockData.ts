import { useQuery } from '@tanstack/react-query';
import { HOME_REFRESH_MS, type HomeApi } from './homeApi';

/**
 * One block's figures, read on its own so a slow block never holds the others. Read again every
 * minute while the page is visible and when the window regains focus; the figures shown stay until
 * the new ones arrive (react-query keeps data while refetching), so a refresh never flickers.
 */
export function useBlockData(api: HomeApi, id: string) {
  return useQuery({
    queryKey: ['home-block', id],
    queryFn: () => api.block(id),
    refetchInterval: HOME_REFRESH_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    retry: false,
  });
}
