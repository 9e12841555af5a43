/**
 * The edits the README's owner's guide describes, made in a copy of the
 * project as the owner would make them: a page added, a page removed, the
 * menu reordered, the projects replaced.
 */
import { randomInt } from 'node:crypto';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import sharp from 'sharp';
import { portfolio } from '../../app/content/projects.ts';
import type { ProjectCopy } from './project-copy.ts';

/**
 * The README's "Removing a page", in every language: its entry in each language's pages.ts, its
 * route module and the files beside it, its own content module in each language's folder where
 * it has one (with a schema beside it), and each link to it that check-content names.
 */
export function removePage(project: ProjectCopy, path: string) {
  const module = path.slice(1);
  const own = existsSync(project.file(`app/content/${module}.schema.ts`));
  const folders = readdirSync(project.file('app/content'), { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isDirectory() && existsSync(project.file(`app/content/${entry.name}/pages.ts`)),
    )
    .map((entry) => `app/content/${entry.name}`);
  for (const folder of ['app/content', ...folders]) {
    const pages = project.read(`${folder}/pages.ts`);
    const entry = new RegExp(
      `\\n {2}\\{\\n {4}path: '([^']+)',\\n {4}module: '${module}',[\\s\\S]*?\\n {2}\\},`,
    ).exec(pages);
    if (!entry) continue;
    project.write(`${folder}/pages.ts`, pages.replace(entry[0], ''));
    if (own) {
      project.delete(`${folder}/${module}.ts`);
      if (folder === 'app/content') project.delete(`${folder}/${module}.schema.ts`);
    }
    const at = entry[1]!;
    for (const file of readdirSync(project.file(folder)).filter((name) => name.endsWith('.ts'))) {
      const name = `${folder}/${file}`;
      const text = project.read(name);
      const edited = text
        .replace(new RegExp(`\\n *(?:portfolioLink|link): \\{ to: '${at}', [^\\n]*\\},`, 'g'), '')
        .replace(new RegExp(`\\{ to: '${at}', label: [^}]*\\},? ?`, 'g'), '');
      if (edited !== text) project.write(name, edited);
    }
  }
  for (const file of [`${module}.tsx`, `${module}.module.css`, `${module}.test.tsx`])
    project.delete(`app/routes/${file}`);
}

/** docs/languages.md's removal of a language: its imports and entry out of languages.ts, its folder deleted. */
export function removeLanguage(project: ProjectCopy, tag: string) {
  project.edit(
    'app/content/languages.ts',
    new RegExp(`.*('\\./${tag}/|folder: '${tag}').*\n`, 'g'),
    '',
  );
  rmSync(project.file(`app/content/${tag}`), { recursive: true });
}

/** The menu in another order: pages.ts's entries shuffled, or in `order` (paths) where given. */
export function orderMenu(project: ProjectCopy, order: readonly string[] = []) {
  const text = project.read('app/content/pages.ts');
  const entries = [...text.matchAll(/\n {2}\{\n {4}path: '([^']+)'[\s\S]*?\n {2}\},/g)];
  const first = Math.min(...entries.map((entry) => entry.index));
  const last = Math.max(...entries.map((entry) => entry.index + entry[0].length));
  for (let at = entries.length - 1; at > 0; at -= 1) {
    const other = randomInt(at + 1);
    [entries[at], entries[other]] = [entries[other]!, entries[at]!];
  }
  if (order.length > 0)
    entries.sort((one, two) => order.indexOf(one[1] ?? '') - order.indexOf(two[1] ?? ''));
  project.write(
    'app/content/pages.ts',
    text.slice(0, first) + entries.map(([entry]) => entry).join('') + text.slice(last),
  );
  return entries.map(([, path]) => path!);
}

/** The route docs/content.md gives a page of one's own: its words in the page's language. */
const TALKS_ROUTE = `import { ProsePage } from '../components/prose-page.tsx';
import type { ProsePageContent } from '../content/schema.ts';
import { pageContent } from '../lib/content-in.ts';
import { languageOfUrl, pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/talks';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname);

export async function clientLoader({ request }: { readonly request: Request }) {
  return { talks: await pageContent<ProsePageContent>('talks', languageOfUrl(request.url)) };
}
export const loader = clientLoader;

export default function TalksPage({ loaderData }: Route.ComponentProps) {
  return <ProsePage content={loaderData.talks} />;
}
`;

/**
 * The README's "Adding a page of your own", done: the page, its content and its route, in the
 * first language and in each `folder` given (Spanish's, "es"), at its own address there.
 */
export function addTalksPage(project: ProjectCopy, folders: readonly string[] = []) {
  for (const folder of ['', ...folders]) {
    const content = folder === '' ? 'app/content' : `app/content/${folder}`;
    const up = folder === '' ? '..' : '../..';
    const words = folder === '' ? 'Talks' : 'Charlas';
    project.edit(
      `${content}/pages.ts`,
      /\n {2}\{\n {4}path: '[^']*',\n {4}module: 'contact',/,
      (contact) =>
        `
  {
    path: '${folder === '' ? '' : `/${folder}`}/${words.toLowerCase()}',
    module: 'talks',
    label: '${words}',
    title: '${words}',
    description: '${words}: on building websites that last, given between projects by the developer who builds them.',
  },${contact}`,
    );
    project.write(
      `${content}/talks.ts`,
      `import { curlyQuotes } from '${up}/lib/curly-quotes.ts';
import type { ProsePageContent } from '${up}/content/schema.ts';

export const talks = curlyQuotes<ProsePageContent>({
  heading: '${words.toUpperCase()}',
  headline: \`${words} on making things that don't break\`,
  lead: '${words} on the craft, given between projects.',
  sections: [
    {
      heading: '${folder === '' ? 'Why a site should last' : 'Por qué un sitio debe durar'}',
      paragraphs: [
        'A website is read for years after it launches, and changed by people who did not build it.',
        'Plain code, few dependencies and "tests that say what they prove" keep it cheap to look after.',
      ],
    },
  ],
  links: [{ to: '${folder === '' ? '/portfolio' : `/${folder}/portafolio`}', label: 'See the portfolio' }],
});
`,
    );
  }
  project.write('app/routes/talks.tsx', TALKS_ROUTE);
}

/**
 * The posts the README's "Writing a post" describes: none (every file
 * deleted), the one shipped, or a newer one beside it, in another script,
 * with code in a language the highlighter lacks, and a draft, which the build leaves out.
 */
export function setPosts(project: ProjectCopy, count: number) {
  const folder = 'app/content/writing';
  if (count === 0)
    for (const file of readdirSync(project.file(folder))) project.delete(`${folder}/${file}`);
  if (count < 2) return;
  project.write(
    `${folder}/kodo-wa-nokoru.md`,
    `---
title: 残るコードの書き方について、長く使われるウェブサイトを作るための覚え書き
description: 何年も使われ、作った人以外の手でも変えられるウェブサイトを作るために、この事務所が守っていることを書きました。
date: 2099-01-02
tags: [保守]
---

長く使われるサイトは、読みやすいコードから始まります。

\`\`\`pseudocode
       IDENTIFICATION DIVISION.
       PROGRAM-ID. ${'A-VERY-LONG-LINE-THAT-SCROLLS-INSIDE-ITS-BLOCK-'.repeat(4)}.
\`\`\`
`,
  );
  project.write(
    `${folder}/unfinished.md`,
    `---
title: Not yet
description: A draft that no build publishes, however long it waits in the folder.
date: 2026-01-01
draft: true
---

Soon.
`,
  );
}

/**
 * `count` projects: the site's own first, then projects of the same size,
 * with words of their own (so that they compress no better than real ones)
 * and screenshots of their own; one to three featured.
 */
export async function setProjects(project: ProjectCopy, count: number) {
  const model = portfolio.projects[0]!;
  const words = [model.challenge, model.solution, model.results].join(' ').split(' ');
  const shuffled = (text: string) =>
    text
      .split(' ')
      .map(() => words[randomInt(words.length)])
      .join(' ');
  const projects: object[] = portfolio.projects.slice(0, count);
  if (!projects.some((entry) => 'featured' in entry))
    projects[0] = { ...projects[0], featured: { result: 'A result worth the home page.' } };
  for (let index = 1; projects.length < count; index += 1) {
    const slug = `new-client-${index}`;
    // A screenshot of the right shape whose pixels are its own.
    await sharp(project.file(`app/content/images/screenshots/${model.sites[0]!.screenshot!.file}`))
      .modulate({ hue: index * 40 })
      .toFile(project.file(`app/content/images/screenshots/${slug}.jpg`));
    // Every third one's site has no picture (work under agreement), and the one after it no site.
    const url = `https://${slug}.example.org/`;
    const screenshot = { file: `${slug}.jpg`, alt: shuffled(model.sites[0]!.screenshot!.alt) };
    projects.push({
      slug,
      title: `${shuffled(model.title)} ${index}`,
      client: shuffled(model.client),
      sites: [[{ url }], [{ url, screenshot }], []][index % 3 === 2 ? 0 : index % 3 === 0 ? 2 : 1],
      challenge: shuffled(model.challenge),
      solution: shuffled(model.solution),
      results: shuffled(model.results),
      techStack: model.techStack,
    });
  }
  project.edit(
    'app/content/projects.ts',
    /\n {2}projects: \[[\s\S]*?\n {2}\],\n {2}callToAction:/,
    `\n  projects: ${JSON.stringify(projects)},\n  callToAction:`,
  );
}
