import { type ComponentType, lazy } from 'react';

/**
 * React.lazy with a `preload()` that loads the module ahead of rendering. Once it has loaded,
 * the component renders at once: React.lazy alone suspends on its first render even when its
 * module is already there, and a shown fallback holds the content back for React's 300 ms
 * reveal throttle. The entry loads the first page's modules before its first render
 * (app/router.tsx), so a visit never sees a fallback (docs/budgets.md P6).
 */
export function lazyWithPreload<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  // biome-ignore lint/correctness/noComponentHookFactories: a factory like React.lazy, called once per module at its top level.
  function Preloadable(props: Props) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
