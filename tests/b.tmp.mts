import { scriptGraph } from '/work/main/tests/support/budgets';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
const dir = process.argv[2] ?? '/work/main/build/client';
for (const f of ['home.html', 'portfolio.html']) {
  const html = readFileSync(`${dir}/${f}`, 'utf8');
  const g = scriptGraph(dir, html);
  const js = g.found.reduce((a, u) => a + gzipSync(readFileSync(dir + u)).length / 1024, 0);
  const fold = html.search(/<img\b[^>]*\bloading="lazy"/);
  console.log(f, 'js', js.toFixed(2), 'html', (gzipSync(html).length / 1024).toFixed(2), 'above fold', (gzipSync(fold === -1 ? html : html.slice(0, fold)).length / 1024).toFixed(2));
}
