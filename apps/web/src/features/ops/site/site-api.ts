import {
  type BrandRequest,
  type CreateRegionBlockRequest,
  type CustomerServiceRequest,
  type LanguagesRequest,
  type MaintenanceRequest,
  opsCustomerServiceSchema,
  opsDomainSchema,
  opsModuleNodeSchema,
  opsRegionBlockSchema,
  opsRegisterRuleSchema,
  opsSiteSchema,
  type RegionRestrictionRequest,
  type RegisterField,
  regionBlockPageSchema,
  type UpdateModulesRequest,
  type UpdateRegisterRuleRequest,
} from '@fortuna/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { SendMethod } from '../../../lib/api';
import { opsGet, opsKeys, opsQuery, opsSend } from '../api/ops-api';

/** `GET /ops/site`: everything the site screens edit but the region blocks. */
export function useOpsSite() {
  return useQuery({ queryKey: opsKeys.area('site'), queryFn: ({ signal }) => opsGet('/ops/site', opsSiteSchema, { signal }) });
}

/** What the region-block table asks the server for. */
export type RegionBlockQuery = { pageNo: number; pageSize: number; sort: 'id' | 'ipRange' | 'country'; order: 'asc' | 'desc'; q: string };

/** `GET /ops/site/region-blocks`: a page, sorted and filtered by the server. */
export function useRegionBlocks(query: RegionBlockQuery) {
  return useQuery({
    queryKey: opsKeys.area('site', 'region-blocks', query),
    queryFn: ({ signal }) => opsGet(`/ops/site/region-blocks${opsQuery(query)}`, regionBlockPageSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** One site write: sends, then refreshes every site query (and the audit log). */
function useSiteWrite<Input, S extends z.ZodType>(
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

const maintenanceSchema = opsSiteSchema.shape.maintenance;
const brandSchema = opsSiteSchema.shape.brand;

/** Every write of the site screens, one mutation per call. */
export function useSiteWrites() {
  return {
    maintenance: useSiteWrite<MaintenanceRequest, typeof maintenanceSchema>('PUT', () => '/ops/site/maintenance', maintenanceSchema),
    restriction: useSiteWrite<RegionRestrictionRequest, z.ZodObject<{ enabled: z.ZodBoolean }>>(
      'PUT',
      () => '/ops/site/region-restriction',
      z.object({ enabled: z.boolean() }),
    ),
    addBlock: useSiteWrite<CreateRegionBlockRequest, typeof opsRegionBlockSchema>(
      'POST',
      () => '/ops/site/region-blocks',
      opsRegionBlockSchema,
    ),
    deleteBlock: useSiteWrite<number, typeof opsRegionBlockSchema>(
      'DELETE',
      (id) => `/ops/site/region-blocks/${id}`,
      opsRegionBlockSchema,
      () => ({}),
    ),
    modules: useSiteWrite<UpdateModulesRequest, z.ZodArray<typeof opsModuleNodeSchema>>(
      'PUT',
      () => '/ops/site/modules',
      z.array(opsModuleNodeSchema),
    ),
    registerRule: useSiteWrite<UpdateRegisterRuleRequest & { field: RegisterField }, typeof opsRegisterRuleSchema>(
      'PUT',
      (input) => `/ops/site/register-rules/${input.field}`,
      opsRegisterRuleSchema,
      ({ field: _field, ...rule }) => rule,
    ),
    addService: useSiteWrite<CustomerServiceRequest, typeof opsCustomerServiceSchema>(
      'POST',
      () => '/ops/site/customer-services',
      opsCustomerServiceSchema,
    ),
    updateService: useSiteWrite<CustomerServiceRequest & { id: number }, typeof opsCustomerServiceSchema>(
      'PUT',
      (input) => `/ops/site/customer-services/${input.id}`,
      opsCustomerServiceSchema,
      ({ id: _id, ...service }) => service,
    ),
    deleteService: useSiteWrite<number, z.ZodObject<{ id: z.ZodNumber }>>(
      'DELETE',
      (id) => `/ops/site/customer-services/${id}`,
      z.object({ id: z.number() }),
      () => ({}),
    ),
    addDomain: useSiteWrite<{ domain: string; route: string; isMirror: boolean }, typeof opsDomainSchema>(
      'POST',
      () => '/ops/site/domains',
      opsDomainSchema,
    ),
    updateDomain: useSiteWrite<{ domain: string; route: string; isMirror: boolean }, typeof opsDomainSchema>(
      'PUT',
      (input) => `/ops/site/domains/${encodeURIComponent(input.domain)}`,
      opsDomainSchema,
      ({ domain: _domain, ...rest }) => rest,
    ),
    deleteDomain: useSiteWrite<string, z.ZodObject<{ domain: z.ZodString }>>(
      'DELETE',
      (domain) => `/ops/site/domains/${encodeURIComponent(domain)}`,
      z.object({ domain: z.string() }),
      () => ({}),
    ),
    mainDomain: useSiteWrite('PUT', () => '/ops/site/main-domain', z.object({ mainDomain: z.string() })),
    languages: useSiteWrite<LanguagesRequest, z.ZodType<LanguagesRequest>>('PUT', () => '/ops/site/languages', z.any()),
    brand: useSiteWrite<BrandRequest, typeof brandSchema>('PUT', () => '/ops/site/brand', brandSchema),
  };
}
