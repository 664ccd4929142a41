// `npm run seed -- --suppliers N --orders M`: adds N bench stores with M orders each (and the demo store).
import { parseArgs } from 'node:util';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { seedBulk, seedDemoStore } from './demo/generate.ts';
import { createStorage } from './storage/create-storage.ts';

const { values } = parseArgs({
  options: { suppliers: { type: 'string', default: '0' }, orders: { type: 'string', default: '100' } },
});
const suppliers = Number(values.suppliers);
const orders = Number(values.orders);
if (!Number.isInteger(suppliers) || suppliers < 0 || !Number.isInteger(orders) || orders < 0) {
  process.stderr.write('Usage: npm run seed -- --suppliers N --orders M (whole numbers)\n');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(config);
await migrate(database);
const started = Date.now();
await seedDemoStore(database.db, new Date(), await createStorage(config));
await seedBulk(database.db, { suppliers, orders });
await database.close();
process.stdout.write(
  `Seeded ${suppliers} store(s) with ${orders} order(s) each in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
);
