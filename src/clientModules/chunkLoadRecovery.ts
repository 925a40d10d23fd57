/**
 * First-load chunk failures (see ./chunkLoadRecoveryCore.ts): reload once,
 * then say so with a Retry button instead of leaving a page that never
 * hydrates. Client modules run before the framework starts preloading the
 * route, so the listener is in place for its rejection. After hydration the
 * framework's own handling applies (reload on navigation, Retry in lazy parts).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import SiteStorage from '@generated/site-storage';
import {decideRecovery, isChunkLoadFailure, type ReloadMemory} from './chunkLoadRecoveryCore';

const memoryKey = `docusaurus.chunkReload${SiteStorage.namespace}`;

const sessionMemory: ReloadMemory = {
  get: () => window.sessionStorage.getItem(memoryKey),
  set: (value) => window.sessionStorage.setItem(memoryKey, value),
};

function hasHydrated(): boolean {
  return document.documentElement.getAttribute('data-has-hydrated') === 'true';
}

/** Plain DOM: React never rendered, and a reload is the only way forward. */
function showFailure(reason: {name?: unknown; message?: unknown}): void {
  if (document.querySelector('[data-page-load-failure]')) {
    return;
  }
  const box = document.createElement('div');
  box.className = 'container margin-vert--md';
  box.setAttribute('data-page-load-failure', '');
  const alert = document.createElement('div');
  alert.className = 'alert alert--danger';
  alert.setAttribute('role', 'alert');
  const title = document.createElement('p');
  title.innerHTML = '<strong>This page could not load all of its code.</strong> Check your connection, then retry.';
  const detail = document.createElement('p');
  const code = document.createElement('code');
  code.textContent = `${String(reason.name ?? 'Error')}: ${String(reason.message ?? '').split('\n')[0]}`;
  detail.append(code);
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'button button--danger';
  retry.textContent = 'Retry';
  retry.addEventListener('click', () => window.location.reload());
  alert.append(title, detail, retry);
  box.append(alert);
  const root = document.getElementById('__docusaurus') ?? document.body;
  root.prepend(box);
}

if (ExecutionEnvironment.canUseDOM) {
  let handled = false;
  window.addEventListener('unhandledrejection', (event) => {
    if (handled || hasHydrated() || !isChunkLoadFailure(event.reason)) {
      return;
    }
    handled = true;
    const url = `${window.location.pathname}${window.location.search}`;
    if (decideRecovery(url, Date.now(), sessionMemory) === 'reload') {
      window.location.reload();
    } else {
      showFailure(event.reason as {name?: unknown; message?: unknown});
    }
  });
}
