import { afterEach, describe, expect, it, vi } from 'vitest';
import { installPopStateGate, setPopStateGate } from './pop-state-gate.ts';

// docs/decisions/015: the unsaved-changes guard sees a back/forward step before the router.
installPopStateGate();
const router = vi.fn();
window.addEventListener('popstate', router);

const step = () => window.dispatchEvent(new PopStateEvent('popstate', { state: null }));

describe('pop-state gate', () => {
  const removers: (() => void)[] = [];
  afterEach(() => {
    for (const remove of removers.splice(0)) remove();
    router.mockClear();
  });

  it.each([
    ['no gate set', undefined, 1],
    ['a gate that lets the step through', false, 1],
    ['a gate that handles the step', true, 0],
  ])('%s: the router sees it %i time(s)', (_case, handles, routerCalls) => {
    const gate = vi.fn(() => handles === true);
    if (handles !== undefined) removers.push(setPopStateGate(gate));
    step();
    expect(router).toHaveBeenCalledTimes(routerCalls);
    expect(gate).toHaveBeenCalledTimes(handles === undefined ? 0 : 1);
  });

  it('removing a gate lets the router see the next step', () => {
    const remove = setPopStateGate(() => true);
    remove();
    step();
    expect(router).toHaveBeenCalledTimes(1);
  });

  it('removing an older gate keeps the newer one', () => {
    const removeOld = setPopStateGate(() => false);
    removers.push(setPopStateGate(() => true));
    removeOld();
    step();
    expect(router).not.toHaveBeenCalled();
  });
});
