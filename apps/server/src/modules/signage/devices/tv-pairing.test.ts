import {
  PAIRING_CODE_ALPHABET,
  PAIRING_VALID_MS,
  SIGNAGE_MESSAGES,
  signagePairingSchema,
  signagePairingStatusSchema,
} from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVia } from '../../../../test/catalogue-factories.ts';
import { createStaffApi, type StaffApi } from '../../../../test/staff-api.ts';
import { digitalSignagePairings } from '../../../db/schema/index.ts';
import { manualClock } from '../../auth/auth.test-support.ts';
import { PAIRING_RATE_LIMIT } from './tv-pairing.service.ts';

/**
 * Pairing a TV by the code it shows (docs/decisions/055-signage-pairing-media-offline.md): the
 * player asks anonymously for a code and is given the secret it will play with; staff enter the
 * code on the TV's page; the code works once and for ten minutes.
 */

const PAIRINGS = '/api/digital-signage/pairings';
const CURRENT = '/api/digital-signage/pairings/current';
const PLAYER = '/api/digital-signage/player';
const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });
const clock = manualClock('2026-12-02T11:00:00.000Z');
let api: StaffApi;
let tvCount = 0;

beforeAll(async () => {
  api = await createStaffApi({ now: clock.now });
});
afterAll(async () => {
  await api.close();
});

async function newTv() {
  tvCount += 1;
  const name = `Koppel-TV ${tvCount}`;
  const { id } = await createVia(api, '/api/digital-signage-devices', {
    identifier: `pair-${tvCount}`,
    name,
  });
  return { id, name };
}

async function askForCode() {
  const response = await api.call('POST', PAIRINGS, undefined, {});
  expect(response.statusCode, response.body).toBe(201);
  expect(response.headers['cache-control']).toBe('no-store');
  return signagePairingSchema.parse(response.json().data);
}

