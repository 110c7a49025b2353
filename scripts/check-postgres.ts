// `npm run db:check -- <url>`: exits 0 when PostgreSQL answers on the URL, 1 otherwise.
import pg from 'pg';

const url = process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/test';
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
try {
  await client.connect();
  const { rows } = await client.query('select version() as version');
  console.log(`PostgreSQL answers: ${rows[0].version}`);
  await client.end();
} catch (error) {
  console.error(`PostgreSQL does not answer on ${url}: ${(error as Error).message}`);
  process.exit(1);
}
