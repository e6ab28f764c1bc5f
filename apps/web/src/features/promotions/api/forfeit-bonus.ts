import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiSend } from '../../../lib/api';
import { refreshMoney } from '../../../lib/money-queries';

const forfeitResponseSchema = z.object({ bonusId: z.number().int(), returned: z.string(), balance: z.string() });

/** `POST /wps/promotion/bonus/forfeit` (token): gives an open bonus up; what is left of it goes back. */
export function forfeitBonus(input: { bonusId: number; requestId: string }) {
  return apiSend('POST', '/wps/promotion/bonus/forfeit', input, forfeitResponseSchema);
}

/** Forfeits a bonus, then refreshes the balance and the bonus list. */
export function useForfeitBonus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: forfeitBonus, onSuccess: () => refreshMoney(queryClient) });
}
