/**
 * The on-demand chunk for code blocks built at runtime (src/theme/CodeBlock/Content/String.tsx):
 * Prism with the site's extra languages, registered as theme-classic's client module did on every
 * page before src/plugins/code-highlight replaced it, and the theme's own string code block.
 */
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlockString from '@theme-original/CodeBlock/Content/String';

prismIncludeLanguages(Prism as never);

export default CodeBlockString;
