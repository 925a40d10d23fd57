// Renders the raster images the site ships (PWA icons, favicon, the site's
// social card, author avatars; blog post cards come from blog-cards.mjs)
// from SVG sources written in this repo. Run by hand after
// changing the logo: `node scripts/images/logo-and-icons.mjs`. The outputs are committed.
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '../..');
const img = (...parts) => path.join(root, 'static', 'img', ...parts);
const logoSvg = await readFile(img('logo.svg'));

async function png(svg, size, out) {
  await mkdir(path.dirname(out), {recursive: true});
  await sharp(Buffer.from(svg), {density: 384}).resize(size.width, size.height).png({compressionLevel: 9}).toFile(out);
}

/** A maskable icon keeps its content inside the central 80 % safe zone. */
function maskableSvg() {
  const inner = logoSvg.toString().replace(/<svg[^>]*>|<\/svg>/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#2e8555"/><g transform="translate(8 8)">${inner}</g></svg>`;
}

function cardSvg(title, subtitle) {
  const inner = logoSvg.toString().replace(/<svg[^>]*>|<\/svg>/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#181920"/>
  <rect x="0" y="590" width="1200" height="40" fill="#2e8555"/>
  <g transform="translate(80 80) scale(2.5)">${inner}</g>
  <text x="80" y="380" font-family="DejaVu Sans, Arial, sans-serif" font-size="84" font-weight="700" fill="#ffffff">${title}</text>
  <text x="80" y="460" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" fill="#25c2a0">${subtitle}</text>
</svg>`;
}

/** An ICO file may hold PNG images directly; one 32 px entry is enough for browsers. */
async function ico(out) {
  const data = await sharp(logoSvg, {density: 384}).resize(32, 32).png().toBuffer();
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(32, 6); // width
  header.writeUInt8(32, 7); // height
  header.writeUInt8(0, 8); // palette size
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(data.length, 14);
  header.writeUInt32LE(22, 18); // offset of the image data
  await writeFile(out, Buffer.concat([header, data]));
}

function avatarSvg(background, glyph) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="48" fill="${background}"/>${glyph}</svg>`;
}

const avatars = {
  'core-team': avatarSvg(
    '#2e8555',
    '<path d="M30 62l18-30 18 30z" fill="#fff"/><circle cx="48" cy="44" r="5" fill="#2e8555"/>',
  ),
  'release-team': avatarSvg('#205d3b', '<path d="M48 22l6 18h18l-15 11 6 19-15-12-15 12 6-19-15-11h18z" fill="#fff"/>'),
  'docs-team': avatarSvg(
    '#1a8870',
    '<path d="M26 30c8-3 15-3 21 1v36c-6-4-13-4-21-1zM70 30c-8-3-15-3-21 1v36c6-4 13-4 21-1z" fill="#fff"/>',
  ),
};

for (const size of [192, 512]) {
  await png(logoSvg, {width: size, height: size}, img('icons', `icon-${size}.png`));
  await png(maskableSvg(), {width: size, height: size}, img('icons', `icon-maskable-${size}.png`));
}
await ico(path.join(root, 'static', 'img', 'favicon.ico'));
await png(
  cardSvg('Docusaurus', 'Documentation websites, built to last'),
  {width: 1200, height: 630},
  img('social-card.png'),
);
for (const [name, svg] of Object.entries(avatars)) {
  await writeFile(img('authors', `${name}.svg`), svg);
}
console.log('images written');
