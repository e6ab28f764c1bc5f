import { depositSchema, withdrawalSchema } from '@fortuna/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiGet, apiSend } from '../../../lib/api';
import { endOpsSession, useOpsSession } from '../ops-session';

/** A deposit in the operator's queue: with the member's username. */
export const opsDepositSchema = depositSchema.extend({ username: z.string() });
export type OpsDeposit = z.infer<typeof opsDepositSchema>;
/** A withdrawal in the operator's queue: with the member's username and the payee name of the bank account. */
export const opsWithdrawalSchema = withdrawalSchema.extend({ username: z.string(), payeeName: z.string() });
export type OpsWithdrawal = z.infer<typeof opsWithdrawalSchema>;

/** Which queue: deposits or withdrawals. */
export type QueueKind = 'deposits' | 'withdrawals';
/** What an operator decides: a deposit is confirmed or failed, a withdrawal approved or rejected. */
export type Decision = 'confirm' | 'fail' | 'approve' | 'reject';

/** Query key prefix of the operator's queues. */
export const opsQueryKey = ['ops'] as const;
/** The back office looks for new requests this often (the brief's auto-refresh). */
export const QUEUE_REFRESH_MS = 10_000;
export const QUEUE_PAGE_SIZE = 20;

/** A refused operator token ends the back-office session in this tab; the login form shows again. */
function dropSessionOn401(error: unknown): never {
  if (error instanceof ApiError && error.status === 401) endOpsSession('expired');
  throw error;
}

/** `GET /ops/deposits|withdrawals?status&pageNo&pageSize` (operator token), newest first, refreshed every 10 s. */
export function useOpsQueue<K extends QueueKind>(kind: K, status: string, pageNo: number) {
  const session = useOpsSession();
  const schema = kind === 'deposits' ? z.array(opsDepositSchema) : z.array(opsWithdrawalSchema);
  return useQuery({
    queryKey: [...opsQueryKey, session?.token, kind, status, pageNo],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ pageNo: String(pageNo), pageSize: String(QUEUE_PAGE_SIZE) });
      if (status) params.set('status', status);
      return apiGet(`/ops/${kind}?${params}`, schema, { signal, authorization: session?.token ?? null }).catch(dropSessionOn401) as Promise<
        K extends 'deposits' ? OpsDeposit[] : OpsWithdrawal[]
      >;
    },
    enabled: session !== null,
    refetchInterval: QUEUE_REFRESH_MS,
    refetchIntervalInBackground: true,
    staleTime: 0,
  });
}

/** `POST /ops/{deposits|withdrawals}/:id/{confirm|fail|approve|reject}`; fail and reject carry the reason. */
export function decide(token: string, kind: QueueKind, id: number, decision: Decision, reason?: string) {
  const body = decision === 'fail' || decision === 'reject' ? { reason } : {};
  const schema = kind === 'deposits' ? depositSchema : withdrawalSchema;
  return apiSend('POST', `/ops/${kind}/${id}/${decision}`, body, schema, { authorization: token }).catch(dropSessionOn401);
}
