/**
 * `npm run check-content`, the same check at the start of every build, and
 * in the development server each time a content file changes: lists every
 * content problem at once, each with its file and field.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';
import type { Plugin, ViteDevServer } from 'vite';
import {
  type ContentProblem,
  type ImageSize,
  contentWarnings,
  formatProblems,
  narrowPictureWarnings,
  siteContent,
  validateContent,
} from '../../app/content/validate.ts';
import type { ImageSizes } from '../../app/content/schema.ts';
import { type Load, checkTranslations } from '../../app/content/translations.ts';
import { readAllPosts } from '../../app/lib/posts.server.ts';
import { paletteProblems } from '../../app/styles/palette.server.ts';
import { placeholderWarnings } from './placeholders.ts';

const root = path.join(import.meta.dirname, '..', '..');
const contentDir = path.join(root, 'app', 'content');
const imagesDir = path.join(contentDir, 'images');

/**
 * The size of every image in `app/content/images/`, by its path there, as
 * its file's header says (sharp's metadata: no image is decoded).
 */
async function imageSizes(): Promise<ImageSizes> {
  const files = await readdir(imagesDir, { recursive: true, withFileTypes: true });
  const sizes = new Map<string, ImageSize>();
  await Promise.all(
    files
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        const { width, height } = await sharp(file).metadata();
        sizes.set(path.relative(imagesDir, file).split(path.sep).join('/'), { width, height });
      }),
  );
  return (file) => sizes.get(file);
}

export async function checkContent(): Promise<ContentProblem[]> {
  const sizes = await imageSizes();
  // Drafts too: a draft is published by deleting one line.
  const problems = [
    ...validateContent(siteContent, sizes),
    ...(await checkTranslations(siteContent, sizes)).problems,
    ...readAllPosts(true).problems,
  ];
  // The palette is derived from a valid brand colour only.
  return problems.length > 0 ? problems : [...paletteProblems()];
}

/**
 * What valid content still asks of its owner, for the terminal: a stale
 * availability, a picture still the project's stand-in; empty when nothing does.
 */
async function warnings(sizes: ImageSizes): Promise<string> {
  const found = [
    ...contentWarnings(siteContent),
    ...(await checkTranslations(siteContent, sizes)).warnings,
    ...placeholderWarnings(siteContent, imagesDir),
    ...narrowPictureWarnings(siteContent, sizes),
  ];
  if (found.length === 0) return '';
  const count = found.length === 1 ? '1 content warning' : `${found.length} content warnings`;
  return `${count}:\n${formatProblems(found)}`;
}

function report(problems: readonly ContentProblem[]): string {
  const count = problems.length === 1 ? '1 content problem' : `${problems.length} content problems`;
  return `${count}:\n${formatProblems(problems)}`;
}

/**
 * The check in the development server: the content modules as they are now
 * (through Vite's module graph, not the copies the config loaded), their
 * problems in the terminal and in Vite's error overlay, and a reload once
 * they are fixed, which clears the overlay.
 */
function watchContent(server: ViteDevServer) {
  let problems = '';
  const check = async () => {
    const load = (file: string) => server.ssrLoadModule(file);
    const content = (await load('/app/content/validate.ts')) as {
      siteContent: typeof siteContent;
      validateContent: typeof validateContent;
    };
    const translated = (await load('/app/content/translations.ts')) as {
      checkTranslations: typeof checkTranslations;
    };
    // By its path from the project's root, as Vite names the modules above.
    const loadModule: Load = (module) =>
      load(`/${path.relative(root, fileURLToPath(module)).split(path.sep).join('/')}`);
    const posts = (await load('/app/lib/posts.server.ts')) as {
      readAllPosts: typeof readAllPosts;
    };
    const palette = (await load('/app/styles/palette.server.ts')) as {
      paletteProblems: typeof paletteProblems;
    };
    // As checkContent, on the modules as they are now.
    const sizes = await imageSizes();
    const invalid = [
      ...content.validateContent(content.siteContent, sizes),
      ...(await translated.checkTranslations(content.siteContent, sizes, loadModule)).problems,
      ...posts.readAllPosts(true).problems,
    ];
    const found = invalid.length > 0 ? invalid : [...palette.paletteProblems()];
    const was = problems;
    problems = found.length > 0 ? report(found) : '';
    if (problems && problems !== was) {
      server.config.logger.error(problems, { timestamp: true });
      showOverlay();
    } else if (!problems && was) {
      server.config.logger.info('Content is valid again.', { timestamp: true });
      server.ws.send({ type: 'full-reload' });
    }
  };
  const showOverlay = () => {
    if (problems)
      server.ws.send({
        type: 'error',
        err: { message: problems, stack: '', plugin: 'check-content' },
      });
  };
  for (const event of ['add', 'change', 'unlink'])
    server.watcher.on(event, (file: string) => {
      if (file.startsWith(contentDir)) void check();
    });
  // A page opened while the content is broken gets the overlay too.
  server.ws.on('connection', showOverlay);
  void check();
}

/**
 * Fails the build, before anything is bundled, when the content has problems;
 * in the development server, reports them as they appear and clear.
 */
export function checkContentPlugin(): Plugin {
  return {
    name: 'check-content',
    async buildStart() {
      if (this.environment.mode !== 'build') return;
      const problems = await checkContent();
      // Once per build: its client and server passes check the same content.
      const found = problems.length === 0 ? await warnings(await imageSizes()) : '';
      if (found && this.environment.name === 'client') this.warn(found);
      if (problems.length === 0) return;
      // Thrown, the problems would come wrapped in a bundler error and some
      // twenty lines of its stack; the owner needs the problems alone, last.
      console.error(
        `\n${report(problems)}\n\nThe build stopped: fix the content above, then build again.`,
      );
      process.exit(1);
    },
    configureServer: watchContent,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const problems = await checkContent();
  if (problems.length > 0) {
    console.error(report(problems));
    process.exit(1);
  }
  const found = await warnings(await imageSizes());
  if (found) console.warn(found);
  console.log('Content is valid.');
}
