import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstRoundTrips } from '../../../scripts/build/first-round-trip.ts';
import { notFoundDocument, pageDocuments } from '../../../scripts/build/http-rules.ts';
import { LIMITS_FILE, budgetProblems, budgets } from '../../support/budgets.ts';
import { NOT_SHIPPED, shippedContent } from '../../support/shipped-content.ts';
import type { Response } from '@playwright/test';
import type { HomeContent } from '../../../app/content/schema.ts';
import { homeOf, languages } from '../../../app/lib/languages.ts';
import { contentOf } from '../../support/languages.ts';
import { expect, startApp, test } from '../fixtures.ts';

const clientDir = path.join(import.meta.dirname, '..', '..', '..', 'build', 'client');
const documents = [...pageDocuments, notFoundDocument];

test('every route stays within its byte budgets', () => {
  const routes = documents.map(({ path, file }) => ({ route: path, file }));
  expect(budgetProblems(clientDir, routes)).toEqual([]);
});

test('with the shipped content, every page and its headers fit the first round trip on every host, with room to spare', async ({
  request,
}) => {
  test.skip(!shippedContent, `${NOT_SHIPPED}: the build warns of a page past the first round trip`);
  const over: string[] = [];
  for (const { path: route, file } of documents) {
    // The headers the site's rules give the page, as the served site sends them.
    const headers = (
      await request.get(route === notFoundDocument.path ? '/no-such-page' : route)
    ).headers();
    const rules = Object.fromEntries(
      Object.entries(headers).filter(([name]) =>
        /^(content-security|strict|x-|referrer|cross|permissions|cache)/.test(name),
      ),
    );
    for (const trip of firstRoundTrips(path.join(clientDir, '..'), file, rules))
      if (trip.bytes > budgets.roundTripBytes)
        over.push(`${route} on ${trip.host}: ${trip.bytes} bytes > ${budgets.roundTripBytes}`);
  }
  expect(over, `the limit is budgets.roundTripBytes in ${LIMITS_FILE}`).toEqual([]);
});

for (const { path: route } of documents) {
  test(`${route}: the app, once started, has loaded at most ${budgets.javascriptKb} KB of JavaScript, ${budgets.codeKb} KB of it code`, async ({
    page,
  }) => {
    const scripts: Promise<{ url: string; kb: number }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        scripts.push(
          response.body().then((body) => ({
            url: new URL(response.url()).pathname,
            kb: gzipSync(body).length / 1024,
          })),
        );
    });
    await page.goto(route);
    await startApp(page);
    await page.waitForLoadState('networkidle');
    const loaded = (await Promise.all(scripts)).toSorted((a, b) => b.kb - a.kb);
    const sum = (list: typeof loaded) => list.reduce((total, script) => total + script.kb, 0);
    const largest = loaded.slice(0, 3).map((script) => `${script.url} ${script.kb.toFixed(1)} KB`);
    const said = `JavaScript, gzip (largest: ${largest.join(', ')}); the limits are in ${LIMITS_FILE}`;
    const words = loaded.filter((script) => /\/words-[^/]*\.js$/.test(script.url));
    expect(words, 'the site’s words load in chunks of their own').not.toHaveLength(0);
    expect(sum(loaded) - sum(words), `${said}: budgets.codeKb`).toBeLessThanOrEqual(budgets.codeKb);
    if (shippedContent)
      expect(sum(loaded), `${said}: budgets.javascriptKb`).toBeLessThanOrEqual(
        budgets.javascriptKb,
      );
  });
}

// What keeps them within it: each page's content comes with its own route (content-in.ts), which
// leans on how React Router splits a route's client loader into a chunk of its own (decision 030).
// Only the languages' frames, small, are on every page (decision 045).
test('a page’s JavaScript, once the app has started, holds its own language’s content and no other’s', async ({
  page,
}) => {
  test.skip(languages.length < 2, 'the site has one language');
  const headlines = await Promise.all(
    languages.map(async (language) => (await contentOf<HomeContent>(language, 'home')).headline),
  );
  for (const [at, language] of languages.entries()) {
    const bodies: Promise<string>[] = [];
    const listen = (response: Response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.text());
    };
    page.on('response', listen);
    await page.goto(homeOf(language));
    await startApp(page);
    await page.waitForLoadState('networkidle');
    page.off('response', listen);
    const scripts = (await Promise.all(bodies)).join('\n');
    for (const [other, headline] of headlines.entries())
      if (other !== at && headline !== headlines[at])
        expect(scripts.includes(headline), `${homeOf(language)}: ${headline}`).toBe(false);
  }
});
