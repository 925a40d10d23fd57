import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildSteps, parseBuildArgs} from '../run.mjs';
import {root, testsConfig, testsGeneratedDir, testsSiteArgs, testsSiteEnv} from '../testsSite.mjs';

describe('npm run build', () => {
  it('builds the site into build/, then its test area into build/tests/ (the first build empties its folder)', () => {
    const {outDir, steps} = buildSteps([]);
    expect(outDir).toBe(path.join(root, 'build'));
    expect(steps.map((step) => step.name)).toEqual(['site', 'test area']);
    expect(steps[0]!.args).toEqual(['build', '--out-dir', outDir]);
    expect(steps[1]!.args).toEqual(['build', '--config', testsConfig, '--out-dir', path.join(outDir, 'tests')]);
    // The test area's generated files do not overwrite the site's .docusaurus/.
    expect(steps[0]!.env.DOCUSAURUS_GENERATED_FILES_DIR_NAME).toBeUndefined();
    expect(steps[1]!.env.DOCUSAURUS_GENERATED_FILES_DIR_NAME).toBe(testsGeneratedDir);
  });

  it('passes --out-dir, in either form, and every other option to both builds', () => {
    for (const argv of [
      ['--out-dir', '.tmp/x', '--no-minify'],
      ['--no-minify', '--out-dir=.tmp/x'],
    ]) {
      const {outDir, steps} = buildSteps(argv);
      expect(outDir).toBe(path.join(root, '.tmp/x'));
      expect(steps[0]!.args).toEqual(['build', '--out-dir', outDir, '--no-minify']);
      expect(steps[1]!.args.slice(-3)).toEqual(['--out-dir', path.join(outDir, 'tests'), '--no-minify']);
    }
    expect(() => parseBuildArgs(['--out-dir'])).toThrow(/needs a folder/);
  });

  it('runs the Docusaurus CLI for the test area with its config and generated-files folder', () => {
    expect(testsConfig).toBe('tests-area/docusaurus.config.ts');
    expect(testsSiteArgs('start', ['--port', '3001'])).toEqual([
      'start',
      '--config',
      'tests-area/docusaurus.config.ts',
      '--port',
      '3001',
    ]);
    // The CLI's clear rejects --config; the environment's folder name says what it clears.
    expect(testsSiteArgs('clear')).toEqual(['clear']);
    expect(testsSiteEnv({PATH: '/bin'})).toEqual({
      PATH: '/bin',
      DOCUSAURUS_GENERATED_FILES_DIR_NAME: '.docusaurus-tests',
      NO_UPDATE_NOTIFIER: '1',
    });
  });
});
