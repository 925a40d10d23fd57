/** The paths of the test area: every route of its docs, blog and pages instances starts with /tests/. */
export function isTestArea(pathname: string): boolean {
  return pathname === '/tests/' || pathname.startsWith('/tests/');
}
