/**
 * Bad content stops both `npm run check-content` and `npm run build`, with a
 * non-zero exit code and a message naming the file and the field. Runs the
 * real commands on a copy of the project with one content module broken.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { site } from '../../app/content/site.ts';

const root = path.join(import.meta.dirname, '..', '..');
let copy = '';

beforeAll(() => {
  copy = mkdtempSync(path.join(tmpdir(), 'bad-content-'));
  for (const entry of ['app', 'scripts', 'public', 'package.json', 'tsconfig.json'].concat([
    'react-router.config.ts',
    'vite.config.ts',
  ])) {
    cpSync(path.join(root, entry), path.join(copy, entry), { recursive: true });
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));
  const siteFile = path.join(copy, 'app', 'content', 'site.ts');
  const source = readFileSync(siteFile, 'utf8');
  // Whatever the owner's number is, its display form cannot be dialled.
  const broken = source.replace(`phone: '${site.phone}'`, `phone: '${site.phoneDisplay}'`);
  expect(broken, `site.ts's phone field, written as phone: '${site.phone}'`).not.toBe(source);
  writeFileSync(siteFile, broken);
});

afterAll(() => rmSync(copy, { recursive: true, force: true }));

const escaped = site.phoneDisplay.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const MESSAGE = new RegExp(
  `1 content problem:\\s+app/content/site\\.ts › phone: "${escaped}" cannot become a tel: link`,
);

function run(script: string) {
  return spawnSync(
    'node',
    [path.join(root, 'node_modules', '.bin', script.split(' ')[0]!), ...script.split(' ').slice(1)],
    {
      cwd: copy,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
}

// Each test starts Node on the project (tsx compiles the content modules; the
// build runs Vite): real work that a loaded machine slows many times over.
test('check-content exits non-zero and names the file and the field', () => {
  const result = run('tsx scripts/build/check-content.ts');
  expect(result.status).toBe(1);
  expect(result.stderr).toMatch(MESSAGE);
}, 30_000);

test('the build fails before bundling, ending with the same message and no stack trace', () => {
  const result = run('react-router build');
  expect(result.status).not.toBe(0);
  const output = `${result.stdout}\n${result.stderr}`;
  expect(output).toMatch(MESSAGE);
  expect(output).not.toMatch(/^\s+at /m);
  expect(result.stderr.trim().split('\n').at(-1)).toMatch(
    /^The build stopped: fix the content above/,
  );
}, 60_000);

test('the development server reports content problems in the terminal and the overlay, and clears them once fixed', async () => {
  const { checkContentPlugin } = await import('./check-content.ts');
  const { siteContent, validateContent } = await import('../../app/content/validate.ts');
  let content = { ...siteContent, site: { ...siteContent.site, email: 'hello-at-example.com' } };
  const watchers = new Map<string, (file: string) => void>();
  const errors: string[] = [];
  const sent: { type: string; err?: { message: string } }[] = [];
  let onConnection = () => {};
  const server = {
    ssrLoadModule: async () => ({ siteContent: content, validateContent }),
    config: { logger: { error: (message: string) => errors.push(message), info: () => {} } },
    ws: {
      send: (payload: (typeof sent)[number]) => sent.push(payload),
      on: (_event: string, listener: () => void) => (onConnection = listener),
    },
    watcher: {
      on: (event: string, listener: (file: string) => void) => watchers.set(event, listener),
    },
  };
  (checkContentPlugin().configureServer as (server: unknown) => void)(server);
  // Each check reads every image's header: allow a loaded machine time for it.
  await vi.waitFor(() => expect(errors).toHaveLength(1), { timeout: 10_000 });
  const message = /app\/content\/site\.ts › email: "hello-at-example\.com" is not a valid email/;
  expect(errors).toEqual([expect.stringMatching(message)]);
  expect(sent).toEqual([
    { type: 'error', err: expect.objectContaining({ message: expect.stringMatching(message) }) },
  ]);
  // A page opened now gets the overlay too.
  onConnection();
  expect(sent).toHaveLength(2);

  content = siteContent;
  watchers.get('change')!(path.join(root, 'app', 'content', 'site.ts'));
  await vi.waitFor(() => expect(sent.at(-1)).toEqual({ type: 'full-reload' }), {
    timeout: 10_000,
  });
  onConnection();
  expect(sent).toHaveLength(3);
  expect(errors).toHaveLength(1);
});

test('the site’s own content has no problems, each image read for its size', async () => {
  const { checkContent } = await import('./check-content.ts');
  const { formatProblems } = await import('../../app/content/validate.ts');
  expect(formatProblems(await checkContent())).toBe('');
});
