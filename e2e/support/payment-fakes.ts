import { startFakeMollie } from '../../apps/server/test/fakes/mollie.ts';

/**
 * The fake Mollie of the browser tests (apps/server/test/fakes/mollie.ts: the Mollie API v2 on
 * loopback plus its payment page with "Bezahlen" / "Abbrechen"), started by Playwright's
 * webServer beside the shop. Port and API key come from playwright.config.ts, which hands the
 * same values to the shop as MOLLIE_API_URL and MOLLIE_API_KEY.
 */
const port = Number(process.env.FAKE_MOLLIE_PORT);
const apiKey = process.env.MOLLIE_API_KEY;
if (!port || !apiKey) throw new Error('FAKE_MOLLIE_PORT and MOLLIE_API_KEY are required');

const mollie = await startFakeMollie({ port, apiKey });
console.log(`Fake Mollie: ${mollie.apiUrl}`);

const stop = async () => {
  await mollie.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
