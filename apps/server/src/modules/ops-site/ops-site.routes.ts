import {
  brandRequestSchema,
  createDomainRequestSchema,
  createRegionBlockRequestSchema,
  customerServiceRequestSchema,
  domainParamsSchema,
  languagesRequestSchema,
  mainDomainRequestSchema,
  maintenanceRequestSchema,
  regionBlockQuerySchema,
  regionRestrictionRequestSchema,
  registerFieldParamsSchema,
  siteIdParamsSchema,
  updateDomainRequestSchema,
  updateModulesRequestSchema,
  updateRegisterRuleRequestSchema,
} from '@fortuna/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import type { OpsSiteService } from './ops-site.service';

const READ = { ops: { permission: 'site.read' } } as const;
const write = (action: string) => ({ ops: { permission: 'site.write', action } }) as const;

/** Site configuration in the back office: read with `site.read`, change with `site.write` (docs/backoffice/site.md). */
export async function opsSiteRoutes(app: FastifyInstance, deps: { site: OpsSiteService }): Promise<void> {
  const { site } = deps;

  app.get('/ops/site', { config: READ }, async (request) => ok(await site.overview(request)));

  app.put('/ops/site/modules', { config: write('site.modules') }, async (request) =>
    ok(await site.updateModules(request, parseInput(updateModulesRequestSchema, request.body))),
  );

  app.put('/ops/site/register-rules/:field', { config: write('site.register_rule') }, async (request) => {
    const { field } = parseInput(registerFieldParamsSchema, request.params);
    return ok(await site.updateRegisterRule(request, field, parseInput(updateRegisterRuleRequestSchema, request.body)));
  });

  app.post('/ops/site/customer-services', { config: write('site.cs.create') }, async (request) =>
    ok(await site.createCustomerService(request, parseInput(customerServiceRequestSchema, request.body))),
  );
  app.put('/ops/site/customer-services/:id', { config: write('site.cs.update') }, async (request) => {
    const { id } = parseInput(siteIdParamsSchema, request.params);
    return ok(await site.updateCustomerService(request, id, parseInput(customerServiceRequestSchema, request.body)));
  });
  app.delete('/ops/site/customer-services/:id', { config: write('site.cs.delete') }, async (request) => {
    const { id } = parseInput(siteIdParamsSchema, request.params);
    return ok(await site.deleteCustomerService(request, id));
  });

  app.post('/ops/site/domains', { config: write('site.domain.create') }, async (request) =>
    ok(await site.createDomain(request, parseInput(createDomainRequestSchema, request.body))),
  );
  app.put('/ops/site/domains/:domain', { config: write('site.domain.update') }, async (request) => {
    const { domain } = parseInput(domainParamsSchema, request.params);
    return ok(await site.updateDomain(request, domain, parseInput(updateDomainRequestSchema, request.body)));
  });
  app.delete('/ops/site/domains/:domain', { config: write('site.domain.delete') }, async (request) => {
    const { domain } = parseInput(domainParamsSchema, request.params);
    return ok(await site.deleteDomain(request, domain));
  });
  app.put('/ops/site/main-domain', { config: write('site.main_domain') }, async (request) =>
    ok(await site.setMainDomain(request, parseInput(mainDomainRequestSchema, request.body).mainDomain)),
  );

  app.put('/ops/site/languages', { config: write('site.languages') }, async (request) =>
    ok(await site.setLanguages(request, parseInput(languagesRequestSchema, request.body))),
  );

  app.put('/ops/site/brand', { config: write('site.brand') }, async (request) =>
    ok(await site.setBrand(request, parseInput(brandRequestSchema, request.body))),
  );

  app.put('/ops/site/maintenance', { config: write('site.maintenance') }, async (request) =>
    ok(await site.setMaintenance(request, parseInput(maintenanceRequestSchema, request.body))),
  );

  app.put('/ops/site/region-restriction', { config: write('site.region_restriction') }, async (request) => {
    const input = parseInput(regionRestrictionRequestSchema, request.body);
    return ok(await site.setRegionRestriction(request, input.enabled, input.acknowledgeCoversCaller));
  });
  app.get('/ops/site/region-blocks', { config: READ }, async (request) =>
    ok(await site.pageRegionBlocks(request, parseInput(regionBlockQuerySchema, request.query))),
  );
  app.post('/ops/site/region-blocks', { config: write('site.region_block.create') }, async (request) =>
    ok(await site.createRegionBlock(request, parseInput(createRegionBlockRequestSchema, request.body))),
  );
  app.delete('/ops/site/region-blocks/:id', { config: write('site.region_block.delete') }, async (request) => {
    const { id } = parseInput(siteIdParamsSchema, request.params);
    return ok(await site.deleteRegionBlock(request, id));
  });
}
