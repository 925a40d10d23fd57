// Renders the social-card image of every blog post, and the images the tests
// blog shows inside its posts, from SVG drawn here. Each post is a folder with
// an index.md whose front matter says `image: ./social-card.png`; the card is
// written next to it. Run by hand after adding or renaming a post:
// `node scripts/images/blog-cards.mjs`. The outputs are committed.
import {readdir, readFile, stat} from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '../..');
const logoSvg = await readFile(path.join(root, 'static', 'img', 'logo.svg'), 'utf8');
const logoInner = logoSvg.replace(/<svg[^>]*>|<\/svg>/g, '');

/** One accent per kind of post, so cards of a series look related. */
const accents = {
  release: '#25c2a0',
  recap: '#f4b942',
  tribute: '#c9d1d9',
  i18n: '#7aa2f7',
  search: '#e07a5f',
  fixture: '#b392f0',
  default: '#3ecf8e',
};

function escapeXml(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Greedy word wrap: DejaVu Sans Bold at 64 px fits about 30 characters in 1040 px. */
function wrap(text, maxChars, maxLines) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1].replace(/\s+\S*$/, '')}…`;
    return kept;
  }
  return lines;
}

/** A row of rising bars whose heights come from the title, so no two cards share a pattern. */
function motif(seedText, accent) {
  let seed = [...seedText].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7);
  const bars = [];
  for (let index = 0; index < 12; index++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    const height = 30 + (seed % 150);
    bars.push(
      `<rect x="${760 + index * 34}" y="${250 - height}" width="22" height="${height}" rx="4" fill="${accent}" opacity="${(0.25 + (index / 12) * 0.6).toFixed(2)}"/>`,
    );
  }
  return bars.join('');
}

function cardSvg({title, kicker, accent}) {
  const lines = wrap(title, 30, 3);
  const titleText = lines
    .map((line, index) => `<tspan x="80" dy="${index === 0 ? 0 : 76}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#181920"/>
  ${motif(title, accent)}
  <rect x="0" y="596" width="1200" height="34" fill="${accent}"/>
  <g transform="translate(80 70) scale(1.6)">${logoInner}</g>
  <text x="80" y="260" font-family="DejaVu Sans, sans-serif" font-size="30" fill="${accent}">${escapeXml(kicker)}</text>
  <text x="80" y="350" font-family="DejaVu Sans, sans-serif" font-size="64" font-weight="700" fill="#ffffff">${titleText}</text>
</svg>`;
}

async function postFolders(dir) {
  const folders = [];
  for (const entry of await readdir(dir, {withFileTypes: true})) {
    if (!entry.isDirectory()) continue;
    const folder = path.join(dir, entry.name);
    const index = path.join(folder, 'index.md');
    const exists = await stat(index).then(
      () => true,
      () => false,
    );
    if (exists) folders.push(folder);
    else folders.push(...(await postFolders(folder)));
  }
  return folders;
}

function kickerFor(frontMatter, folder, blogName) {
  const tags = frontMatter.tags ?? [];
  if (tags.includes('release')) return 'Release notes';
  const date = frontMatter.date ?? path.basename(folder).slice(0, 10);
  const shownDate = date instanceof Date ? date.toISOString().slice(0, 10) : String(date);
  return `${blogName} · ${shownDate}`;
}

function accentFor(tags) {
  const kind = Object.keys(accents).find((name) => tags.includes(name));
  return accents[kind ?? 'default'];
}

let written = 0;
for (const [dir, blogName] of [
  ['blog', 'Docusaurus blog'],
  ['tests-area/blog', 'Tests blog'],
]) {
  for (const folder of await postFolders(path.join(root, dir))) {
    const {data} = matter(await readFile(path.join(folder, 'index.md'), 'utf8'));
    if (data.image !== './social-card.png') continue;
    const svg = cardSvg({
      title: String(data.title),
      kicker: kickerFor(data, folder, blogName),
      accent: accentFor(data.tags ?? []),
    });
    await sharp(Buffer.from(svg))
      .png({compressionLevel: 9, palette: true})
      .toFile(path.join(folder, 'social-card.png'));
    written++;
  }
}

/** An illustration for the tests blog post that checks images inside a post. */
const pipelineSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="320" viewBox="0 0 960 320">
  <rect width="960" height="320" fill="#f6f8fa"/>
  ${['Markdown', 'MDX compiler', 'React', 'Static HTML']
    .map(
      (label, index) => `<g transform="translate(${40 + index * 230} 110)">
    <rect width="190" height="100" rx="14" fill="#2e8555"/>
    <text x="95" y="58" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="22" fill="#ffffff">${label}</text>
  </g>${index < 3 ? `<path d="M${235 + index * 230} 160h30" stroke="#25c2a0" stroke-width="6" marker-end="url(#arrow)"/>` : ''}`,
    )
    .join('')}
  <defs><marker id="arrow" markerWidth="6" markerHeight="6" refX="3" refY="3" orient="auto"><path d="M0 0L6 3L0 6z" fill="#25c2a0"/></marker></defs>
</svg>`;
await sharp(Buffer.from(pipelineSvg))
  .png({compressionLevel: 9, palette: true})
  .toFile(path.join(root, 'tests-area', 'blog', '2024-03-10-images-in-posts', 'pipeline.png'));
written++;

console.log(`${written} blog images written`);
