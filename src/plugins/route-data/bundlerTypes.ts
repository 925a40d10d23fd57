import type {Plugin} from '@docusaurus/types';

/*
 * The bundler's types as the framework hands them to `configureWebpack`, so this
 * plugin needs no direct dependency on webpack (which reaches node_modules only
 * through the framework, at the version its lockfile entry pins).
 */
type ConfigureWebpack = NonNullable<Plugin['configureWebpack']>;

/** The client or server bundler configuration `configureWebpack` receives. */
export type Configuration = Parameters<ConfigureWebpack>[0];
/** One bundler plugin of that configuration. */
export type WebpackPluginInstance = Exclude<
  NonNullable<Configuration['plugins']>[number],
  ((...args: never[]) => unknown) | false | '' | 0 | null | undefined
>;
/** One module rule of that configuration. */
export type RuleSetRule = Extract<NonNullable<NonNullable<Configuration['module']>['rules']>[number], object>;
/** The compiler a bundler plugin is applied to. */
export type Compiler = Parameters<WebpackPluginInstance['apply']>[0];
