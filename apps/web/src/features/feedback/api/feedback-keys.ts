/** Query keys of the member's feedback; a `FEEDBACK_REPLIED` notification refreshes all of them (app/realtime.tsx). */
export const feedbackKeys = {
  all: ['feedback'] as const,
  list: (token: string | null, pageNo: number) => ['feedback', token, 'list', pageNo] as const,
  thread: (token: string | null, id: number) => ['feedback', token, 'thread', id] as const,
};
