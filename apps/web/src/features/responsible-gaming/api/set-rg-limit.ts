import { type RgLimitKey, rgStateSchema } from '@fortuna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api';
import { rgKeys } from './rg-keys';

/** `POST /wps/member/rg/limits` (token): sets or (null) removes a limit; a decrease is at once, an increase after 24 hours. */
export function useSetRgLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { key: RgLimitKey; value: string | null }) => apiSend('POST', '/wps/member/rg/limits', input, rgStateSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rgKeys.state }),
  });
}
