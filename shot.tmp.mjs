import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const [url, out, w, h, open] = process.argv.slice(2);
const p = await b.newPage({ viewport: { width: +w, height: +h } });
await p.goto(url, { waitUntil: 'networkidle' });
if (open) { await p.getByRole('button', { name: 'Toggle sidenav' }).click(); await p.waitForTimeout(600); }
await p.screenshot({ path: out, fullPage: !open });
await b.close();
