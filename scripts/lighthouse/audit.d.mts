export const auditedCategories: string[];
export function audit(
  url: string,
  formFactor: 'mobile' | 'desktop',
): Promise<{url: string; formFactor: string; scores: Record<string, number | null>; failing: string[]}>;
export function performanceMetrics(
  url: string,
): Promise<{score: number | null; lcpMs: number; tbtMs: number; cls: number}>;
