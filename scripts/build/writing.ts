/**
 * The posts as the app loads them on a client-side navigation: each language's list
 * (`virtual:writing`), each post's HTML in a module of its own
 * (`virtual:writing/<its path>`, loaded only by a visit to that post), and the
 * stylesheet of their highlighted code (`virtual:writing-code.css`). A first
 * visit gets all of it as prerendered HTML instead. The development server
 * restarts when a post is added, changed or removed, so it shows it as it is.
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import { codeCss, postHtml, postsFolderOf, summary } from '../../app/lib/posts.server.ts';
import { languages } from '../../app/lib/languages.ts';
import { postPages, postPagesOf } from '../../app/lib/site-pages.ts';
import type { Post } from '../../app/lib/writing.ts';
import { virtualModule } from './virtual-module.ts';

const bodyId = (post: Post) => `virtual:writing${post.path}`;

function listModule(): string {
  const lists = languages.map((language) => [language.folder, postPagesOf(language).map(summary)]);
  const bodies = postPages.map(
    (post) => `${JSON.stringify(post.path)}: () => import(${JSON.stringify(bodyId(post))})`,
  );
  return [
    `export const posts = ${JSON.stringify(Object.fromEntries(lists))};`,
    `export const bodies = {${bodies.join(', ')}};`,
  ].join('\n');
}

export function writingPlugin(): Plugin {
  const folders = languages.map((language) => path.resolve(postsFolderOf(language)));
  return {
    ...virtualModule('studio:writing', {
      'virtual:writing': listModule,
      'virtual:writing-code.css': codeCss,
      ...Object.fromEntries(
        postPages.map((post) => [
          bodyId(post),
          async () => `export default ${JSON.stringify(await postHtml(post))};`,
        ]),
      ),
    }),
    configureServer(server) {
      for (const folder of folders) server.watcher.add(folder);
      server.watcher.on('all', (event, file) => {
        if (
          folders.some((folder) => file.startsWith(folder)) &&
          file.endsWith('.md') &&
          event !== 'addDir'
        )
          void server.restart();
      });
    },
  };
}
