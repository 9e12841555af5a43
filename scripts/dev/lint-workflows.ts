/**
 * `npm run lint:workflows`: validates every GitHub Actions workflow with
 * action-validator, on any operating system (no shell loop).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..', '..');
const folder = path.join(root, '.github', 'workflows');
const validator = path.join(root, 'node_modules', '.bin', 'action-validator');
const workflows = readdirSync(folder).filter((file) => /\.ya?ml$/.test(file));
let failed = 0;
for (const file of workflows) {
  const run = spawnSync(validator, [path.join(folder, file)], {
    stdio: 'inherit',
    // .bin programs are .cmd shims on Windows, which only a shell runs.
    shell: process.platform === 'win32',
  });
  if (run.status !== 0) failed += 1;
}
if (failed > 0) process.exit(1);
