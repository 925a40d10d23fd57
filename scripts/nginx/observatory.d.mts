export interface TestResult {
  name: string;
  result: string;
  modifier: number;
}
export const minimumScoreForBonus: number;
/** Scores one page the way Mozilla's HTTP Observatory does. */
export function observatoryGrade(scan: {
  url: string;
  headers: Headers;
  html: string;
  httpResponse: {status: number; location?: string} | null;
}): {score: number; grade: string; tests: TestResult[]};
