import { opsFeedbackPageSchema, opsFeedbackSchema } from '@fortuna/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { opsGet, opsKeys, opsQuery, opsSend } from '../api/ops-api';

type Query = Record<string, string | number | boolean | undefined>;
const key = (...parts: unknown[]) => opsKeys.area('feedback', ...parts);

/** `GET /ops/feedback`: the queue, filtered by status, oldest first. */
export function useFeedbackQueue(query: Query) {
  return useQuery({
    queryKey: key('queue', query),
    queryFn: ({ signal }) => opsGet(`/ops/feedback${opsQuery(query)}`, opsFeedbackPageSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /ops/feedback/:id`: one thread with its images and replies. */
export function useOpsFeedbackThread(id: number | null) {
  return useQuery({
    queryKey: key('thread', id),
    queryFn: ({ signal }) => opsGet(`/ops/feedback/${id}`, opsFeedbackSchema, { signal }),
    enabled: id !== null,
  });
}

/** Reply and close; each refreshes the queue and the thread. */
export function useFeedbackWrites() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: key() });
  return {
    reply: useMutation({
      mutationFn: ({ id, content }: { id: number; content: string }) =>
        opsSend('POST', `/ops/feedback/${id}/reply`, { content }, opsFeedbackSchema),
      onSuccess: refresh,
    }),
    close: useMutation({
      mutationFn: (id: number) => opsSend('POST', `/ops/feedback/${id}/close`, {}, opsFeedbackSchema),
      onSuccess: refresh,
    }),
  };
}
