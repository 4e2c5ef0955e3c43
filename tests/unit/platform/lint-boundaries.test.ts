import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The layer rule of shared/DESIGN.md, as `npm run lint` enforces it (eslint.config.js). */
const eslint = new ESLint();

async function errorsOf(rules: string[], filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => rules.includes(message.ruleId ?? '')).map((message) => message.message);
}

const boundaryErrors = (filePath: string, code: string) =>
  errorsOf(['@typescript-eslint/no-restricted-imports'], filePath, code);
const castErrors = (filePath: string, code: string) =>
  errorsOf(['no-restricted-syntax', '@typescript-eslint/no-explicit-any'], filePath, code);

describe('layer boundaries', () => {
  it('refuses a value import from .server in a component', async () => {
    const errors = await boundaryErrors(
      'app/components/storefront/leak.tsx',
      "import { db } from '~/.server/runtime';\nexport const x = db;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('Components are drawn in the browser too');
  });

  it('refuses a relative value import from .server in a component', async () => {
    const errors = await boundaryErrors(
      'app/components/storefront/leak.tsx',
      "import { listCollections } from '../../../.server/collections/collections';\nexport const x = listCollections;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('lets a component import a type from .server', async () => {
    const errors = await boundaryErrors(
      'app/components/storefront/typed.tsx',
      "import type { Db } from '~/.server/db/connection';\nexport type X = Db;\n",
    );
    expect(errors).toEqual([]);
  });

  it('refuses a component import in server code', async () => {
    const errors = await boundaryErrors(
      'app/.server/leak.ts',
      "import { Field } from '~/components/forms/field';\nexport const x = Field;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('Server code does not import components');
  });

  it('lets both sides import app/lib and app/schemas', async () => {
    const code =
      "import { formatUsd } from '~/lib/money';\nimport { CartChangeSchema } from '~/schemas/cart';\nexport const x = [formatUsd, CartChangeSchema];\n";
    expect(await boundaryErrors('app/.server/ok.ts', code)).toEqual([]);
    expect(await boundaryErrors('app/components/ok.tsx', code)).toEqual([]);
  });
});

describe('casts', () => {
  it('refuses `as unknown as` and `as any` in the app and its scripts', async () => {
    for (const file of ['app/.server/cast.ts', 'app/components/cast.tsx', 'scripts/cast.ts']) {
      expect(await castErrors(file, 'export const x = (1 as unknown as string).length;\n'), file).toHaveLength(1);
      expect(await castErrors(file, 'export const x = (1 as any).length;\n'), file).toHaveLength(1);
    }
  });

  it('lets a single cast through', async () => {
    expect(await castErrors('app/.server/cast.ts', "export const x = ('a' as string).length;\n")).toEqual([]);
  });
});
