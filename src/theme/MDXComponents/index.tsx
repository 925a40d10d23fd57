// Wrapped to add to the theme's MDX components: Markdown tables that can take focus when they scroll (Table.tsx), and blocks that keep the server's markup when static (keptWhenStatic.tsx).
import MDXComponents from '@theme-original/MDXComponents';
import Table from './Table';
import {keptWhenStatic} from './keptWhenStatic';

export default {...MDXComponents, ...keptWhenStatic(MDXComponents), table: Table};
