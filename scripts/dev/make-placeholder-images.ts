/**
 * Draws placeholder screenshots and a portrait for projects whose real images
 * have not arrived yet. Usage: npx tsx scripts/dev/make-placeholder-images.ts NAME "Title" HUE
 * writes app/content/images/screenshots/NAME.jpg (NAME "portrait" writes the portrait).
 * Existing files are never overwritten: real images always win.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const imagesDir = path.join(import.meta.dirname, '..', '..', 'app', 'content', 'images');

function escapeXml(text: string) {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function screenshotSvg(title: string, hue: number) {
  const accent = `hsl(${hue} 55% 35%)`;
  const soft = `hsl(${hue} 40% 92%)`;
  const cards = [0, 1, 2]
    .map(
      (
        i,
      ) => `<rect x="${120 + i * 470}" y="640" width="420" height="280" rx="16" fill="#fff" stroke="#d7dce3"/>
      <rect x="${150 + i * 470}" y="680" width="220" height="22" rx="6" fill="${accent}"/>
      <rect x="${150 + i * 470}" y="730" width="340" height="14" rx="6" fill="#c5ccd6"/>
      <rect x="${150 + i * 470}" y="760" width="300" height="14" rx="6" fill="#c5ccd6"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000">
    <rect width="1600" height="1000" fill="#f4f6f9"/>
    <rect width="1600" height="56" fill="#e3e7ed"/>
    <circle cx="36" cy="28" r="9" fill="#f26d5b"/><circle cx="66" cy="28" r="9" fill="#f7c04a"/><circle cx="96" cy="28" r="9" fill="#5bc06b"/>
    <rect x="160" y="14" width="900" height="28" rx="14" fill="#fff"/>
    <rect y="56" width="1600" height="110" fill="${accent}"/>
    <rect x="120" y="94" width="240" height="34" rx="8" fill="#fff" opacity="0.9"/>
    <rect x="1000" y="100" width="110" height="22" rx="6" fill="#fff" opacity="0.7"/>
    <rect x="1140" y="100" width="110" height="22" rx="6" fill="#fff" opacity="0.7"/>
    <rect x="1280" y="100" width="110" height="22" rx="6" fill="#fff" opacity="0.7"/>
    <rect y="166" width="1600" height="420" fill="${soft}"/>
    <text x="120" y="330" font-family="DejaVu Sans, sans-serif" font-size="64" font-weight="bold" fill="${accent}">${escapeXml(title)}</text>
    <text x="120" y="400" font-family="DejaVu Sans, sans-serif" font-size="30" fill="#4a5565">Placeholder screenshot: replace with the real one</text>
    <rect x="120" y="460" width="220" height="60" rx="30" fill="${accent}"/>
    ${cards}
  </svg>`;
}

function portraitSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1500">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d9ece9"/><stop offset="1" stop-color="#9cc9c2"/></linearGradient></defs>
    <rect width="1200" height="1500" fill="url(#bg)"/>
    <circle cx="600" cy="560" r="230" fill="#115e59" opacity="0.85"/>
    <path d="M180 1500c0-330 190-540 420-540s420 210 420 540z" fill="#115e59" opacity="0.85"/>
  </svg>`;
}

const [name, title = '', hue = '200'] = process.argv.slice(2);
if (!name) {
  console.error('usage: npx tsx scripts/dev/make-placeholder-images.ts NAME "Title" HUE');
  process.exit(1);
}
const isPortrait = name === 'portrait';
const file = isPortrait
  ? path.join(imagesDir, 'portrait.jpg')
  : path.join(imagesDir, 'screenshots', `${name}.jpg`);
if (existsSync(file)) {
  console.log(`${file} exists; left as it is`);
} else {
  const svg = isPortrait ? portraitSvg() : screenshotSvg(title, Number(hue));
  await sharp(Buffer.from(svg)).jpeg({ quality: 85, mozjpeg: true }).toFile(file);
  console.log(`wrote ${file}`);
}
