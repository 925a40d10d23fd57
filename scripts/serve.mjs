// `npm run serve`: serves the production build on http://localhost:3000,
// building it first when build/ holds no site yet. Extra arguments go to
// `docusaurus serve` (for example `npm run serve -- --port 8080`).
import {existsSync} from 'node:fs';
import {spawnSync} from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const docusaurus = path.join(root, 'node_modules', '.bin', 'docusaurus');
const env = {...process.env, NO_UPDATE_NOTIFIER: '1'};

function run(args) {
  const result = spawnSync(docusaurus, args, {cwd: root, stdio: 'inherit', env});
  if (result.status !== 0) {
    process.exit(result.status ?? 1);
  }
}

if (!existsSync(path.join(root, 'build', 'index.html'))) {
  console.log('No production build found: building the site first.');
  run(['build']);
}
run(['serve', '--port', '3000', '--host', 'localhost', '--no-open', ...process.argv.slice(2)]);
