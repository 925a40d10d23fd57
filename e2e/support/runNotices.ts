import path from 'node:path';
import type {FullResult, Reporter, TestCase, TestResult} from '@playwright/test/reporter';
import {describeChromium} from '../../scripts/chromium.mjs';
import {nginxInstallCommand} from '../../scripts/nginx/find.mjs';

/** The skip reason of the production-server suite when nginx is missing. */
export const nginxSuiteSkipReason = 'nginx is not installed';

/**
 * The spec files that took longest, as "file  m:ss" lines, heaviest first: the
 * time of all their tests (retries included) added up, which is what a worker
 * spends on them. README "Test times" quotes it.
 */
export function heaviestSpecFiles(secondsByFile: ReadonlyMap<string, number>, count: number): string[] {
  return [...secondsByFile]
    .sort(([, a], [, b]) => b - a)
    .slice(0, count)
    .map(([file, seconds]) => {
      const whole = Math.round(seconds);
      return `${file}  ${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
    });
}

/**
 * A reporter beside the list reporter: it names the browser at the start of the
 * run, ends the run with the heaviest spec files, and with a notice when the
 * production-server suite was skipped for want of nginx, so a green run on a
 * machine without nginx does not read as "everything ran".
 */
export default class RunNotices implements Reporter {
  private skippedForNginx = 0;
  private readonly secondsByFile = new Map<string, number>();

  onBegin(): void {
    console.log(`Browser: ${describeChromium()}`);
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = path.relative(process.cwd(), test.location.file);
    this.secondsByFile.set(file, (this.secondsByFile.get(file) ?? 0) + result.duration / 1000);
    const skippedForNginx = test.annotations.some(
      (annotation) => annotation.type === 'skip' && annotation.description === nginxSuiteSkipReason,
    );
    if (result.status === 'skipped' && skippedForNginx) {
      this.skippedForNginx += 1;
    }
  }

  onEnd(_result: FullResult): void {
    if (this.secondsByFile.size > 0) {
      console.log(
        [
          '',
          'Heaviest spec files (test time summed, retries included):',
          ...heaviestSpecFiles(this.secondsByFile, 8).map((line) => `  ${line}`),
        ].join('\n'),
      );
    }
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
