import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyWithPreload } from './lazy-with-preload.tsx';

/** A component with state of its own: a remount shows 0 again. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {`${label} ${count}`}
    </button>
  );
}

afterEach(cleanup);

describe('lazyWithPreload', () => {
  it('keeps the state of a component first rendered before its module had loaded', async () => {
    let resolve: (component: typeof Counter) => void = () => undefined;
    const LazyCounter = lazyWithPreload(
      () => new Promise<typeof Counter>((done) => (resolve = done)),
    );
    const view = render(
      <Suspense fallback={<p>lädt</p>}>
        <LazyCounter label="a" />
      </Suspense>,
    );
    expect(screen.getByText('lädt')).toBeTruthy();
    await act(async () => resolve(Counter));
    await act(async () => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('a 1');

    // The parent renders again (another prop): the loaded module must not replace the mounted one.
    view.rerender(
      <Suspense fallback={<p>lädt</p>}>
        <LazyCounter label="b" />
      </Suspense>,
    );
    expect(screen.getByRole('button').textContent).toBe('b 1');
  });

  it('renders at once, without a fallback, once the module has loaded', async () => {
    const LazyCounter = lazyWithPreload(async () => Counter);
    await LazyCounter.preload();
    render(
      <Suspense fallback={<p>lädt</p>}>
        <LazyCounter label="c" />
      </Suspense>,
    );
    expect(screen.getByRole('button').textContent).toBe('c 0');
  });
});
