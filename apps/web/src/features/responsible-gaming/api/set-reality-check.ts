import { rgStateSchema } from '@fortuna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api';
import { rgKeys } from './rg-keys';

/** `POST /wps/member/rg/reality-check` (token): the reality-check interval in minutes (0: off). */
export function useSetRealityCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (minutes: number) => apiSend('POST', '/wps/member/rg/reality-check', { minutes }, rgStateSchema),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: rgKeys.state }),
        queryClient.invalidateQueries({ queryKey: rgKeys.realityCheck }),
      ]),
  });
}
