import { type FeedbackType, feedbackPageSchema, feedbackSchema } from '@fortuna/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSendForm } from '../../../lib/api';
import { useToken } from '../../../lib/session';
import { feedbackKeys } from './feedback-keys';

/** Feedback per page in "my feedback". */
export const FEEDBACK_PAGE_SIZE = 10;

/** `GET /wps/feedback`: the member's feedback, newest first, with how many have an unread reply. */
export function useMyFeedback(pageNo: number, options: { staleTime?: number } = {}) {
  const token = useToken();
  return useQuery({
    queryKey: feedbackKeys.list(token, pageNo),
    queryFn: ({ signal }) => apiGet(`/wps/feedback?pageNo=${pageNo}&pageSize=${FEEDBACK_PAGE_SIZE}`, feedbackPageSchema, { signal }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
    staleTime: options.staleTime ?? 0,
  });
}

/** `GET /wps/feedback/:id`: one thread (opening it marks its replies read). */
export function useFeedbackThread(id: number | null) {
  const token = useToken();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: feedbackKeys.thread(token, id ?? 0),
    queryFn: async ({ signal }) => {
      const thread = await apiGet(`/wps/feedback/${id}`, feedbackSchema, { signal });
      // The list's unread marks and the badge follow.
      void queryClient.invalidateQueries({ queryKey: [...feedbackKeys.all, token, 'list'] });
      return thread;
    },
    enabled: token !== null && id !== null,
  });
}

/** `PUT /wps/feedback` as multipart: the type, the content and up to three images. */
export function useSendFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { type: FeedbackType; content: string; images: File[] }) => {
      const form = new FormData();
      form.set('type', input.type);
      form.set('content', input.content);
      for (const image of input.images) form.append('images', image, image.name);
      return apiSendForm('/wps/feedback', form, feedbackSchema, { method: 'PUT' });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.all }),
  });
}
