import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  type ECDH,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import https from 'node:https';
import type { AddressInfo } from 'node:net';

/**
 * A push service on 127.0.0.1 for the Web Push tests (docs/decisions/053-web-push.md): it takes
 * the POSTs of RFC 8030 §5 over TLS, and the browser's side of RFC 8291 — its key pair, its auth
 * secret and the decryption of an aes128gcm body — written here with node:crypto alone, so the
 * test checks the web-push package against the RFCs rather than against itself.
 */

// A self-signed certificate for IP 127.0.0.1 (test only; trusted through the sender's https.Agent).
const TLS_KEY = `
-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg69oMf5U7qIxqykpy
vN88bCwfj5dwZP0gD3swfveepd+hRANCAATXMgaPjR54SZEvnkoGbrmvgHr4YPQo
XWYix4BnXm11eXfP53F2ekkvRLgPbdNJ8Z4HjjIL5N8xDh/9VIaeeMRB
-----END PRIVATE KEY-----
`;
const TLS_CERT = `
-----BEGIN CERTIFICATE-----
MIIBkTCCATagAwIBAgIUYr4cm9a4nv2PXT17fn79tO/JivAwCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJMTI3LjAuMC4xMCAXDTI2MTEyNzIwMTg1NFoYDzIxMjYxMTAz
MjAxODU0WjAUMRIwEAYDVQQDDAkxMjcuMC4wLjEwWTATBgcqhkjOPQIBBggqhkjO
PQMBBwNCAATXMgaPjR54SZEvnkoGbrmvgHr4YPQoXWYix4BnXm11eXfP53F2ekkv
RLgPbdNJ8Z4HjjIL5N8xDh/9VIaeeMRBo2QwYjAdBgNVHQ4EFgQUt3QWrH5hEvlI
r2Kq0nD/1SWCB4gwHwYDVR0jBBgwFoAUt3QWrH5hEvlIr2Kq0nD/1SWCB4gwDwYD
VR0TAQH/BAUwAwEB/zAPBgNVHREECDAGhwR/AAABMAoGCCqGSM49BAMCA0kAMEYC
IQDw22fso8//osdoBfCSZtE/3V2BSOFRjmMlNH2y+/4MAwIhALxHE2rLmw5w/Smt
wU7UEcX6rhHAn6bMEtbKdluorjGL
-----END CERTIFICATE-----
`;

export type PushRequest = {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
};

/** The fake push service: every POST is kept; it answers `status` (201 unless set). */
export async function startPushService() {
  const received: PushRequest[] = [];
  const state = { status: 201 };
  const server = https.createServer({ key: TLS_KEY, cert: TLS_CERT }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.writeHead(state.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new https.Agent({ ca: TLS_CERT, keepAlive: false });
  return {
    origin,
    received,
    agent,
    answerWith(status: number) {
      state.status = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** What a browser's PushManager makes: a P-256 ECDH pair and a 16-byte auth secret (RFC 8291 §2). */
export function browserPushKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    keys: {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: auth.toString('base64url'),
    },
  };
}

/**
 * Checks the `Authorization: vapid t=<JWT>, k=<key>` header (RFC 8292 §3): ES256 signature with
 * the key in `k`, which must be `publicKey`; returns the JWT's claims.
 */
export function verifyVapidHeader(
  header: string | undefined,
  publicKey: string,
): { aud: string; exp: number; sub: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a vapid Authorization header: ${header}`);
  const [, token = '', key = ''] = match;
  if (key !== publicKey) throw new Error('k is not the server’s public key');
  const [head = '', claims = '', signature = ''] = token.split('.');
  const jwtHeader = JSON.parse(Buffer.from(head, 'base64url').toString('utf8'));
  if (jwtHeader.alg !== 'ES256') throw new Error(`JWT alg ${jwtHeader.alg}`);
  const raw = Buffer.from(key, 'base64url');
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: raw.subarray(1, 33).toString('base64url'),
    y: raw.subarray(33, 65).toString('base64url'),
  };
  const isValid = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!isValid) throw new Error('the VAPID JWT signature does not verify');
  return JSON.parse(Buffer.from(claims, 'base64url').toString('utf8'));
}

/**
 * Decrypts an aes128gcm push message body (RFC 8188 §2 coding, RFC 8291 §3.4 keys) as the browser
 * holding `ecdh` and `auth` would; one record, as RFC 8291 §4 requires.
 */
export function decryptPushBody(body: Buffer, ecdh: ECDH, auth: Buffer): string {
  // RFC 8188 §2.1 header: salt (16) | rs (4) | idlen (1) | keyid (the server's public key)
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const ecdhSecret = ecdh.computeSecret(serverPublic);
  // RFC 8291 §3.4: key_info = "WebPush: info" || 0x00 || ua_public || as_public
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0', 'latin1'),
    ecdh.getPublicKey(),
    serverPublic,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, auth, keyInfo, 32));
  const cek = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0', 'latin1'), 16),
  );
  const nonce = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0', 'latin1'), 12),
  );
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // RFC 8188 §2: the last record ends with the delimiter 0x02, then zero or more zero bytes.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record padding delimiter');
  return padded.subarray(0, end).toString('utf8');
}
