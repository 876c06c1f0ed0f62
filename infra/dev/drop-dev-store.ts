/**
 * `make clean`: drops the dev stack's PostgreSQL database (FerretDB's data when it runs on
 * PostgreSQL), as `rm -rf .data` removes it when FerretDB runs on SQLite.
 */
import { DEV_POSTGRES_DATABASE, dropFerretPostgresDatabase } from './lib/stores.ts';

if (await dropFerretPostgresDatabase(DEV_POSTGRES_DATABASE)) console.log(`Dropped the PostgreSQL database ${DEV_POSTGRES_DATABASE}.`);
