// Converts the WHO Child Growth Standards LMS tables (docs/reference/who-growth-standards) into
// the compact JSON the API carries: per indicator, the index start and step and, per sex,
// [L, M, S] rows. Run from the repository root: node scripts/who-tables.mjs
import fs from 'node:fs';
import path from 'node:path';

const source = process.argv[2] ?? 'docs/reference/who-growth-standards';
const out = 'apps/api/src/db/reference/who';
const indicators = {
  'weight-for-age': 'weianthro.txt',
  'length-for-age': 'lenanthro.txt',
  'head-for-age': 'hcanthro.txt',
  'bmi-for-age': 'bmianthro.txt',
  'weight-for-length': 'wflanthro.txt',
  'weight-for-height': 'wfhanthro.txt',
};

fs.mkdirSync(out, { recursive: true });
for (const [name, file] of Object.entries(indicators)) {
  const rows = fs
    .readFileSync(path.join(source, file), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t'));
  const bySex = { 1: [], 2: [] };
  for (const [sex, index, l, m, s] of rows)
    bySex[sex].push([Number(index), Number(l), Number(m), Number(s)]);
  const first = bySex[1][0][0];
  const step = Math.round((bySex[1][1][0] - first) * 10) / 10;
  for (const list of Object.values(bySex)) {
    list.forEach(([index], i) => {
      if (Math.abs(index - (first + i * step)) > 1e-6) throw new Error(`${file}: gap at ${index}`);
    });
  }
  const table = {
    indicator: name,
    source: `WHO Child Growth Standards, ${file}`,
    start: first,
    step,
    boys: bySex[1].map((r) => r.slice(1)),
    girls: bySex[2].map((r) => r.slice(1)),
  };
  fs.writeFileSync(path.join(out, `${name}.json`), JSON.stringify(table));
  console.log(`${name}: ${table.boys.length} rows from ${first} by ${step}`);
}
