import type {SidebarConfig} from './types';

/** The `api` sidebar: reference pages. It lands on the CLI page. */
export const apiSidebar: SidebarConfig = ['cli'];
