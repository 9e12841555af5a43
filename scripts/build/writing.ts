/**
 * The posts as the app loads them on a client-side navigation: the list
 * (`virtual:writing`), each post's HTML in a module of its own
 * (`virtual:writing/<slug>`, loaded only by a visit to that post), and the
 * stylesheet of their highlighted code (`virtual:writing-code.css`). A first
 * visit gets all of it as prerendered HTML instead. The development server
 * restarts when a post is added, changed or removed, so it shows it as it is.
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import { POSTS_FOLDER, codeCss, postHtml, summary } from '../../app/lib/posts.server.ts';
import { postPages } from '../../app/lib/site-pages.ts';
import type { Post } from '../../app/lib/writing.ts';
import { virtualModule } from './virtual-module.ts';

const bodyId = (post: Post) => `virtual:writing/${post.slug}`;

function listModule(): string {
  const bodies = postPages.map(
    (post) => `${JSON.stringify(post.slug)}: () => import(${JSON.stringify(bodyId(post))})`,
  );
  return [
    `export const posts = ${JSON.stringify(postPages.map(summary))};`,
    `export const bodies = {${bodies.join(', ')}};`,
  ].join('\n');
}

export function writingPlugin(): Plugin {
  const folder = path.resolve(POSTS_FOLDER);
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
      server.watcher.add(folder);
      server.watcher.on('all', (event, file) => {
        if (file.startsWith(folder) && file.endsWith('.md') && event !== 'addDir')
          void server.restart();
      });
    },
  };
}
