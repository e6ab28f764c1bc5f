import { profileRulesSchema, type UpdateProfileRulesRequest } from '@fortuna/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { opsGet, opsKeys, opsSend } from '../api/ops-api';

/** `GET /ops/site/profile-rules`: each member profile field's mode (editable, once, hidden). */
export function useProfileRules() {
  return useQuery({
    queryKey: opsKeys.area('site', 'profile-rules'),
    queryFn: ({ signal }) => opsGet('/ops/site/profile-rules', profileRulesSchema, { signal }),
  });
}

/** `PUT /ops/site/profile-rules` (site.write, audited): sets every field's mode. */
export function useSaveProfileRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileRulesRequest) => opsSend('PUT', '/ops/site/profile-rules', input, profileRulesSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opsKeys.all }),
  });
}
