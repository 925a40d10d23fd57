/**
 * The local search plugin's options: which routes stay out of the index and
 * how hits are grouped. Both depend on the site, so the site config passes
 * them (config/plugins.ts) and the defaults leave nothing out and group every
 * page as "Pages". The plugin always leaves out its own search page and the
 * 404 page, whatever the options say.
 */
import type {OptionValidationContext} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import type {PageSelection, SearchSection} from './pageSelection';
import {searchPagePath} from './searchConfig';

/**
 * Routes are written as the site serves them, baseUrl included (like the
 * sitemap plugin's `ignorePatterns`), with their trailing slash.
 */
export type LocalSearchOptions = {
  /** Docusaurus's plugin instance id; the search UIs read the default one. */
  id?: string;
  /** Every route starting with one of these stays out of the index, e.g. `/tests/`. Default: none. */
  excludedRoutePrefixes?: string[];
  /** These routes stay out of the index, and only them, e.g. `/blog/archive/`. Default: none. */
  excludedRoutes?: string[];
  /**
   * The group title of hits without a sidebar category, by route prefix: the
   * first section whose prefix a route starts with. Default: none, so every
   * such hit is grouped as "Pages".
   */
  sections?: SearchSection[];
};

/** The options once validated: every field filled in. */
export type LocalSearchPluginOptions = Required<LocalSearchOptions>;

const routePrefixSchema = Joi.string()
  .pattern(/^\/(?:.*\/)?$/)
  .messages({'string.pattern.base': '{#label} must start and end with "/" (a route prefix such as "/docs/")'});

const routeSchema = Joi.string()
  .pattern(/^\/(?:.*\/|.*\.html)?$/)
  .messages({
    'string.pattern.base':
      '{#label} must start with "/" and end with "/" or ".html" (a route such as "/blog/archive/")',
  });

export const optionsSchema = Joi.object<LocalSearchPluginOptions>({
  excludedRoutePrefixes: Joi.array().items(routePrefixSchema).default([]),
  excludedRoutes: Joi.array().items(routeSchema).default([]),
  sections: Joi.array()
    .items(Joi.object({routePrefix: routePrefixSchema.required(), title: Joi.string().required()}))
    .default([]),
});

/** Docusaurus calls this before the plugin: unknown keys and malformed routes fail the build. */
export function validateOptions({
  validate,
  options,
}: OptionValidationContext<LocalSearchOptions | undefined, LocalSearchPluginOptions>): LocalSearchPluginOptions {
  return validate(optionsSchema, options);
}

/** The page selection of a site: its options, plus the routes the plugin always leaves out. */
export function pageSelectionFor(options: LocalSearchPluginOptions, baseUrl: string): PageSelection {
  const searchPage = `${baseUrl}${searchPagePath}/`;
  return {
    // The search page lists other pages' hits; anything below it too.
    excludedRoutePrefixes: [...options.excludedRoutePrefixes, searchPage],
    // The not-found page, in both the forms Docusaurus may list.
    excludedRoutes: [`${baseUrl}404.html`, `${baseUrl}404/`, searchPage, ...options.excludedRoutes],
    sections: options.sections,
  };
}
