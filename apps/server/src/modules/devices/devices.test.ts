import { DEVICE_MESSAGES, MESSAGES, staffDeviceSchema } from '@shop/domain';
import { expect, it } from 'vitest';
import { branchBody, createVia } from '../../../test/catalogue-factories.ts';
import { describeResourceApi } from '../../../test/resource-suite.ts';
import { decodeEscPos } from './escpos.test-support.ts';

type Fixtures = { branchId: number };

const device = (fixtures: Fixtures, n: number) => ({
  identifier: `drucker-${n}`,
  name: `Küchendrucker ${n}`,
  kind: 'receiptPrinter',
  branchId: fixtures.branchId,
  connection: { host: `192.168.1.${50 + n}`, port: 9100 },
  paperWidth: 80,
  copies: 1,
  printOn: 'newOrder',
});

const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });

describeResourceApi<Fixtures>({
  endpoint: '/api/devices',
  entity: 'device',
  permission: 'devices',
  schema: staffDeviceSchema,
  setup: async (api) => ({
    branchId: (await createVia(api, '/api/branches', branchBody(1))).id,
  }),
  input: device,
  change: (_fixtures, body) => ({ ...body, name: 'Theke', paperWidth: 58, copies: 2 }),
  changed: { name: 'Theke', paperWidth: 58, copies: 2 },
  search: { term: () => 'drucker-2', field: 'identifier' },
  sortField: 'name',
  invalid: [
    {
      name: 'an unknown kind',
      body: (fixtures) => ({ ...device(fixtures, 9), kind: 'fax' }),
      field: 'kind',
      message: MESSAGES.invalidChoice,
    },
    {
      name: 'no name',
      body: (fixtures) => ({ ...device(fixtures, 9), name: '' }),
      field: 'name',
      message: MESSAGES.notBlank,
    },
    {
      name: 'an unknown branch',
      body: (fixtures) => ({ ...device(fixtures, 9), branchId: 999999 }),
      field: 'branchId',
      message: MESSAGES.invalidChoice,
    },
  ],
  uniqueField: 'identifier',
  extra: (context) => {
    it('shows a secret once, stores only its hash, lets the device in with it and not after revoking', async () => {
      const { api, fixtures } = context();
      const created = await createVia(api, '/api/devices', device(fixtures, 20));
      expect((await api.call('GET', `/api/devices/${created.id}`)).json().data.hasSecret).toBe(
        false,
      );

      const issued = await api.call('POST', `/api/devices/${created.id}/secret`);
      expect(issued.statusCode).toBe(201);
      const secret: string = issued.json().data.secret;
      expect(secret).toMatch(/^dev_[A-Za-z0-9_-]{40,}$/);
      const read = await api.call('GET', `/api/devices/${created.id}`);
      expect(read.json().data).toMatchObject({ hasSecret: true, lastSeenAt: null });
      expect(read.body).not.toContain(secret);
      const audit = await api.lastAuditEntry('device', created.id);
      expect(JSON.stringify(audit)).not.toContain(secret);

      const empty = await api.call(
        'POST',
        '/api/devices/print-jobs/claim',
        undefined,
        bearer(secret),
      );
      expect(empty.statusCode).toBe(204);
      expect(
        (await api.call('GET', `/api/devices/${created.id}`)).json().data.lastSeenAt,
      ).not.toBeNull();

      const revoked = await api.call('DELETE', `/api/devices/${created.id}/secret`);
      expect(revoked.json().data.hasSecret).toBe(false);
      const refused = await api.call(
        'POST',
        '/api/devices/print-jobs/claim',
        undefined,
        bearer(secret),
      );
      expect(refused.statusCode).toBe(401);
      expect(refused.json().errors[0].message).toBe(DEVICE_MESSAGES.invalidSecret);
    });

    it('refuses a device without, with a malformed or an unknown secret (401, German)', async () => {
      const { api } = context();
      for (const headers of [
        {},
        { authorization: 'Basic eHl6' },
        bearer(`dev_${'x'.repeat(43)}`),
      ]) {
        const response = await api.call(
          'POST',
          '/api/devices/print-jobs/claim',
          undefined,
          headers,
        );
        expect(response.statusCode).toBe(401);
        expect(response.json().errors[0].message).toBe(DEVICE_MESSAGES.invalidSecret);
        const ack = await api.call('POST', '/api/devices/print-jobs/1/ack', undefined, headers);
        expect(ack.statusCode).toBe(401);
      }
    });

    it('prints a test page: ESC/POS in code page 858 with umlauts, €, a QR code and a cut; ack is idempotent', async () => {
      const { api, fixtures } = context();
      const created = await createVia(api, '/api/devices', {
        ...device(fixtures, 21),
        paperWidth: 58,
      });
      const secret = (await api.call('POST', `/api/devices/${created.id}/secret`)).json().data
        .secret;
      const test = await api.call('POST', `/api/devices/${created.id}/test/print`);
      expect(test.statusCode).toBe(202);

      const claim = await api.call(
        'POST',
        '/api/devices/print-jobs/claim',
        undefined,
        bearer(secret),
      );
      expect(claim.statusCode).toBe(200);
      const job = claim.json().data;
      expect(job).toMatchObject({
        id: test.json().data.jobId,
        layout: 'test',
        orderId: null,
        printer: { host: '192.168.1.71', port: 9100 },
      });
      const printed = decodeEscPos(Buffer.from(job.data, 'base64'));
      // Code page 858 (ESC t 19) for the text; the encoder may pick 437 for the rule's line.
      expect(printed.codePages[0]).toBe(19);
      expect(printed.text).not.toContain('?');
      expect(printed.text).toContain('Testdruck');
      expect(printed.text).toContain('Umlaute: ä ö ü Ä Ö Ü ß');
      expect(printed.text).toContain('Euro: €');
      expect(printed.text).toContain('58 mm · 32 Zeichen');
      expect(printed.cuts).toBe(1);
      // The shop's public address (app.publicBaseUrl()).
      expect(printed.qrCodes).toEqual([api.app.publicBaseUrl()]);

      // Another device's secret neither sees nor acknowledges the job.
      const other = await createVia(api, '/api/devices', device(fixtures, 22));
      const otherSecret = (await api.call('POST', `/api/devices/${other.id}/secret`)).json().data
        .secret;
      expect(
        (
          await api.call(
            'POST',
            `/api/devices/print-jobs/${job.id}/ack`,
            undefined,
            bearer(otherSecret),
          )
        ).statusCode,
      ).toBe(404);

      const ack = await api.call(
        'POST',
        `/api/devices/print-jobs/${job.id}/ack`,
        undefined,
        bearer(secret),
      );
      expect(ack.statusCode).toBe(200);
      const again = await api.call(
        'POST',
        `/api/devices/print-jobs/${job.id}/ack`,
        undefined,
        bearer(secret),
      );
      expect(again.json().data).toEqual(ack.json().data);
      expect(
        (await api.call('POST', '/api/devices/print-jobs/claim', undefined, bearer(secret)))
          .statusCode,
      ).toBe(204);
      const unknown = await api.call(
        'POST',
        '/api/devices/print-jobs/999999/ack',
        undefined,
        bearer(secret),
      );
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().errors[0].message).toBe(DEVICE_MESSAGES.jobNotFound);
    });

    it('answers "Test nicht erfolgreich" for a device that cannot print a test page', async () => {
      const { api, fixtures } = context();
      const display = await createVia(api, '/api/devices', {
        ...device(fixtures, 23),
        kind: 'kitchenDisplay',
      });
      const notPrinter = await api.call('POST', `/api/devices/${display.id}/test/print`);
      expect(notPrinter.statusCode).toBe(409);
      expect(notPrinter.json().errors.map((error: { message: string }) => error.message)).toEqual([
        DEVICE_MESSAGES.testFailed,
        DEVICE_MESSAGES.notAPrinter,
      ]);
      const printer = await createVia(api, '/api/devices', device(fixtures, 24));
      const noSecret = await api.call('POST', `/api/devices/${printer.id}/test/print`);
      expect(noSecret.statusCode).toBe(409);
      expect(noSecret.json().errors[0].message).toBe(DEVICE_MESSAGES.testFailed);
      expect((await api.call('POST', '/api/devices/999999/test/print')).statusCode).toBe(404);
    });

    it('answers a path that names no device, branch or order with its German 404 after the login check (decision 025)', async () => {
      const { api } = context();
      const cases = [
        ['POST', '/api/devices/abc/secret', DEVICE_MESSAGES.notFound],
        ['DELETE', '/api/devices/0/secret', DEVICE_MESSAGES.notFound],
        ['POST', '/api/devices/-1/test/print', DEVICE_MESSAGES.notFound],
        ['POST', '/api/devices/x/test/notification', DEVICE_MESSAGES.notFound],
        ['POST', '/api/devices/1.5/request-device-logs', DEVICE_MESSAGES.notFound],
        ['GET', '/api/devices/abc/logs', DEVICE_MESSAGES.notFound],
        ['GET', '/api/branches/abc/print-rules', 'Die Filiale wurde nicht gefunden.'],
        ['PUT', '/api/branches/0/print-rules', 'Die Filiale wurde nicht gefunden.'],
        ['GET', '/api/orders/abc/labels.pdf?layout=nope', 'Die Bestellung wurde nicht gefunden.'],
        ['GET', '/api/branches/abc/labels.pdf', 'Die Filiale wurde nicht gefunden.'],
        ['POST', '/api/orders/abc/print', 'Die Bestellung wurde nicht gefunden.'],
      ] as const;
      for (const [method, url, message] of cases) {
        const anonymous = await api.call(method, url, {}, {});
        expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
        const response = await api.call(method, url, {});
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json().errors[0].message).toBe(message);
      }
    });
  },
});