describe('pairing a TV by a code', () => {
  it('answers a code from the alphabet and a secret that plays only once the code is entered', async () => {
    const tv = await newTv();
    const pairing = await askForCode();
    expect(pairing.code).toMatch(new RegExp(`^[${PAIRING_CODE_ALPHABET}]{6}$`));
    expect(pairing.secret).toMatch(/^tv_[A-Za-z0-9_-]{40,}$/);
    expect(Date.parse(pairing.expiresAt)).toBe(clock.now().getTime() + PAIRING_VALID_MS);

    const waiting = await api.call('GET', CURRENT, undefined, bearer(pairing.secret));
    expect(signagePairingStatusSchema.parse(waiting.json().data).status).toBe('waiting');
    expect((await api.call('GET', PLAYER, undefined, bearer(pairing.secret))).statusCode).toBe(401);

    // Typed as staff do: lower case, with a dash.
    const typed = `${pairing.code.slice(0, 3).toLowerCase()}-${pairing.code.slice(3)}`;
    const paired = await api.call('POST', `/api/digital-signage-devices/${tv.id}/pairing`, {
      code: typed,
    });
    expect(paired.statusCode, paired.body).toBe(200);
    expect(paired.json().data).toMatchObject({ id: tv.id, hasSecret: true });
    expect(paired.body).not.toContain(pairing.secret);
    expect((await api.lastAuditEntry('signageDevice', tv.id))?.action).toBe('update');

    const status = await api.call('GET', CURRENT, undefined, bearer(pairing.secret));
    expect(status.json().data.status).toBe('paired');
    const played = await api.call('GET', PLAYER, undefined, bearer(pairing.secret));
    expect(played.statusCode, played.body).toBe(200);
    expect(played.json().data.device).toEqual({ name: tv.name });
  });

  it('uses a code once: a second TV is refused with it, and the first keeps its secret', async () => {
    const [first, second] = [await newTv(), await newTv()];
    const pairing = await askForCode();
    const path = (id: number) => `/api/digital-signage-devices/${id}/pairing`;
    expect((await api.call('POST', path(first.id), { code: pairing.code })).statusCode).toBe(200);
    const again = await api.call('POST', path(second.id), { code: pairing.code });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual([
      expect.objectContaining({ field: 'code', message: SIGNAGE_MESSAGES.pairingCodeUnknown }),
    ]);
    const secondRead = await api.call('GET', `/api/digital-signage-devices/${second.id}`);
    expect(secondRead.json().data.hasSecret).toBe(false);
    const played = await api.call('GET', PLAYER, undefined, bearer(pairing.secret));
    expect(played.json().data.device.name).toBe(first.name);
  });

  it('replaces a TV’s earlier secret', async () => {
    const tv = await newTv();
    const old = (await api.call('POST', `/api/digital-signage-devices/${tv.id}/secret`)).json().data
      .secret as string;
    const pairing = await askForCode();
    await api.call('POST', `/api/digital-signage-devices/${tv.id}/pairing`, { code: pairing.code });
    expect((await api.call('GET', PLAYER, undefined, bearer(old))).statusCode).toBe(401);
    expect((await api.call('GET', PLAYER, undefined, bearer(pairing.secret))).statusCode).toBe(200);
  });

  it('refuses an expired code, and the waiting player learns that it expired', async () => {
    const tv = await newTv();
    const pairing = await askForCode();
    clock.advance(PAIRING_VALID_MS);
    try {
      const late = await api.call('POST', `/api/digital-signage-devices/${tv.id}/pairing`, {
        code: pairing.code,
      });
      expect(late.statusCode).toBe(422);
      expect(late.json().errors[0]).toMatchObject({
        field: 'code',
        message: SIGNAGE_MESSAGES.pairingCodeUnknown,
      });
      const status = await api.call('GET', CURRENT, undefined, bearer(pairing.secret));
      expect(status.statusCode).toBe(404);
      expect(status.json().errors[0].message).toBe(SIGNAGE_MESSAGES.pairingNotFound);
      const read = await api.call('GET', `/api/digital-signage-devices/${tv.id}`);
      expect(read.json().data.hasSecret).toBe(false);
    } finally {
      clock.advance(60_000); // the codes asked for from here on are new ones
    }
  });

  it.each([
    { name: 'no code', body: {}, message: SIGNAGE_MESSAGES.pairingCodeRequired },
    { name: 'a blank code', body: { code: '  ' }, message: SIGNAGE_MESSAGES.pairingCodeRequired },
    {
      name: 'a malformed code',
      body: { code: 'O0O0O0' },
      message: SIGNAGE_MESSAGES.pairingCodeUnknown,
    },
    {
      name: 'an unknown code',
      body: { code: 'ZZZZZZ' },
      message: SIGNAGE_MESSAGES.pairingCodeUnknown,
    },
  ])(
    'refuses $name with a German 422 on the field, changing nothing',
    async ({ body, message }) => {
      const tv = await newTv();
      const response = await api.call(
        'POST',
        `/api/digital-signage-devices/${tv.id}/pairing`,
        body,
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual([expect.objectContaining({ field: 'code', message })]);
      const read = await api.call('GET', `/api/digital-signage-devices/${tv.id}`);
      expect(read.json().data.hasSecret).toBe(false);
      expect(await api.lastAuditEntry('signageDevice', tv.id)).toMatchObject({ action: 'create' });
    },
  );

  it('answers 404 for an unknown TV and refuses staff without a session', async () => {
    const pairing = await askForCode();
    const unknown = await api.call('POST', '/api/digital-signage-devices/999999/pairing', {
      code: pairing.code,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].message).toBe(SIGNAGE_MESSAGES.deviceNotFound);
    const tv = await newTv();
    const anonymous = await api.call(
      'POST',
      `/api/digital-signage-devices/${tv.id}/pairing`,
      { code: pairing.code },
      {},
    );
    expect(anonymous.statusCode).toBe(401);
    // The code is still free for staff.
    const paired = await api.call('POST', `/api/digital-signage-devices/${tv.id}/pairing`, {
      code: pairing.code,
    });
    expect(paired.statusCode).toBe(200);
  });

  it('refuses a waiting question without or with an unknown secret', async () => {
    for (const headers of [{}, { authorization: 'Basic eHl6' }] as Record<string, string>[]) {
      const response = await api.call('GET', CURRENT, undefined, headers);
      expect(response.statusCode).toBe(401);
      expect(response.json().errors[0].message).toBe(SIGNAGE_MESSAGES.invalidSecret);
    }
    const unknown = await api.call('GET', CURRENT, undefined, bearer(`tv_${'y'.repeat(43)}`));
    expect(unknown.statusCode).toBe(404);
  });

  it('limits anonymous code requests per address with a German 429', async () => {
    clock.advance(PAIRING_RATE_LIMIT.windowMs); // a fresh window
    for (let i = 0; i < PAIRING_RATE_LIMIT.perWindow; i += 1) await askForCode();
    const refused = await api.call('POST', PAIRINGS, undefined, {});
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors[0].message).toBe(SIGNAGE_MESSAGES.pairingTooMany);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    clock.advance(PAIRING_RATE_LIMIT.windowMs);
    await askForCode();
  });

  it('keeps no code or secret in the database, only their SHA-256', async () => {
    const pairing = await askForCode();
    const rows = await api.db.select().from(digitalSignagePairings);
    expect(rows.length).toBeGreaterThan(0);
    const text = JSON.stringify(rows);
    expect(text).not.toContain(pairing.code);
    expect(text).not.toContain(pairing.secret);
  });
});
