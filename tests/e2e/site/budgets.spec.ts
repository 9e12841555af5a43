import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstRoundTrips } from '../../../scripts/build/first-round-trip.ts';
import { notFoundDocument, pageDocuments } from '../../../scripts/build/http-rules.ts';
import { LIMITS_FILE, budgetProblems, budgets } from '../../support/budgets.ts';
import { NOT_SHIPPED, shippedContent } from '../../support/shipped-content.ts';
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
  test(`${route}: the app, once started, has loaded at most ${budgets.javascriptKb} KB of JavaScript`, async ({
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
    const total = loaded.reduce((sum, script) => sum + script.kb, 0);
    const largest = loaded.slice(0, 3).map((script) => `${script.url} ${script.kb.toFixed(1)} KB`);
    expect(
      total,
      `JavaScript, gzip (largest: ${largest.join(', ')}); the limit is budgets.javascriptKb in ${LIMITS_FILE}`,
    ).toBeLessThanOrEqual(budgets.javascriptKb);
  });
}
