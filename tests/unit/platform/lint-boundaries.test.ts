import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The layer rule of shared/DESIGN.md, as `npm run lint` enforces it (eslint.config.js). */
const eslint = new ESLint();

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((message) => message.ruleId === '@typescript-eslint/no-restricted-imports')
    .map((message) => message.message);
}

describe('layer boundaries', () => {
  it('refuses a value import from .server in a component', async () => {
    const errors = await boundaryErrors(
      'app/components/site/leak.tsx',
      "import { db } from '~/.server/runtime';\nexport const x = db;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('Components are drawn in the browser too');
  });

  it('refuses a relative value import from .server in a component', async () => {
    const errors = await boundaryErrors(
      'app/components/site/leak.tsx',
      "import { listCollections } from '../../../.server/catalog';\nexport const x = listCollections;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('lets a component import a type from .server', async () => {
    const errors = await boundaryErrors(
      'app/components/site/typed.tsx',
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
