// Draws the demo seal images of server/assets/seals/ (committed; run again only to change them):
//   node scripts/make-seal-images.mjs
// Needs @napi-rs/canvas (installed with pdfjs-dist) and a CJK serif font (fonts-noto-cjk). The drawing is
// fixed (no random parts), so the same font gives the same pictures.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../server/assets/seals');
const SIZE = 240;
const RED = '#D7191C';
const serif = GlobalFonts.families.some((f) => f.family === 'Noto Serif CJK SC') ? 'Noto Serif CJK SC' : 'Noto Serif CJK JP';

function star(ctx, cx, cy, outer, inner) {
  ctx.beginPath();
  for (let i = 0; i < 10; i++) {
    const r = i % 2 ? inner : outer;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    ctx[i ? 'lineTo' : 'moveTo'](cx + r * Math.cos(a), cy + r * Math.sin(a));
  }
  ctx.closePath();
  ctx.fill();
}

/** A round seal: the organisation along the upper arc, a star, the seal's purpose under it. */
function roundSeal(arcText, purpose) {
  const canvas = createCanvas(SIZE, SIZE);
  const ctx = canvas.getContext('2d');
  const c = SIZE / 2;
  ctx.strokeStyle = RED;
  ctx.fillStyle = RED;
  ctx.lineWidth = 8;
  ctx.beginPath();
  ctx.arc(c, c, c - 8, 0, Math.PI * 2);
  ctx.stroke();
  star(ctx, c, c, 34, 13);
  ctx.font = `bold 30px "${serif}"`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const chars = [...arcText];
  const span = Math.min(Math.PI * 1.25, chars.length * 0.36);
  chars.forEach((ch, i) => {
    const a = -Math.PI / 2 - span / 2 + (span * (i + 0.5)) / chars.length;
    ctx.save();
    ctx.translate(c + (c - 38) * Math.cos(a), c + (c - 38) * Math.sin(a));
    ctx.rotate(a + Math.PI / 2);
    ctx.fillText(ch, 0, 0);
    ctx.restore();
  });
  ctx.font = `bold 24px "${serif}"`;
  ctx.fillText(purpose, c, c + 62);
  return canvas.toBuffer('image/png');
}

/** A square personal seal: four characters in two columns, read right column first. */
function squareSeal(text) {
  const canvas = createCanvas(SIZE, SIZE);
  const ctx = canvas.getContext('2d');
  ctx.strokeStyle = RED;
  ctx.fillStyle = RED;
  ctx.lineWidth = 12;
  ctx.strokeRect(16, 16, SIZE - 32, SIZE - 32);
  ctx.font = `bold 84px "${serif}"`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const [a, b, c, d] = [...text];
  ctx.fillText(a, 168, 76);
  ctx.fillText(b, 168, 166);
  ctx.fillText(c, 74, 76);
  ctx.fillText(d, 74, 166);
  return canvas.toBuffer('image/png');
}

fs.mkdirSync(out, { recursive: true });
const images = {
  'lina.png': roundSeal('研发部', '审批专用章'),
  'zhangwei.png': squareSeal('张伟之印'),
  'htadmin.png': roundSeal('总公司', '合同专用章'),
};
for (const [name, png] of Object.entries(images)) {
  fs.writeFileSync(path.join(out, name), png);
  console.log(`${name}: ${png.length} bytes`);
}
