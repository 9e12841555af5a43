/**
 * The edits the README invites the owner to make, all in one copy of the
 * project, followed by the whole everyday suite: none needs a test edit, the
 * owner's own headlines, story and figures included. The values are drawn
 * afresh each run (a brand colour, the number of projects and posts, the
 * menu's order, the page removed), so that the run proves the class of edit, not one case;
 * a failure names what was drawn. The copy is a GitHub Pages project site,
 * served under a path of its own; the site at a domain's root is the
 * project's own, which `npm test` runs as it is.
 */
import { randomInt } from 'node:crypto';
import { existsSync } from 'node:fs';
import { expect, onTestFinished, test } from 'vitest';
import { translations } from '../../app/content/languages.ts';
import { contactPath, homePath, pages } from '../../app/content/pages.ts';
import { services } from '../../app/content/services.ts';
import { RIGHT_TO_LEFT, addLanguage } from './add-language.ts';
import { rewriteWords } from './own-words.ts';
import { ProjectCopy, type RunResult, tail } from './project-copy.ts';
import {
  addTalksPage,
  orderMenu,
  removeLanguage,
  removePage,
  setPosts,
  setProjects,
} from './readme-edits.ts';

// The test builds a copy of the site (images encoded afresh where an edit
// adds one) and runs Vitest and Playwright on it: minutes of real work, more
// on a loaded machine.
const EDIT_TIMEOUT = 10 * 60_000;

function copyOfProject() {
  const copy = new ProjectCopy();
  onTestFinished(() => copy.remove());
  return copy;
}

function expectPasses(result: RunResult, drawn: object) {
  expect(result.status, `${JSON.stringify(drawn)}\n${tail(result)}`).toBe(0);
}

const drawnColour = () => `#${randomInt(0x1000000).toString(16).padStart(6, '0')}`;

/** Display faces an owner may choose, of the packages the project has: one kept variable, one pinned otherwise. */
const DISPLAY_FACES = [
  {
    file: '@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2',
    fallback: 'sans-serif',
  },
  {
    file: '@fontsource-variable/fraunces/files/fraunces-latin-full-normal.woff2',
    axes: { opsz: 144, wght: 800, SOFT: 0, WONK: 1 },
    fallback: 'serif',
  },
];

/** The pages an owner may remove: all that pages.ts lists but Home and Contact. */
const REMOVABLE = pages
  .map((page): string => page.path)
  .filter((path) => path !== homePath && path !== contactPath);

