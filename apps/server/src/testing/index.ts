export { buildTestApp, type TestApp, testConfig } from './test-app';
export { createTestDatabase, PGLITE_TEMPLATE_ENV } from './test-database';
