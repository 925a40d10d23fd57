import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {describe, expect, it} from 'vitest';
import {pageSelectionFor, validateOptions, type LocalSearchOptions, type LocalSearchPluginOptions} from '../options';

/** As Docusaurus runs it before the plugin (core's initPlugins). */
function validate(options?: unknown): LocalSearchPluginOptions {
  return validateOptions({
    validate: normalizePluginOptions as never,
    options: options as LocalSearchOptions | undefined,
  });
}

describe('validateOptions', () => {
  it('defaults to leaving nothing out and no sections', () => {
    expect(validate()).toEqual({id: 'default', excludedRoutePrefixes: [], excludedRoutes: [], sections: []});
  });

  it('keeps valid routes and sections as given', () => {
    const options = {
      excludedRoutePrefixes: ['/tests/', '/'],
      excludedRoutes: ['/blog/archive/', '/legacy.html'],
      sections: [{routePrefix: '/docs/', title: 'Docs'}],
    };
    expect(validate(options)).toEqual({id: 'default', ...options});
  });

  it.each([
    [{excludedRoutePrefixes: ['tests/']}, /"excludedRoutePrefixes\[0\]" must start and end with "\/"/],
    [{excludedRoutePrefixes: ['/tests']}, /"excludedRoutePrefixes\[0\]" must start and end with "\/"/],
    [{excludedRoutePrefixes: '/tests/'}, /"excludedRoutePrefixes" must be an array/],
    [{excludedRoutes: ['/blog/archive']}, /"excludedRoutes\[0\]" must start with "\/" and end with "\/" or ".html"/],
    [{sections: [{routePrefix: '/docs', title: 'Docs'}]}, /"sections\[0\]\.routePrefix" must start and end/],
    [{sections: [{routePrefix: '/docs/', title: ''}]}, /"sections\[0\]\.title" is not allowed to be empty/],
    [{sections: [{routePrefix: '/docs/'}]}, /"sections\[0\]\.title" is required/],
    [{excludedPrefixes: ['/tests/']}, /"excludedPrefixes" is not allowed/],
  ])('rejects %j', (options, message) => {
    expect(() => validate(options)).toThrow(message);
  });
});

describe('pageSelectionFor', () => {
  const options: LocalSearchPluginOptions = {
    id: 'default',
    excludedRoutePrefixes: ['/tests/'],
    excludedRoutes: ['/blog/archive/'],
    sections: [{routePrefix: '/docs/', title: 'Docs'}],
  };

  it('adds the search page and the 404 page to what the options leave out', () => {
    expect(pageSelectionFor(options, '/')).toEqual({
      excludedRoutePrefixes: ['/tests/', '/search/'],
      excludedRoutes: ['/404.html', '/404/', '/search/', '/blog/archive/'],
      sections: [{routePrefix: '/docs/', title: 'Docs'}],
    });
  });

  it('puts the built-in routes under the baseUrl', () => {
    const selection = pageSelectionFor({...options, excludedRoutePrefixes: []}, '/site/');
    expect(selection.excludedRoutePrefixes).toEqual(['/site/search/']);
    expect(selection.excludedRoutes.slice(0, 3)).toEqual(['/site/404.html', '/site/404/', '/site/search/']);
  });
});
