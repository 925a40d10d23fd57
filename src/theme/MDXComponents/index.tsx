// Wrapped to add one element to the theme's MDX components: Markdown tables that can take focus when they scroll (Table.tsx).
import MDXComponents from '@theme-original/MDXComponents';
import Table from './Table';

export default {...MDXComponents, table: Table};
