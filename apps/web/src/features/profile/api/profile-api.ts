import { memberIconSchema, profileSchema, type UpdateProfileRequest } from '@fortuna/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend, apiSendForm } from '../../../lib/api';
import { memberInfoQueryKey } from '../../../lib/member-info';
import { useToken } from '../../../lib/session';

const profileKey = ['member', 'profile'] as const;

/** `GET /wps/member/info/profile` (token): the profile fields the operator shows, with their lock state. */
export function useProfile() {
  const token = useToken();
  return useQuery({
    queryKey: [...profileKey, token],
    queryFn: ({ signal }) => apiGet('/wps/member/info/profile', profileSchema, { signal }),
    enabled: token !== null,
  });
}

/** `PUT /wps/member/info/profile`: saves the changed fields; the member info (nickname) refreshes too. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileRequest) => apiSend('PUT', '/wps/member/info/profile', input, profileSchema),
    onSuccess: (profile) => {
      queryClient.setQueriesData({ queryKey: profileKey }, profile);
      void queryClient.invalidateQueries({ queryKey: memberInfoQueryKey });
    },
  });
}

/** `PUT /wps/member/info/icon` (a built-in avatar, 0 = generated) or `POST` (an uploaded picture). */
export function useChangeIcon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: { avatar: number } | { file: File }) => {
      if ('avatar' in choice) return apiSend('PUT', '/wps/member/info/icon', { avatar: choice.avatar }, memberIconSchema);
      const form = new FormData();
      form.append('icon', choice.file, choice.file.name);
      return apiSendForm('/wps/member/info/icon', form, memberIconSchema);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberInfoQueryKey }),
  });
}
