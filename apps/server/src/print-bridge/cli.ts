import { assertSafeServerUrl, runBridge } from './print-bridge.ts';

/**
 * `npm run print-bridge`: the shop's print bridge (README "Drucker anschließen").
 * PRINT_BRIDGE_SERVER  the shop's address (https://…)
 * PRINT_BRIDGE_SECRET  the device's secret from Back-Office › Geräte
 * PRINT_BRIDGE_PRINTER optional host:port instead of the address stored with the device
 * PRINT_BRIDGE_POLL_MS optional, default 2000
 */
const server = process.env.PRINT_BRIDGE_SERVER ?? '';
const secret = process.env.PRINT_BRIDGE_SECRET ?? '';
if (!server || !secret) {
  console.error('Bitte PRINT_BRIDGE_SERVER und PRINT_BRIDGE_SECRET setzen (siehe README).');
  process.exit(2);
}
assertSafeServerUrl(server);
const printerSetting = process.env.PRINT_BRIDGE_PRINTER;
const [host, port] = printerSetting ? printerSetting.split(':') : [];
const controller = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => controller.abort());
}
console.log(`Druckbrücke verbunden mit ${server}.`);
await runBridge({
  serverUrl: server,
  secret,
  pollMs: Number(process.env.PRINT_BRIDGE_POLL_MS ?? 2000),
  signal: controller.signal,
  log: (message) => console.log(`${new Date().toISOString()} ${message}`),
  ...(host ? { printer: { host, port: Number(port ?? 9100) } } : {}),
});
