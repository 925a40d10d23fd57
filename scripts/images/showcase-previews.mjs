// Draws one preview card per showcase site (static/img/showcase/<slug>.png) from
// the site's data: a stylised browser window with its name, address and tags.
// The cards are original artwork, so the showcase ships no screenshot of
// anyone else's site. Run by hand after editing src/data/showcase.ts:
// `node scripts/images/showcase-previews.mjs`. The outputs are committed.
import {mkdir, readdir, rm} from 'node:fs/promises';
import {createHash} from 'node:crypto';
import path from 'node:path';
import createJiti from 'jiti';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '../..');
const outDir = path.join(root, 'static', 'img', 'showcase');
// jiti compiles the TypeScript data module on the fly, so the data has a single source.
const jiti = createJiti(import.meta.url);
const {showcaseSites, showcaseTags, previewSlug} = jiti('../../src/data/showcase.ts');

const width = 1200;
const height = 675;

const escapeXml = (text) =>
  text.replace(/[<>&'"]/g, (char) => ({'<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;'})[char]);

/** Stable pseudo-random numbers from the site name, so a card only changes when its data does. */
function seeded(name) {
  const bytes = createHash('sha256').update(name).digest();
  let index = 0;
  return () => bytes[index++ % bytes.length] / 255;
}

function hsl(h, s, l) {
  const a = s * Math.min(l, 1 - l);
  const channel = (n) => {
    const k = (n + h / 30) % 12;
    const value = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

function cardSvg(site) {
  const random = seeded(site.name);
  const hue = Math.round(random() * 360);
  const background = hsl(hue, 0.45, 0.22);
  const accent = hsl((hue + 150) % 360, 0.6, 0.62);
  const host = new URL(site.url).host.replace(/^www\./, '');
  // Bold DejaVu Sans averages about 0.66 em per character; keep the name inside the 730 px body.
  const titleSize = Math.min(84, Math.floor(730 / (site.name.length * 0.66)));

  // Background motif: a few soft circles whose placement depends on the name.
  const circles = Array.from({length: 4}, () => {
    const cx = Math.round(random() * width);
    const cy = Math.round(random() * height);
    const r = Math.round(80 + random() * 180);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${accent}" opacity="0.12"/>`;
  }).join('');

  // Placeholder text lines in the window body, lengths varying per site.
  const lines = Array.from({length: 5}, (_, i) => {
    const lineWidth = Math.round(260 + random() * 420);
    return `<rect x="330" y="${370 + i * 34}" width="${lineWidth}" height="14" rx="7" fill="#d5dae1"/>`;
  }).join('');
  const sidebar = Array.from({length: 6}, (_, i) => {
    const itemWidth = Math.round(80 + random() * 60);
    const active = i === 1;
    return `<rect x="150" y="${250 + i * 40}" width="${itemWidth}" height="14" rx="7" fill="${active ? accent : '#e3e7ec'}"/>`;
  }).join('');

  let chipX = 110;
  const chips = site.tags
    .map((tag) => {
      const label = showcaseTags[tag].label;
      const chipWidth = 26 + label.length * 15;
      const chip = `<g transform="translate(${chipX} 600)"><rect width="${chipWidth}" height="40" rx="20" fill="#ffffff" opacity="0.16"/><text x="${chipWidth / 2}" y="27" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="20" fill="#ffffff">${escapeXml(label)}</text></g>`;
      chipX += chipWidth + 12;
      return chip;
    })
    .join('');

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${background}"/>
  ${circles}
  <g>
    <rect x="110" y="60" width="980" height="500" rx="22" fill="#ffffff"/>
    <path d="M110 82a22 22 0 0 1 22-22h936a22 22 0 0 1 22 22v38H110z" fill="#eef1f4"/>
    <circle cx="146" cy="90" r="9" fill="#f26b5b"/>
    <circle cx="176" cy="90" r="9" fill="#f5bf4f"/>
    <circle cx="206" cy="90" r="9" fill="#5cc45f"/>
    <rect x="250" y="74" width="560" height="32" rx="16" fill="#ffffff"/>
    <text x="272" y="97" font-family="DejaVu Sans Mono, monospace" font-size="19" fill="#4a5360">${escapeXml(host)}</text>
    <rect x="130" y="230" width="170" height="300" rx="10" fill="#f6f8fa"/>
    ${sidebar}
    <text x="330" y="${220 + titleSize / 2}" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="${titleSize}" fill="#1c1e21">${escapeXml(site.name)}</text>
    <rect x="330" y="310" width="120" height="10" rx="5" fill="${accent}"/>
    ${lines}
  </g>
  ${chips}
</svg>`;
}

await mkdir(outDir, {recursive: true});
const expected = new Set(showcaseSites.map((site) => `${previewSlug(site.name)}.png`));
// Remove cards of sites that left the showcase, so no orphan image ships.
for (const file of await readdir(outDir)) {
  if (file.endsWith('.png') && !expected.has(file)) {
    await rm(path.join(outDir, file));
  }
}
for (const site of showcaseSites) {
  await sharp(Buffer.from(cardSvg(site)))
    .png({compressionLevel: 9, palette: true})
    .toFile(path.join(outDir, `${previewSlug(site.name)}.png`));
}
console.log(`${showcaseSites.length} showcase cards written to ${path.relative(root, outDir)}`);
