export { seedTeamHistory } from '../seed/team-history';
export { apiClient, lastCode, type Reply } from './api-client';
export { freshIp, operatorToken, solveCaptcha } from './auth-helpers';
export { type HttpReply, httpClient } from './http-client';
export { fund } from './money';
export { type ServerProcess, startServerProcess } from './server-process';
export { buildTestApp, type TestApp, testConfig } from './test-app';
export { createTestDatabase } from './test-database';
export { totpCode } from '../modules/ops/totp';
