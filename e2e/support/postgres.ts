// The PostgreSQL server TEST_DATABASE_URL names, for the files that run the built product on it
// (`*.postgres.e2e.ts`, file-server.ts).
import pg from 'pg';

async function connected(): Promise<pg.Client | null> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return null;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return client;
  } catch {
    return null;
  }
}

/** Whether TEST_DATABASE_URL is set and answers: a PostgreSQL file's suites skip without it. */
export async function postgresReachable(): Promise<boolean> {
  const client = await connected();
  await client?.end();
  return client !== null;
}

/** A fresh, empty database on that server, or null when it is unset or unreachable. */
export async function freshPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const admin = await connected();
  if (!admin) return null;
  const name = `storekeep_e2e_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(process.env.TEST_DATABASE_URL as string);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
