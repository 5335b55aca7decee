import { installPromptDelay, shouldOfferInstall } from '@shop/domain';
import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyWithPreload } from '../../../lib/lazy-with-preload.tsx';
import { useConsentState } from '../consent/consent-store.ts';
import { useConfig } from '../init/api/get-init.ts';
import { dismissCookieOf, isInstallSupported, isRunningInstalled } from './install-environment.ts';
import { OfflineBanner } from './offline-banner.tsx';
import { useOnline } from './use-online.ts';

const InstallOverlay = lazyWithPreload(() =>
  import('./install-overlay.tsx').then((module) => module.InstallOverlay),
);
const UpdateBanner = lazyWithPreload(() =>
  import('./update-banner.tsx').then((module) => module.UpdateBanner),
);
const loadWorker = () => import('./app-worker.ts');

type Props = {
  /** spec §2/§4: in the self-service context neither the prompt nor the consent timing applies. */
  isSelfService?: boolean;
};

/**
 * The installable app in the storefront shell (spec §2 "Global overlays", §4; decision 031):
 * registers the service worker while "Als App installierbar" is on and removes every worker while
 * it is off; offers the install prompt after consent (250 ms) or on a start with consent (5 s);
 * shows the update and offline banners. The worker code and the overlays are chunks of their own,
 * loaded when the browser is idle or when they show (docs/budgets.md P5).
 */
export function AppInstallHost({ isSelfService = false }: Props) {
  const { enablePluginPWA: isPluginEnabled, shopName } = useConfig();
  const consent = useConsentState();
  const isOnline = useOnline();
  const [overlay, setOverlay] = useState<'prompt' | 'instructions' | null>(null);
  const [hasUpdate, setHasUpdate] = useState(false);
  const consentAtStart = useRef(consent);

  // The worker: registered while the plugin is on, every worker removed while it is off.
  useEffect(() => {
    if (!isInstallSupported()) return;
    let stop: (() => void) | undefined;
    let isCancelled = false;
    const cancelIdle = whenIdle(() => {
      void loadWorker().then((worker) => {
        if (isCancelled) return;
        if (!isPluginEnabled) {
          void worker.unregisterAllWorkers();
          return;
        }
        stop = worker.startAppWorker(() => setHasUpdate(true));
      });
    });
    return () => {
      isCancelled = true;
      cancelIdle();
      stop?.();
    };
  }, [isPluginEnabled]);

  // spec §4 "Cookie consent": the prompt 250 ms after accepting, 5 s after a start with consent.
  useEffect(() => {
    if (consent !== 'accepted') return;
    const trigger = consentAtStart.current === 'accepted' ? 'start' : 'consent-given';
    const timer = setTimeout(() => {
      const isOffered = shouldOfferInstall({
        isSupported: isInstallSupported(),
        isInstalled: isRunningInstalled(),
        isPluginEnabled,
        dismissCookie: dismissCookieOf(document.cookie),
        isSelfService,
      });
      if (isOffered) setOverlay((shown) => shown ?? 'prompt');
    }, installPromptDelay(trigger));
    return () => clearTimeout(timer);
  }, [consent, isPluginEnabled, isSelfService]);

  useEffect(() => {
    if (overlay) void InstallOverlay.preload();
  }, [overlay]);

  return (
    <>
      {isOnline ? null : <OfflineBanner />}
      {hasUpdate && !isSelfService ? (
        <Suspense fallback={null}>
          <UpdateBanner />
        </Suspense>
      ) : null}
      {overlay && !isSelfService ? (
        <Suspense fallback={null}>
          <InstallOverlay step={overlay} shopName={shopName} onStep={setOverlay} />
        </Suspense>
      ) : null}
    </>
  );
}

/** Runs `task` when the browser is idle after the page has loaded; returns its cancel. */
function whenIdle(task: () => void): () => void {
  let handle: number | undefined;
  const schedule = () => {
    handle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(task, { timeout: 2000 })
        : window.setTimeout(task, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (handle === undefined) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(handle);
    else window.clearTimeout(handle);
  };
}
