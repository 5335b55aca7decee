// temporary probe, not committed
import { PGlite } from '@electric-sql/pglite';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../src/platform/database.ts';
import { buildApp } from '../src/app.ts';
import { DatabaseFileStorage } from '../src/platform/file-storage.ts';
import { createSecretBox } from '../src/platform/secrets/secret-box.ts';
import { randomBytes } from 'node:crypto';

const stats = new Map<string, { n: number; ms: number }>();
const wrap = (name: 'query' | 'exec' | 'execProtocol') => {
  const orig = (PGlite.prototype as any)[name];
  (PGlite.prototype as any)[name] = async function (this: unknown, ...args: any[]) {
    const t = performance.now();
    try { return await orig.apply(this, args); } finally {
      const key = `${name}: ${typeof args[0] === 'string' ? args[0].replace(/\s+/g, ' ').slice(0, 110) : '(bytes)'}`;
      const s = stats.get(key) ?? { n: 0, ms: 0 }; s.n++; s.ms += performance.now() - t; stats.set(key, s);
    }
  };
};
const dec = new TextDecoder();
const sync = new Map<string, { n: number; ms: number }>();
const origSync = (PGlite.prototype as any).execProtocolRawSync;
(PGlite.prototype as any).execProtocolRawSync = function (this: unknown, bytes: Uint8Array) {
  const t = performance.now();
  try { return origSync.call(this, bytes); } finally {
    const text = dec.decode(bytes.subarray(0, 400)).replace(/[\x00-\x1f]/g, ' ');
    const m = text.match(/(select|insert|update|with|begin|commit|BEGIN|COMMIT|LISTEN)[^]*/);
    const key = (m ? m[0] : text).replace(/\s+/g, ' ').slice(0, 100);
    const s = sync.get(key) ?? { n: 0, ms: 0 }; s.n++; s.ms += performance.now() - t; sync.set(key, s);
  }
};
const database = await openDatabase({ dataDirectory: process.env.DATA_DIR! });
const now = () => new Date('2026-12-02T11:00:00.000Z');
const app = await buildApp({ db: database.db, storage: new DatabaseFileStorage(database.db), secrets: createSecretBox(randomBytes(32)), config: { WEB_DIST_DIR: '/nonexistent', isProduction: false } as any, now });
const init = JSON.parse((await app.inject({ url: '/api/init' })).body);
const list = (url: string) => init.data.find((e: any) => e.url === url)?.data ?? [];
const branch = list('/api/branches').find((b: any) => b.identifier === 'muenchen-schwabing');
const product = list('/api/products').find((p: any) => p.name === 'Pizza Margherita');
const body = { branch: branch.id, isDelivery: false, isDineIn: false, firstName: 'Erika', lastName: 'Mustermann', email: 'erika@example.com', phone: '+49 170 1234567', paymentMethod: 'cash', legalInstructions: true, privacyPolicy: true, items: [{ product: product.id, amount: 2, unit: 'piece', parts: [] }] };
const N = Number(process.env.N ?? 100);
for (let i = 0; i < 5; i++) await app.inject({ method: 'POST', url: '/api/orders', headers: { 'idempotency-key': crypto.randomUUID() }, payload: body });
stats.clear(); sync.clear();
const cpu0 = process.cpuUsage(); const t0 = performance.now();
for (let i = 0; i < N; i++) {
  const r = await app.inject({ method: 'POST', url: '/api/orders', headers: { 'idempotency-key': crypto.randomUUID() }, payload: body });
  if (r.statusCode !== 201) { console.log(r.statusCode, r.body); break; }
}
const wall = performance.now() - t0; const cpu = process.cpuUsage(cpu0);
console.log(`per order: wall ${(wall / N).toFixed(2)} ms, cpu ${((cpu.user + cpu.system) / 1000 / N).toFixed(2)} ms`);
let total = 0;
for (const [k, s] of [...stats].sort((a, b) => b[1].ms - a[1].ms)) { total += s.ms; if (s.ms / N > 0.05) console.log((s.ms / N).toFixed(2).padStart(7), 'ms/order', String(s.n / N).padStart(4), 'x ', k); }
console.log('db total per order', (total / N).toFixed(2));
let st = 0;
for (const [k, s] of [...sync].sort((a, b) => b[1].ms - a[1].ms)) { st += s.ms; if (s.ms / N > 0.03) console.log('SYNC', (s.ms / N).toFixed(2).padStart(7), 'ms/order', String(s.n / N).padStart(4), 'x ', k); }
console.log('wasm sync total per order', (st / N).toFixed(2));
await app.close(); await database.close();
