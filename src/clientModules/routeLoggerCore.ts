import type {ClientModule} from '@docusaurus/types';

type OnRouteDidUpdate = NonNullable<ClientModule['onRouteDidUpdate']>;

/** Logs path changes (not hash or query changes) when enabled; does nothing otherwise. */
export function createRouteLogger(enabled: boolean, log: (message: string) => void): OnRouteDidUpdate {
  return ({location, previousLocation}) => {
    if (enabled && previousLocation && location.pathname !== previousLocation.pathname) {
      log(`[route] ${previousLocation.pathname} -> ${location.pathname}`);
    }
  };
}
