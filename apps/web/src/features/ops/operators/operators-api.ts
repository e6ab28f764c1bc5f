import {
  type createOperatorRequestSchema,
  type OpsSecurity,
  operatorRowSchema,
  opsSecuritySchema,
  type updateOperatorRequestSchema,
} from '@fortuna/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { opsGet, opsKeys, opsSend } from '../api/ops-api';

/** `GET /ops/operators`: the merchant's operators. */
export function useOperators() {
  return useQuery({
    queryKey: opsKeys.area('operators'),
    queryFn: ({ signal }) => opsGet('/ops/operators', z.array(operatorRowSchema), { signal }),
  });
}

/** `POST /ops/operators` and `PATCH /ops/operators/:id`; both refresh the list and the audit log. */
export function useOperatorWrites() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: opsKeys.all });
  return {
    create: useMutation({
      mutationFn: (body: z.input<typeof createOperatorRequestSchema>) => opsSend('POST', '/ops/operators', body, operatorRowSchema),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, ...body }: z.input<typeof updateOperatorRequestSchema> & { id: number }) =>
        opsSend('PATCH', `/ops/operators/${id}`, body, operatorRowSchema),
      onSuccess: refresh,
    }),
  };
}

/** `GET /ops/security` and `PUT /ops/security`: the address allow-list, the idle timeout, the adjustment approval threshold. */
export function useOpsSecurity() {
  return useQuery({ queryKey: opsKeys.area('security'), queryFn: ({ signal }) => opsGet('/ops/security', opsSecuritySchema, { signal }) });
}

export function useSaveOpsSecurity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OpsSecurity) => opsSend('PUT', '/ops/security', body, opsSecuritySchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opsKeys.all }),
  });
}
