import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedDemo } from './demo';
import { seedDemoGameHistory } from './providers';

/** `npm run seed -w apps/server`: migrate and seed the configured database, then exit. */
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'pglite') });
await migrateToLatest(database.db);
await seedDemo(database.db);
await seedDemoGameHistory(database.db);
await database.close();
console.log(`seeded ${database.kind}`);
