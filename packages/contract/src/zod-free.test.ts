import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The web app takes its values from the contract's rule modules and only types from schemas/.
 * A runtime zod import in a rule module would put zod (about 24 KB gzipped) back into every
 * page the web loads (docs/quality.md, "Web budget"); the schemas belong in schemas/.
 */
const ZOD_ALLOWED = new Set(['zod-config.ts']);
const runtimeZodImport = /^import\s+(?!type\b)[^;]*from\s+'zod(\/[^']*)?';/m;

describe('the rule modules', () => {
  const ruleModules = readdirSync(import.meta.dirname).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !ZOD_ALLOWED.has(file),
  );

  it('are found', () => {
    expect(ruleModules).toEqual(
      expect.arrayContaining(['index.ts', 'children.ts', 'limits.ts', 'messages.ts']),
    );
  });

  it.each(ruleModules)('%s imports no zod at run time', (file) => {
    expect(readFileSync(`${import.meta.dirname}/${file}`, 'utf8')).not.toMatch(runtimeZodImport);
  });
});
