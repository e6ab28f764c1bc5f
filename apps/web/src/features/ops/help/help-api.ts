import { type HelpSectionsRequest, type HelpTextRequest, opsHelpSchema } from '@fortuna/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { opsGet, opsKeys, opsSend } from '../api/ops-api';

const key = (...parts: unknown[]) => opsKeys.area('help', ...parts);
const savedTextSchema = z.object({ id: z.string(), lang: z.string(), title: z.string(), content: z.string(), updatedAt: z.string() });

/** `GET /ops/help`: every section with its order, switch and texts per language. */
export function useOpsHelp() {
  return useQuery({ queryKey: key(), queryFn: ({ signal }) => opsGet('/ops/help', opsHelpSchema, { signal }) });
}

/** The help centre's writes; each refreshes the editor (and the player site reads it at its next call). */
export function useHelpWrites() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: key() });
  return {
    saveText: useMutation({
      mutationFn: ({ section, lang, ...body }: HelpTextRequest & { section: string; lang: string }) =>
        opsSend('PUT', `/ops/help/${section}/${lang}`, body, savedTextSchema),
      onSuccess: refresh,
    }),
    saveSections: useMutation({
      mutationFn: (body: HelpSectionsRequest) => opsSend('PUT', '/ops/help/sections', body, opsHelpSchema),
      onSuccess: refresh,
    }),
  };
}
