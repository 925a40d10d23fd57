import type {FullResult, Reporter, TestCase, TestResult} from '@playwright/test/reporter';
import {describeChromium} from '../../scripts/chromium.mjs';
import {nginxInstallCommand} from '../../scripts/nginx/find.mjs';

/** The skip reason of the production-server suite when nginx is missing. */
export const nginxSuiteSkipReason = 'nginx is not installed';

/**
 * A reporter beside the list reporter: it names the browser at the start of the
 * run, and ends the run with a notice when the production-server suite was
 * skipped for want of nginx, so a green run on a machine without nginx does not
 * read as "everything ran".
 */
export default class RunNotices implements Reporter {
  private skippedForNginx = 0;

  onBegin(): void {
    console.log(`Browser: ${describeChromium()}`);
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const skippedForNginx = test.annotations.some(
      (annotation) => annotation.type === 'skip' && annotation.description === nginxSuiteSkipReason,
    );
    if (result.status === 'skipped' && skippedForNginx) {
      this.skippedForNginx += 1;
    }
  }

  onEnd(_result: FullResult): void {
    if (this.skippedForNginx === 0) {
      return;
    }
    const rule = '='.repeat(78);
    console.log(
      [
        '',
        rule,
        `NOTICE: the production-server suite did not run (${this.skippedForNginx} tests skipped): nginx is not installed.`,
        'Everything else ran. To run that suite too, install nginx (Debian, as root) and run the tests again:',
        `  ${nginxInstallCommand}`,
        rule,
      ].join('\n'),
    );
  }

  printsToStdio(): boolean {
    return false;
  }
}
