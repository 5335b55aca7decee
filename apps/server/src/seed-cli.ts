import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from './platform/config.ts';
import { DatabaseOpenError, openDatabase } from './platform/database.ts';
import { DatabaseFileStorage } from './platform/file-storage.ts';
import { isDatabaseEmpty, seedDemoShop, seedEmptyShop } from './seed/index.ts';

const USAGE = `Aufruf: npm run seed -- [--reset] [--empty]
  (ohne Option)  Demo-Shop einspielen, wenn die Datenbank leer ist
  --reset        alle Daten löschen und den Demo-Shop neu einspielen
  --empty        alle Daten löschen und nur Grundeinstellungen und einen Admin anlegen`;

/** `npm run seed`: fills an empty database, or resets it with --reset / --empty. */
async function main(): Promise<void> {
  const flags = new Set(process.argv.slice(2));
  const unknown = [...flags].filter((flag) => flag !== '--reset' && flag !== '--empty');
  if (unknown.length > 0) {
    console.error(`Unbekannte Option: ${unknown.join(' ')}\n${USAGE}`);
    process.exit(2);
  }
  const config = loadConfig();
  const options = { databaseUrl: config.DATABASE_URL, dataDirectory: config.DATA_DIR };
  let database = await openDatabase(options);
  const isReset = flags.has('--reset') || flags.has('--empty');

  if (isReset) {
    await database.db.execute(sql`drop schema if exists public cascade`);
    await database.db.execute(sql`drop schema if exists drizzle cascade`);
    await database.db.execute(sql`create schema public`);
    await database.close();
    database = await openDatabase(options);
  } else if (!(await isDatabaseEmpty(database.db))) {
    console.log(
      'Die Datenbank enthält bereits Daten; nichts geändert. (--reset setzt sie zurück.)',
    );
    await database.close();
    return;
  }

  const storage = new DatabaseFileStorage(database.db);
  const login = flags.has('--empty')
    ? await seedEmptyShop(database.db)
    : await seedDemoShop(database.db, storage);
  await database.close();
  console.log(flags.has('--empty') ? 'Leerer Shop angelegt.' : 'Demo-Shop eingespielt.');
  console.log(`Anmeldung: ${login.adminEmail} / ${login.adminPassword}`);
}

main().catch((error: unknown) => {
  const isKnown = error instanceof ConfigError || error instanceof DatabaseOpenError;
  console.error(isKnown ? (error as Error).message : error);
  process.exit(1);
});
