import net from 'node:net';
import { buildApp } from './app.ts';
import { startUnusedUploadSweeper } from './modules/content/uploads/uploads.service.ts';
import { ordersDeps } from './modules/orders/orders.deps.ts';
import { createOrderJobHandlers } from './modules/orders/orders.jobs.ts';
import { startPaymentRecheck } from './modules/orders/payment-recheck.ts';
import { startStatisticsMaintenance } from './modules/statistics/maintenance/statistics-maintenance.ts';
import { ConfigError, createClock, loadConfig } from './platform/config.ts';
import { DatabaseOpenError, openDatabase } from './platform/database.ts';
import { DatabaseFileStorage } from './platform/file-storage.ts';
import { startJobWorker } from './platform/jobs/jobs.ts';
import { missingPublicUrlWarning } from './platform/public-address.ts';
import { loadEncryptionKey, parseEncryptionKey } from './platform/secrets/encryption-key.ts';
import { createSecretBox } from './platform/secrets/secret-box.ts';
import { isDatabaseEmpty, seedDemoShop } from './seed/index.ts';

/** Reads configuration, opens and migrates the database, seeds an empty one, and listens. */
async function main(): Promise<void> {
  const config = loadConfig();
  // Fail fast, before the database is opened and seeded, when another process has the port.
  if (!(await isPortFree(config.PORT, config.HOST))) failPortTaken(config.PORT);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDirectory: config.DATA_DIR,
  });
  // The embedded database's thread died (docs/decisions/018-pglite-worker-thread.md): every
  // statement fails from now on, so the process ends with a German message instead of answering
  // 500s or waiting forever; a supervisor (systemd, Docker, the next `npm start`) starts it again.
  let onDatabaseFailure: (error: Error) => void = (error) => {
    console.error(`\n${error.message}\nDer Shop wird beendet; bitte neu starten.\n`);
    process.exit(1);
  };
  database.onFailure((error) => onDatabaseFailure(error));
  const storage = new DatabaseFileStorage(database.db);
  const now = createClock(config);
  const encryptionKey = loadEncryptionKey({
    environmentKey: config.SETTINGS_ENCRYPTION_KEY
      ? (parseEncryptionKey(config.SETTINGS_ENCRYPTION_KEY) ?? undefined)
      : undefined,
    dataDirectory: config.DATA_DIR,
  });

  let demoLogin: { adminEmail: string; adminPassword: string } | undefined;
  if (await isDatabaseEmpty(database.db)) {
    demoLogin = await seedDemoShop(database.db, storage, { now: now() });
  }

  const app = await buildApp({
    db: database.db,
    storage,
    secrets: createSecretBox(encryptionKey.key),
    config,
    now,
    logger: { level: config.LOG_LEVEL },
  });

  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    await app.close();
    await database.close();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      fail(
        `Port ${config.PORT} ist bereits belegt. Beenden Sie den anderen Prozess oder setzen Sie PORT.`,
      );
    }
    throw error;
  }

  // The outbox worker (new-order mails and SMS); every instance runs one, jobs are claimed safely.
  const jobWorker = startJobWorker(
    database.db,
    createOrderJobHandlers({
      db: database.db,
      now,
      settings: config,
      log: app.log,
      recentOrders: app.recentOrders,
    }),
    { now, log: app.log },
  );
  // Public uploads no order uses go after a day (decision 014); every instance sweeps, safely.
  const uploadSweeper = startUnusedUploadSweeper(
    { db: database.db, storage, now },
    { log: app.log },
  );
  // Statistics rollups and analytics retention (decision 038), hourly on every instance.
  const statisticsMaintenance = startStatisticsMaintenance(
    { db: database.db, now, retentionMonths: config.ANALYTICS_RETENTION_MONTHS },
    { log: app.log },
  );

  // Open online payments re-checked at the provider (decision 041); every instance runs it, each
  // payment is claimed by one.
  const paymentRecheck = startPaymentRecheck(ordersDeps(app), {
    baseUrl: () => app.publicBaseUrl(),
  });

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const where = config.HOST === '0.0.0.0' ? 'localhost' : config.HOST;
  const databaseLabel = database.kind === 'pglite' ? `PGlite in ${config.DATA_DIR}` : 'PostgreSQL';
  console.log(`\nDer Shop läuft auf http://${where}:${port} (${databaseLabel})`);
  console.log(`Back-Office: http://${where}:${port}/backend`);
  if (!config.PUBLIC_URL) console.warn(`\n${missingPublicUrlWarning(app.publicBaseUrl())}`);
  if (encryptionKey.source === 'generated') {
    console.log(
      `Neuer Schlüssel für verschlüsselte Einstellungen in ${encryptionKey.file} angelegt. ` +
        'Sichern Sie ihn; mehrere Instanzen brauchen denselben Schlüssel (SETTINGS_ENCRYPTION_KEY).',
    );
  }
  if (demoLogin) {
    console.log(
      `Demo-Anmeldung (nur jetzt angezeigt): ${demoLogin.adminEmail} / ${demoLogin.adminPassword}\n`,
    );
  }

  let isShuttingDown = false;
  const shutDown = async (signal: string) => {
    if (isShuttingDown) return;
    isShuttingDown = true;
    app.log.info(`${signal} received, finishing in-flight requests`);
    const timer = setTimeout(() => {
      console.error('Herunterfahren dauerte zu lange; Prozess wird beendet.');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    uploadSweeper.stop();
    statisticsMaintenance.stop();
    await paymentRecheck.stop();
    await app.close();
    await jobWorker.stop();
    await database.close();
    process.exit(0);
  };
  onDatabaseFailure = (error) => {
    app.log.fatal({ err: error }, 'database failed');
    console.error(`\n${error.message}\nDer Shop wird beendet; bitte neu starten.\n`);
    isShuttingDown = true;
    uploadSweeper.stop();
    statisticsMaintenance.stop();
    void paymentRecheck.stop();
    // No request can be answered any more: stop listening and end (exit code 1).
    const timer = setTimeout(() => process.exit(1), 2_000);
    timer.unref();
    void jobWorker
      .stop()
      .catch(() => undefined)
      .then(() => app.close())
      .finally(() => process.exit(1));
  };
  process.on('SIGTERM', () => void shutDown('SIGTERM'));
  process.on('SIGINT', () => void shutDown('SIGINT'));
}

function isPortFree(port: number, host: string): Promise<boolean> {
  if (port === 0) return Promise.resolve(true);
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

function failPortTaken(port: number): never {
  fail(`Port ${port} ist bereits belegt. Beenden Sie den anderen Prozess oder setzen Sie PORT.`);
}

function fail(message: string): never {
  console.error(`\nStart abgebrochen: ${message}\n`);
  process.exit(1);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseOpenError) fail(error.message);
  console.error('\nStart abgebrochen:', error instanceof Error ? error.message : error);
  process.exit(1);
});
