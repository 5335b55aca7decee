import { describe, expect, it } from 'vitest';
import { idleMsOf } from './self-service-store.ts';

describe('idleMsOf (the kiosk address’s ?idle= in seconds, decision 031)', () => {
  it.each([
    ['', 60_000],
    ['?idle=30', 30_000],
    ['?idle=1', 5_000],
    ['?idle=999999', 3_600_000],
    ['?idle=abc', 60_000],
    ['?idle=-5', 60_000],
    ['?idle=12.5', 12_500],
  ])('%j → %i ms', (search, expected) => {
    expect(idleMsOf(search)).toBe(expected);
  });
});

describe('the screensaver state (decision 031: kept with the context)', () => {
  it('starts asleep, wakes on a tap, and a later read of the tab keeps it awake', async () => {
    const store = await import('./self-service-store.ts');
    store.startSelfService({ branchIdentifier: 'muenchen-schwabing', idleMs: 60_000 });
    expect(store.selfService()).toMatchObject({ isAsleep: true });
    store.wakeSelfService();
    expect(store.selfService()).toMatchObject({ isAsleep: false });
    expect(JSON.parse(window.sessionStorage.getItem('shop-self-service') ?? '{}')).toEqual({
      branchIdentifier: 'muenchen-schwabing',
      idleMs: 60_000,
      isAsleep: false,
    });
  });

  it('a start (the kiosk address loaded again) puts the screensaver back', async () => {
    const store = await import('./self-service-store.ts');
    store.startSelfService({ branchIdentifier: 'a', idleMs: 5_000 });
    store.wakeSelfService();
    store.startSelfService({ branchIdentifier: 'a', idleMs: 5_000 });
    expect(store.selfService()?.isAsleep).toBe(true);
  });
});
