/**
 * What the docs list of the code (the npm scripts, the lint tools, the test
 * projects, the WebMCP tools), held to the code, so that a script, a project
 * or a tool added or removed fails here until the docs say so.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';

const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
const architecture = read('docs/architecture.md');
const packageScripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> })
  .scripts;
const scripts = Object.keys(packageScripts);

test('architecture.md’s table names every npm script, and no other', () => {
  const table = architecture.slice(0, architecture.indexOf('## Where things live'));
  const named = table
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split('|')[1]!.matchAll(/`(?:npm (?:run )?)?([\w:-]+)`/g)])
    .map((match) => match[1]!);
  expect(named.toSorted()).toEqual(scripts.toSorted());
});

test('architecture.md names every tool the lint scripts run', () => {
  const programs = ['lint', 'lint:code', 'lint:docs', 'lint:workflows']
    .flatMap((name) => packageScripts[name]!.split('&&'))
    .map((command) => command.trim().split(' ')[0]!)
    .filter((program) => program !== 'npm');
  expect(programs.length).toBeGreaterThan(0);
  for (const program of new Set(programs))
    expect(architecture.toLowerCase(), program).toContain(program.toLowerCase());
});

test('testing.md’s table names every Playwright and Vitest project, and no other', async () => {
  const testing = read('docs/testing.md');
  const table = testing.slice(0, testing.indexOf('\n## '));
  // Each configuration by its own path: Vite reads a static import, not a path built from parts.
  const configs = await Promise.all([
    import('../../playwright.config.ts'),
    import('../../playwright.engines.config.ts'),
    import('../../playwright.hosts.config.ts'),
  ]);
  const names: string[] = configs.flatMap(({ default: loaded }) =>
    (loaded.projects ?? []).map((project) => project.name ?? ''),
  );
  const { default: vitest } = await import('../../vitest.config.ts');
  names.push(
    ...(vitest.test?.projects ?? []).map(
      (project) => (project as { test: { name: string } }).test.name,
    ),
  );
  expect(names.length).toBeGreaterThan(configs.length);
  const named = table
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split('|')[1]!.matchAll(/`([\w-]+)`/g)])
    .map((match) => match[1]!);
  expect(named.toSorted()).toEqual(names.toSorted());
});

test('architecture.md names every WebMCP tool the site can register', () => {
  const tools = [...read('app/agents/webmcp.ts').matchAll(/^\s+name: '([a-z_]+)',$/gm)].map(
    (match) => match[1]!,
  );
  const paragraph = architecture.slice(architecture.indexOf('- WebMCP tools'));
  const named = [...paragraph.slice(0, paragraph.indexOf('\n\n')).matchAll(/`([a-z]+_[a-z_]+)`/g)];
  expect(named.map((match) => match[1]).toSorted()).toEqual(tools.toSorted());
});
