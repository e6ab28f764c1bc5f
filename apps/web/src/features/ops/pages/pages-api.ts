import {
  type AppLinksRequest,
  type BlogPostRequest,
  type BlogStatus,
  type Licence,
  licenceSchema,
  type MirrorsRequest,
  opsBlogPageSchema,
  opsBlogPostSchema,
  opsPagesSettingsSchema,
} from '@fortuna/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { SendMethod } from '../../../lib/api';
import { opsGet, opsKeys, opsQuery, opsSend } from '../api/ops-api';

/** `GET /ops/pages/settings`: app links, mirrors and licence. */
export function usePagesSettings() {
  return useQuery({
    queryKey: opsKeys.area('pages', 'settings'),
    queryFn: ({ signal }) => opsGet('/ops/pages/settings', opsPagesSettingsSchema, { signal }),
  });
}

export type BlogQuery = { pageNo: number; pageSize: number; status: BlogStatus | ''; q: string };

/** `GET /ops/pages/blog`: a page of posts, newest first. */
export function useBlogPosts(query: BlogQuery) {
  return useQuery({
    queryKey: opsKeys.area('pages', 'blog', query),
    queryFn: ({ signal }) => opsGet(`/ops/pages/blog${opsQuery(query)}`, opsBlogPageSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /ops/pages/blog/:id`. */
export function useBlogPost(id: number | null) {
  return useQuery({
    queryKey: opsKeys.area('pages', 'blog-post', id),
    queryFn: ({ signal }) => opsGet(`/ops/pages/blog/${id}`, opsBlogPostSchema, { signal }),
    enabled: id !== null,
  });
}

/** One pages write: sends, then refreshes every back-office query (the audit log too). */
function usePagesWrite<Input, S extends z.ZodType>(
  method: SendMethod,
  path: (input: Input) => string,
  schema: S,
  body = (input: Input) => input as unknown,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => opsSend(method, path(input), body(input), schema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opsKeys.all }),
  });
}

const settings = opsPagesSettingsSchema.shape;

/** Every write of the pages section, one mutation per call. */
export function usePagesWrites() {
  return {
    setApps: usePagesWrite(
      'PUT',
      () => '/ops/pages/apps',
      settings.apps,
      (input: AppLinksRequest) => input,
    ),
    setMirrors: usePagesWrite(
      'PUT',
      () => '/ops/pages/mirrors',
      settings.mirrors,
      (input: MirrorsRequest) => input,
    ),
    setLicence: usePagesWrite(
      'PUT',
      () => '/ops/pages/licence',
      licenceSchema,
      (input: Licence) => input,
    ),
    createPost: usePagesWrite(
      'POST',
      () => '/ops/pages/blog',
      opsBlogPostSchema,
      (input: BlogPostRequest) => input,
    ),
    updatePost: usePagesWrite(
      'PUT',
      (input: BlogPostRequest & { id: number }) => `/ops/pages/blog/${input.id}`,
      opsBlogPostSchema,
      ({ id: _id, ...post }) => post,
    ),
    publishPost: usePagesWrite(
      'POST',
      (input: { id: number; publishAt: string | null }) => `/ops/pages/blog/${input.id}/publish`,
      opsBlogPostSchema,
      (input) => ({ publishAt: input.publishAt }),
    ),
    withdrawPost: usePagesWrite(
      'POST',
      (id: number) => `/ops/pages/blog/${id}/withdraw`,
      opsBlogPostSchema,
      () => ({}),
    ),
    deletePost: usePagesWrite(
      'DELETE',
      (id: number) => `/ops/pages/blog/${id}`,
      z.object({ id: z.number() }),
      () => ({}),
    ),
  };
}
