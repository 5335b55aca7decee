import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseTrustProxy } from './config.ts';

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['true', true],
    ['10.0.0.5', ['10.0.0.5']],
    ['10.0.0.0/8, 192.168.1.2', ['10.0.0.0/8', '192.168.1.2']],
    ['loopback,fd00::/8', ['loopback', 'fd00::/8']],
    ['::1', ['::1']],
  ])('reads %j as %j', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });

  it.each([
    'yes',
    '1',
    '1.5',
    '-1',
    '10.0.0.0/33',
    '10.0.0.1/',
    'fd00::/129',
    '10.0.0.1,proxy.example.test',
    '10.0.0.1,,10.0.0.2',
    '300.1.1.1',
  ])('refuses %j', (value) => {
    expect(parseTrustProxy(value)).toBeNull();
  });

  it('trusts nobody when unset', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
  });

  it('stops the start with a German message on a bad value, next to the other problems', () => {
    const attempt = () => loadConfig({ TRUST_PROXY: 'load-balancer', PORT: 'abc' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const problems = (error as ConfigError).problems;
      expect(problems).toContain(
        'TRUST_PROXY: muss true, false oder eine kommagetrennte Liste von IP-Adressen bzw. CIDR-Bereichen sein (z. B. 10.0.0.5 oder 10.0.0.0/24)',
      );
      expect(problems.some((problem) => problem.startsWith('PORT:'))).toBe(true);
    }
  });

  it('keeps Secure cookies and HSTS tied to an https PUBLIC_URL, not to the proxy setting', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).isProduction).toBe(false);
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.1', PUBLIC_URL: 'https://shop.example.test' }).isProduction,
    ).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.test' }).isProduction).toBe(true);
  });
});

describe('ORDER_RATE_LIMIT', () => {
  it('allows 20 orders per minute and address unless set; 0 lifts it', () => {
    expect(loadConfig({}).ORDER_RATE_LIMIT).toBe(20);
    expect(loadConfig({ ORDER_RATE_LIMIT: '0' }).ORDER_RATE_LIMIT).toBe(0);
    expect(() => loadConfig({ ORDER_RATE_LIMIT: '-1' })).toThrow(ConfigError);
    expect(() => loadConfig({ ORDER_RATE_LIMIT: 'viele' })).toThrow(ConfigError);
  });
});
