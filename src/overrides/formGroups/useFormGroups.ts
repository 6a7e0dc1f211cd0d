import { useQuery } from '@tanstack/react-query';
import { http } from '../http';
import type { FormGroupCategory } from './formGroupCategories';
import { groupListRequest, groupListResponse } from './formGroupRequests';

/** useFormGroups(kind) → the groups of one category, read afresh on each visit (another administrator may have saved one). */
export function useFormGroups(kind: FormGroupCategory | undefined) {
  return useQuery({
    queryKey: ['sd.form-groups', kind?.category],
    queryFn: async () => groupListResponse(kind!.spec, await http.send(groupListRequest(kind!.spec))),
    enabled: kind !== undefined,
    staleTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
