/**
 * Bad content stops both `npm run check-content` and `npm run build`, with a
 * non-zero exit code and a message naming the file and the field. Runs the
 * real commands on a copy of the project with one content module broken.
 */
import path from 'node:path';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { site } from '../../app/content/site.ts';
import { ProjectCopy } from '../../tests/owner-edits/project-copy.ts';

const root = path.join(import.meta.dirname, '..', '..');
let copy: ProjectCopy;

beforeAll(() => {
  copy = new ProjectCopy();
  // Whatever the owner's number is, its display form cannot be dialled.
  copy.edit('app/content/site.ts', `phone: '${site.phone}'`, `phone: '${site.phoneDisplay}'`);
});

afterAll(() => copy.remove());

const escaped = site.phoneDisplay.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const MESSAGE = new RegExp(
  `1 content problem:\\s+app/content/site\\.ts › phone: "${escaped}" cannot become a tel: link`,
);

// Each test starts Node on the project (tsx compiles the content modules; the
// build runs Vite): real work that a loaded machine slows many times over.
test('check-content exits non-zero and names the file and the field', async () => {
  const result = await copy.run('tsx', ['scripts/build/check-content.ts']);
  expect(result.status).toBe(1);
  expect(result.output).toMatch(MESSAGE);
}, 60_000);

test('the build fails before bundling, ending with the same message and no stack trace', async () => {
  const result = await copy.run('react-router', ['build']);
  expect(result.status).not.toBe(0);
  expect(result.output).toMatch(MESSAGE);
  expect(result.output).not.toMatch(/^\s+at /m);
  expect(result.output.trim().split('\n').at(-1)).toMatch(
    /^The build stopped: fix the content above/,
  );
}, 120_000);

test('the development server reports content problems in the terminal and the overlay, and clears them once fixed', async () => {
  const { checkContentPlugin } = await import('./check-content.ts');
  const { siteContent, validateContent } = await import('../../app/content/validate.ts');
  let content = { ...siteContent, site: { ...siteContent.site, email: 'hello-at-example.com' } };
  const watchers = new Map<string, (file: string) => void>();
  const errors: string[] = [];
  const sent: { type: string; err?: { message: string } }[] = [];
  let onConnection = () => {};
  const server = {
    // The content as edited; the posts and the palette as they are.
    ssrLoadModule: async (file: string) =>
      file.endsWith('validate.ts')
        ? { siteContent: content, validateContent }
        : ((await import(path.join(root, file))) as object),
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
