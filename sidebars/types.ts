import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/** One sidebar, as the docs plugin accepts it (the package only exports the map type). */
export type SidebarConfig = SidebarsConfig[string];
/** One item of a sidebar written as a list. */
export type SidebarItemConfig = Extract<SidebarConfig, unknown[]>[number];
