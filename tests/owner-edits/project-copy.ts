/**
 * A copy of the project to edit as its owner would, and the everyday tests
 * run on it: the real commands, on the copy's own build, served on the first
 * free port. node_modules is linked, not copied (the image cache in it too).
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..', '..');

/** What the build and the everyday tests read: sources, tests and configuration. */
const PROJECT_FILES = [
  'app',
  'scripts',
  'tests',
  'package.json',
  'tsconfig.json',
  'react-router.config.ts',
  'vite.config.ts',
  'vitest.config.ts',
  'playwright.config.ts',
  // Not run by the everyday tests, but the types reach them.
  'playwright.engines.config.ts',
  'playwright.hosts.config.ts',
  'vitest.mutation.config.ts',
  'stryker.config.mjs',
  // What the docs list of the code, which a unit test holds to it (scripts/dev/docs.test.ts).
  'docs',
];

/** The cross-engine menu tests in Chromium, which `npm test` runs too. */
const ENGINES_EVERYDAY = ['--project=chromium', 'tests/engines/menu.spec.ts'];

export interface RunResult {
  readonly status: number | null;
  /** stdout and stderr together, as the owner's terminal shows them. */
  readonly output: string;
}

/**
 * The environment of the owner's terminal: without what Vitest sets for the
 * test running this (NODE_ENV=test would make the build bundle React's
 * development code), nor a port chosen for another run's end-to-end tests.
 */
function ownerEnvironment(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) =>
        !name.startsWith('VITEST') &&
        !['NODE_ENV', 'TEST', 'E2E_PORT', 'ENGINES_PORT'].includes(name),
    ),
  );
}

export class ProjectCopy {
  readonly dir = mkdtempSync(path.join(tmpdir(), 'owner-edit-'));

  constructor() {
    for (const entry of PROJECT_FILES)
      cpSync(path.join(root, entry), path.join(this.dir, entry), { recursive: true });
    symlinkSync(path.join(root, 'node_modules'), path.join(this.dir, 'node_modules'), 'junction');
  }

  file(relative: string) {
    return path.join(this.dir, relative);
  }

  read(relative: string) {
    return readFileSync(this.file(relative), 'utf8');
  }

  write(relative: string, text: string) {
    writeFileSync(this.file(relative), text);
  }

  delete(relative: string) {
    rmSync(this.file(relative), { force: true });
  }

  /**
   * Replaces `from` with `to` in a file, as the owner's edit; fails if
   * `from` is not there, so an edit never silently does nothing.
   */
  edit(relative: string, from: string | RegExp, to: string | ((match: string) => string)) {
    const before = this.read(relative);
    const after =
      typeof to === 'string'
        ? before.replace(from, to)
        : before.replace(from, (match) => to(match));
    if (after === before) throw new Error(`${relative}: ${String(from)} is not there to edit`);
    this.write(relative, after);
  }

  /** One of the project's programs (`node_modules/.bin/<name>`), run in the copy. */
  run(program: string, args: readonly string[]): Promise<RunResult> {
    const child = spawn(
      process.execPath,
      [path.join(this.dir, 'node_modules', '.bin', program), ...args],
      {
        cwd: this.dir,
        env: { ...ownerEnvironment(), FORCE_COLOR: '0' },
      },
    );
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    return new Promise((resolve, reject) => {
      child.on('error', reject);
      child.on('close', (status) => resolve({ status, output }));
    });
  }

  /**
   * The whole everyday suite, as `npm test` runs it but for lint and
   * formatting: the content check, the types, every unit test, the build,
   * every end-to-end test of the handset, desktop and site projects, and the
   * menu in the cross-engine harness's Chromium.
   * Stops at the first step that fails, as `npm test` does.
   */
  async everydaySuite(): Promise<RunResult> {
    const steps: [string, string[]][] = [
      ['tsx', ['scripts/build/check-content.ts']],
      ['react-router', ['typegen']],
      ['tsc', []],
      ['vitest', ['run', '--project', 'logic', '--project', 'components']],
      ['react-router', ['build']],
      ['playwright', ['test', '--project', 'handset', '--project', 'desktop', '--project', 'site']],
      ['playwright', ['test', '--config', 'playwright.engines.config.ts', ...ENGINES_EVERYDAY]],
    ];
    let last: RunResult = { status: 0, output: '' };
    for (const [program, args] of steps) {
      last = await this.run(program, args);
      if (last.status !== 0) return last;
    }
    return last;
  }

  remove() {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/**
 * What a failure message shows of a command's output: from Playwright's first
 * failure on, if there is one (the summary alone names tests, not causes), or
 * else its last lines.
 */
export function tail(result: RunResult, lines = 80) {
  const output = result.output.trim();
  const firstFailure = output.search(/^ {2}1\) /m);
  if (firstFailure >= 0)
    return output
      .slice(firstFailure)
      .split('\n')
      .slice(0, 2 * lines)
      .join('\n');
  return output.split('\n').slice(-lines).join('\n');
}
