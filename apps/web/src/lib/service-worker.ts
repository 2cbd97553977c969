/** How long after the page has loaded the service worker is installed. */
const AFTER_LOAD_MS = 5_000;

/**
 * Installs the service worker that keeps the app's code on the phone (docs/decisions/0018). Its
 * first install downloads every file of the build: a few seconds after the page has loaded, when
 * the browser is idle, so it never competes with the first screen on a slow phone.
 */
export function installServiceWorkerWhenIdle(): void {
  if (!('serviceWorker' in navigator)) return;
  const install = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // No worker (a private window, an old browser): the app works, only not offline.
    });
  };
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(install, { timeout: AFTER_LOAD_MS })
      : install();
  const afterLoad = () => window.setTimeout(whenIdle, AFTER_LOAD_MS);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
