import {defineConfig} from 'vitest/config';
import path from 'node:path';

export default defineConfig({
  resolve: {
    // Mirror the site's own alias so units can import data the way pages do.
    alias: {'@site': path.resolve(import.meta.dirname)},
  },
  test: {
    include: ['{src,scripts,config,sidebars,tests-area,e2e}/**/__tests__/**/*.test.ts'],
    environment: 'node',
  },
});
