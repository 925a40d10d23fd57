export function pickTemplateVersion(available: string[], wanted?: string): string | null;
export function prepareBaselineSite(siteDir: string): Promise<string>;
