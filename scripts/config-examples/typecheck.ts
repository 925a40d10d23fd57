/**
 * Type-checks config examples from the docs with the TypeScript compiler API.
 *
 * Each example becomes a virtual `.ts` module next to the repo's node_modules, so
 * its imports resolve to the installed @docusaurus/* types; `instrument.ts` first
 * wraps what it exports in `satisfies <type>`, so that a misspelled option fails.
 */
import path from 'node:path';
import ts from 'typescript';
import type {ConfigExample} from './extract';
import {PRELUDE, instrument} from './instrument';

export type ExampleProblem = {
  /** `file:line` of the offending code line in the Markdown source. */
  location: string;
  message: string;
};

function isIgnorable(diagnostic: ts.Diagnostic): boolean {
  // Snippets may import the reader's own local files (`./src/...`), which do not exist here.
  const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
  return diagnostic.code === 2307 && /['"]\.\.?\//.test(text);
}

/**
 * Type-checks the examples (partial ones excluded) in one program against the packages installed
 * in `rootDir`'s node_modules, and lists their problems.
 */
export function typecheckExamples(examples: readonly ConfigExample[], rootDir: string): ExampleProblem[] {
  const checked = examples.filter((e) => !e.partial);
  const virtualDir = path.join(rootDir, '__config_examples__');
  const sources = new Map<string, {example?: ConfigExample; text: string}>();
  sources.set(path.join(virtualDir, 'prelude.d.ts'), {text: PRELUDE});
  checked.forEach((example, index) => {
    const baseName = {'site-config': 'config.ts', sidebars: 'sidebars.ts', plugin: 'plugin.ts'}[example.kind];
    const fileName = path.join(virtualDir, String(index), baseName);
    sources.set(fileName, {example, text: instrument(example)});
  });

  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: ['node'],
    typeRoots: [path.join(rootDir, 'node_modules/@types')],
    jsx: ts.JsxEmit.ReactJSX,
    esModuleInterop: true,
    resolveJsonModule: true,
    skipLibCheck: true,
    noEmit: true,
    // Readers' snippets favour brevity; option names and value types are what matters here.
    strict: false,
  };
  const host = ts.createCompilerHost(options, true);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (name) => sources.get(path.resolve(name))?.text ?? readFile(name);
  host.fileExists = (name) => sources.has(path.resolve(name)) || fileExists(name);
  host.getSourceFile = (name, languageVersion, ...rest) => {
    const virtual = sources.get(path.resolve(name));
    return virtual
      ? ts.createSourceFile(name, virtual.text, languageVersion, true)
      : getSourceFile(name, languageVersion, ...rest);
  };
  host.getCurrentDirectory = () => rootDir;

  const program = ts.createProgram([...sources.keys()], options, host);
  const problems: ExampleProblem[] = [];
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    if (isIgnorable(diagnostic)) continue;
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    const source = diagnostic.file ? sources.get(path.resolve(diagnostic.file.fileName)) : undefined;
    if (source?.example && diagnostic.file && diagnostic.start !== undefined) {
      const {line} = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
      problems.push({location: `${source.example.file}:${source.example.line + line}`, message});
    } else {
      problems.push({location: diagnostic.file?.fileName ?? '(global)', message});
    }
  }
  return problems;
}