test(
  'day one, as a GitHub Pages project site: the owner’s names, details, colour, rate, years, headlines, pages and projects, and the whole everyday suite passes',
  async () => {
    // OWNER_EDITS='{…}' replays the values a failed run printed.
    const drawn = {
      brandColor: randomInt(2) ? drawnColour() : { light: drawnColour(), dark: drawnColour() },
      displayFace: randomInt(DISPLAY_FACES.length),
      projects: randomInt(1, 13),
      posts: randomInt(3),
      removed: REMOVABLE[randomInt(REMOVABLE.length)]!,
      designSite: randomInt(2) === 1,
      menu: [] as string[],
      ...(JSON.parse(process.env.OWNER_EDITS ?? '{}') as object),
    };
    const project = copyOfProject();
    const site = 'app/content/site.ts';
    // Names outside ASCII, longer than the placeholders, one hyphenated, and contact details too.
    project.edit(
      site,
      /studioName: '[^']+'/,
      "studioName: 'Estudio Ñandú de Desarrollo Web y Diseño Gráfico Núñez-Sánchez'",
    );
    project.edit(site, /ownerName: '[^']+'/, "ownerName: 'José Núñez-Sánchez'");
    // Where the studio is, which the shipped site.ts does not say.
    project.edit(
      site,
      /\n {2}ownerName: [^\n]+/,
      (line) => `${line}\n  location: { city: 'Sevilla', region: 'Andalucía', country: 'ES' },`,
    );
    project.edit(site, /phone: '[^']+'/, "phone: '+13125550199'");
    project.edit(site, /phoneDisplay: '[^']+'/, "phoneDisplay: '+1 (312) 555-0199'");
    project.edit(
      site,
      /email: '[^']+'/,
      "email: 'consultas.y.presupuestos@estudio-nandu-desarrollo-web.example'",
    );
    // Served under a path of its own, as GitHub Pages serves a project site.
    project.edit(
      site,
      /siteUrl: '[^']+'/,
      "siteUrl: 'https://estudio-nandu-desarrollo-web.github.io/estudio'",
    );
    // A design site of their own, or none, whether site.ts has one now or not.
    project.write(site, project.read(site).replace(/\n *designSiteUrl: '[^']*',/, ''));
    if (drawn.designSite)
      project.edit(
        site,
        /\n {2}siteUrl: /,
        (line) =>
          `\n  designSiteUrl: 'https://diseno.estudio-nandu-desarrollo-web.example/',${line}`,
      );
    // A brand colour of their own, any colour.
    project.edit(site, /brandColor: [^\n]+,/, `brandColor: ${JSON.stringify(drawn.brandColor)},`);
    // A face of their own for the headlines and the studio's name.
    const face = JSON.stringify(DISPLAY_FACES[drawn.displayFace]);
    project.edit(site, /displayFace: \{[\s\S]*?\n {2}\},/, `displayFace: ${face},`);
    // A site in one language: the edits below are to its words alone.
    for (const { folder } of translations) removeLanguage(project, folder);
    addTalksPage(project);
    setPosts(project, drawn.posts);
    removePage(project, drawn.removed);
    drawn.menu = orderMenu(project, drawn.menu);
    await setProjects(project, drawn.projects);
    // A rate and years of their own, and their own headlines and story in place of the template's.
    project.edit(
      'app/content/services.ts',
      /hourlyRate: \d+,/,
      `hourlyRate: ${services.hourlyRate + 15},`,
    );
    project.edit('app/content/site.ts', /yearsOfExperience: \d+,/, 'yearsOfExperience: 12,');
    rewriteWords(project);

    expectPasses(await project.everydaySuite(), drawn);
    expect(existsSync(project.file(`build/client${drawn.removed}.html`))).toBe(false);
    const home = project.read('build/github-pages/home.html');
    // Any count the home page states is the owner's number of projects.
    for (const [, count] of home.matchAll(/All (\d+) projects/g))
      expect(count).toBe(String(drawn.projects));
    expect(home).toContain(
      '<link rel="canonical" href="https://estudio-nandu-desarrollo-web.github.io/estudio/home"/>',
    );
    expect(home).toMatch(/src="\/estudio\/assets\//);
    expect(project.read('build/client/sitemap.xml')).toContain(
      '<loc>https://estudio-nandu-desarrollo-web.github.io/estudio/contact</loc>',
    );
    const talks = project.read('build/client/talks.html');
    expect(talks).toContain('Why a site should last');
    // Typed straight, shown curly.
    expect(talks).toContain('Talks on making things that don’t break');
    expect(talks).toContain('“tests that say what they prove”');
    expect(existsSync(project.file('build/client/writing/unfinished.html'))).toBe(false);
    const card = project.read('build/client/jose-nunez-sanchez.vcf');
    expect(card).toContain('FN:José Núñez-Sánchez');
    expect(card).toContain('ADR;TYPE=WORK:;;;Sevilla;Andalucía;;Spain');
    expect(project.read('build/client/contact.html')).toContain('Sevilla, Andalucía, Spain');
  },
  EDIT_TIMEOUT,
);

test(
  'a third language, right to left, added in its script as docs/languages.md says, beside Spanish, a page of the owner’s own added and one removed in every language, on a GitHub Pages project site: its pages mirrored, and the whole everyday suite passes',
  async () => {
    // OWNER_EDITS_LANGUAGE='{…}' replays the language a failed run printed.
    const tags = Object.keys(RIGHT_TO_LEFT);
    const drawn = {
      tag: tags[randomInt(tags.length)]!,
      removed: REMOVABLE[randomInt(REMOVABLE.length)]!,
      ...(JSON.parse(process.env.OWNER_EDITS_LANGUAGE ?? '{}') as object),
    };
    const letters = RIGHT_TO_LEFT[drawn.tag]!;
    const project = copyOfProject();
    // A page of the owner's own in each language, as docs/content.md says: the new language's
    // copy of Spanish's folder brings it too.
    addTalksPage(project, ['es']);
    // A page removed in every language, before the new one copies Spanish's folder.
    removePage(project, drawn.removed);
    const home = addLanguage(project, drawn.tag, letters);
    // Served under a path of its own, as GitHub Pages serves a project site: every language too.
    project.edit(
      'app/content/site.ts',
      /siteUrl: '[^']+'/,
      "siteUrl: 'https://studio.github.io/site'",
    );
    expectPasses(await project.everydaySuite(), drawn);
    const page = project.read(`build/github-pages${home}.html`);
    expect(page).toMatch(new RegExp(`<html lang="${drawn.tag}" dir="rtl"`));
    // Its menu, in its script.
    expect(page).toMatch(new RegExp(`>[${letters} ]+</a>`));
    // The page of the owner's own, in Spanish at its Spanish address, in its words.
    const talks = project.read('build/github-pages/es/charlas.html');
    expect(talks).toContain('<html lang="es"');
    expect(talks).toContain(
      '<link rel="canonical" href="https://studio.github.io/site/es/charlas"/>',
    );
    expect(talks).toContain('Charlas on making things that don’t break');
    // Its language's feed, while the draw kept the writing page.
    expect(talks.includes('href="/site/es/feed.xml"')).toBe(drawn.removed !== '/writing');
  },
  EDIT_TIMEOUT,
);
