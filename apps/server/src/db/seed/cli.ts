import { loadConfig } from '../../config.js';
import { storageFor } from '../../lib/configured-storage.js';
import { connectDatabase } from '../client.js';
import { migrateDatabase } from '../migrate.js';
import { startDatabaseServer } from '../start.js';
import { formatDemoAccounts, seedDemo } from './demo.js';

/** `npm run seed:demo [-- --reset]`: (re)create the demo world. Refused in production. */
const config = loadConfig();
if (config.isProduction) {
  console.error('Refusing to seed demo data with NODE_ENV=production.');
  process.exit(1);
}
const reset = process.argv.includes('--reset');
const server = await startDatabaseServer(config, () => undefined);
const database = connectDatabase(server.url, 2);
try {
  await migrateDatabase(database.db);
  const accounts = await seedDemo(database.db, { reset, storage: storageFor(config) });
  console.log(`${reset ? 'Reset and seeded' : 'Seeded'} the demo world.\n${formatDemoAccounts(accounts)}`);
} finally {
  await database.close();
  await server.stop();
}
