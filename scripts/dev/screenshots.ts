/**
 * `npm run screenshots`: full-page PNGs of every page of the built site, on a
 * phone and a laptop (tests/support/screens.ts) and a wide screen, where a
 * section's facts sit beside it, in the light and the dark theme,
 * into docs/screenshots/ (`<page>-<size>-<theme>.png`), and on the phone the
 * first screen with the menu open (`<page>-phone-<theme>-menu.png`). Serves
 * build/client as `npm start` does; run `npm run build` first.
 *
 *   npm run screenshots -- --routes /home,/portfolio --out docs/screenshots/before --themes light
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { pages } from '../../app/content/pages.ts';
import { CHROMIUM_FLAGS, ensureChromium } from '../setup/chromium.ts';
import { runtimes } from './host-runtimes.ts';
import { STILL_SIZES, STILL_THEMES, readyForStill } from './stills.ts';
import { requireBuild, startServer } from './start-server.ts';

const root = path.join(import.meta.dirname, '..', '..');

const { values: options } = parseArgs({
  options: {
    routes: { type: 'string' },
    out: { type: 'string', default: 'docs/screenshots' },
    themes: { type: 'string', default: STILL_THEMES.join(',') },
    port: { type: 'string', default: '4400' },
  },
});
const routes = options.routes ? options.routes.split(',') : pages.map((page) => page.path);
const themes = options.themes.split(',') as (typeof STILL_THEMES)[number][];
const outDir = path.resolve(root, options.out);
const port = Number(options.port);
const SIZES = { ...STILL_SIZES, wide: { viewport: { width: 1920, height: 1080 } } };

requireBuild();

/** A palette PNG: a third of the bytes, no visible difference in the README. */
async function save(png: Buffer, file: string) {
  await sharp(png).png({ palette: true, compressionLevel: 9 }).toFile(file);
  console.log(path.relative(root, file));
}

const stopServer = await startServer(runtimes.serve.launch(port), `http://localhost:${port}/home`);
try {
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_FLAGS });
  await mkdir(outDir, { recursive: true });
  for (const [sizeName, device] of Object.entries(SIZES)) {
    for (const theme of themes) {
      const context = await browser.newContext({
        ...device,
        colorScheme: theme,
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      for (const route of routes) {
        await page.goto(`http://localhost:${port}${route}`);
        await readyForStill(page);
        const file = path.join(outDir, `${route.slice(1)}-${sizeName}-${theme}.png`);
        await save(await page.screenshot({ fullPage: true, animations: 'disabled' }), file);
        const toggle = page.getByRole('button', { name: 'Toggle sidenav' });
        if (await toggle.isVisible()) {
          await toggle.click();
          await page.getByRole('dialog').waitFor();
          await save(
            await page.screenshot({ animations: 'disabled' }),
            file.replace(/\.png$/, '-menu.png'),
          );
        }
      }
      await context.close();
    }
  }
  await browser.close();
} finally {
  await stopServer();
}
