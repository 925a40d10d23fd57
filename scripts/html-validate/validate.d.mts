import type {ConfigData, HtmlValidate} from 'html-validate';

export const excludedFolders: string[];
export function isClientRedirectStub(html: string): boolean;
export function builtHtmlFiles(buildDir: string): string[];
export function batches<T>(files: T[], count: number): T[][];
export function createValidator(config?: ConfigData): HtmlValidate;
export interface PageProblem {
  file: string;
  messages: {
    ruleId: string;
    message: string;
    line: number;
    column: number;
    selector: string | null;
    severity: number;
  }[];
}
export function validateFiles(
  buildDir: string,
  files: string[],
  validator?: HtmlValidate,
): Promise<{problems: PageProblem[]; skipped: string[]}>;
