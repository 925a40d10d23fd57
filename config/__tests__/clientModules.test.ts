import {existsSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {clientModules, isDeployPreview} from '../clientModules';

const routeLogger = './src/clientModules/routeLogger.ts';

describe('clientModules', () => {
  it('leaves the deploy-preview route logger out of a production build', () => {
    expect(clientModules({})).not.toContain(routeLogger);
    expect(clientModules({DEPLOY_PREVIEW: 'false'})).not.toContain(routeLogger);
  });

  it('adds it on deploy previews, after the storage modules', () => {
    const modules = clientModules({DEPLOY_PREVIEW: 'true'});
    expect(modules).toContain(routeLogger);
    expect(modules.indexOf(routeLogger)).toBeGreaterThan(modules.indexOf('./src/clientModules/storageValidation.ts'));
    expect(isDeployPreview({DEPLOY_PREVIEW: 'true'})).toBe(true);
  });

  it('migrates stored values before validating them', () => {
    const modules = clientModules({});
    expect(modules.indexOf('./src/clientModules/storageMigration.ts')).toBeLessThan(
      modules.indexOf('./src/clientModules/storageValidation.ts'),
    );
  });

  it('names files that exist', () => {
    for (const file of clientModules({DEPLOY_PREVIEW: 'true'})) {
      expect(existsSync(path.resolve(import.meta.dirname, '..', '..', file))).toBe(true);
    }
  });
});
