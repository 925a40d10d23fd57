export const auditedCategories: string[];
export function audit(
  url: string,
  formFactor: 'mobile' | 'desktop',
): Promise<{url: string; formFactor: string; scores: Record<string, number | null>; failing: string[]}>;
