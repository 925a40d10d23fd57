// Takes the place of @theme/Mermaid in the theme's MDX components map (see ../index.ts): pages import it themselves.
import type {ReactNode} from 'react';

export default function NoMermaidInMap(): ReactNode {
  // Reached only by a mermaid block that ../remark.ts did not see: fail the build rather than drop the diagram.
  throw new Error(
    'A mermaid code block reached the MDX components map: add remarkMermaidOnDemand (src/plugins/mermaid-on-demand/remark.ts) to the remarkPlugins of its content plugin.',
  );
}
