export function inlineScriptHashes(buildDir: string): string[];
export function contentSecurityPolicy(scriptHashes: string[]): string;
export function renderNginxConfig(options: {
  root: string;
  port: number;
  prefix: string;
  csp: string;
  brotliModulesDir?: string;
  user?: string;
}): string;
