import type { RgExclusionRequest } from '@fortuna/shared';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiSend } from '../../../lib/api';

/** `POST /wps/member/rg/exclusion` (token): a time-out or self-exclusion; every session ends at once. */
export function useExclude() {
  return useMutation({
    mutationFn: (input: RgExclusionRequest) =>
      apiSend('POST', '/wps/member/rg/exclusion', input, z.object({ kind: z.string(), endsAt: z.string() })),
  });
}
