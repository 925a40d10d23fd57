/**
 * The service worker's own types, as far as ./offlineWorker.mjs uses them:
 * the project's tsconfig loads the DOM library, and the WebWorker one cannot
 * be loaded beside it. Types only: the worker names them in JSDoc, so nothing
 * here reaches its bundle (which the PWA plugin builds with Babel alone).
 */

export interface ExtendableEvent {
  waitUntil(promise: Promise<unknown>): void;
}

export interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}

export interface ExtendableMessageEvent extends ExtendableEvent {
  /** Whatever a page posted: the worker reads visit messages only (`visitMessageType`), and checks their fields. */
  data: {type?: unknown; path?: unknown; assets?: unknown} | null;
}

/** `self` in the worker. */
export interface WorkerScope {
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll(options: {type: 'window'; includeUncontrolled: boolean}): Promise<readonly {url: string}[]>;
  };
  location: {origin: string};
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}
