// Converts the WHO LMS tables kept in docs/reference into the compact JSON the API carries: per
// indicator, the index start and step and, per sex, [L, M, S] rows.
//   - WHO Child Growth Standards (docs/reference/who-growth-standards), birth to 5 years,
//     indexed by age in days (or length/height in cm): every row.
//   - WHO Growth Reference 2007 (docs/reference/who-growth-reference-2007), 5 to 19 years,
//     indexed by age in whole months: the rows WHO's own software uses, 61 to 228 months
//     (weight-for-age 61 to 120); the 60-month rows belong to the standards' range and the
//     229-month rows only repeat 228.
// Run from the repository root: node scripts/who-tables.mjs
import fs from 'node:fs';
import path from 'node:path';

const out = 'apps/api/src/db/reference/who';
const STANDARDS = 'docs/reference/who-growth-standards';
const REFERENCE_2007 = 'docs/reference/who-growth-reference-2007';

const tables = {
  'weight-for-age': { dir: STANDARDS, file: 'weianthro.txt' },
  'length-for-age': { dir: STANDARDS, file: 'lenanthro.txt' },
  'head-for-age': { dir: STANDARDS, file: 'hcanthro.txt' },
  'bmi-for-age': { dir: STANDARDS, file: 'bmianthro.txt' },
  'weight-for-length': { dir: STANDARDS, file: 'wflanthro.txt' },
  'weight-for-height': { dir: STANDARDS, file: 'wfhanthro.txt' },
  'height-for-age-2007': { dir: REFERENCE_2007, file: 'hfawho2007.txt', from: 61, to: 228 },
  'bmi-for-age-2007': { dir: REFERENCE_2007, file: 'bfawho2007.txt', from: 61, to: 228 },
  'weight-for-age-2007': { dir: REFERENCE_2007, file: 'wfawho2007.txt', from: 61, to: 120 },
};

const SOURCES = {
  [STANDARDS]: 'WHO Child Growth Standards',
  [REFERENCE_2007]:
    'WHO Growth Reference 2007 for 5-19 years (de Onis M et al., Bull World Health Organ 2007;85:660-667), as published with WHO AnthroPlus',
};

fs.mkdirSync(out, { recursive: true });
for (const [name, { dir, file, from = -Infinity, to = Infinity }] of Object.entries(tables)) {
  const rows = fs
    .readFileSync(path.join(dir, file), 'utf8')
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .map((line) => line.split('\t'))
    .filter(([, index]) => Number(index) >= from && Number(index) <= to);
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
  const last = bySex[1].at(-1)[0];
  const table = {
    indicator: name,
    source: `${SOURCES[dir]}, ${file}${Number.isFinite(from) ? `, rows ${first} to ${last}` : ''}`,
    start: first,
    step,
    boys: bySex[1].map((r) => r.slice(1)),
    girls: bySex[2].map((r) => r.slice(1)),
  };
  fs.writeFileSync(path.join(out, `${name}.json`), JSON.stringify(table));
  console.log(`${name}: ${table.boys.length} rows from ${first} by ${step}`);
}
