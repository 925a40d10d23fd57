// Takes the place of @theme/Mermaid in the theme's MDX components map (see ../index.ts): pages import it themselves.
import type {ReactNode} from 'react';

/**
 * Reached only by a diagram that ../remark.ts did not see (a content plugin
 * without it in its remarkPlugins): the build fails rather than drop it. The
 * message is short, since this module is in every MDX page's first load.
 */
export default function NoMermaidInMap(): ReactNode {
  throw new Error('A mermaid block reached MDXComponents: add remarkMermaidOnDemand to its content plugin.');
}
