// The import boundaries of eslint.config.js, each shown to fail on a wrong import and to pass a right
// one: node --import tsx --test scripts/lint-boundaries.test.ts (part of `npm run lint`).
// A new boundary is one more entry in `cases`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

interface Case {
  boundary: string;
  /** Where the code is linted as if it lived (the file need not exist). */
  file: string;
  wrong: string[];
  right: string[];
}

const cases: Case[] = [
  {
    boundary: 'packages/* never import apps/*',
    file: 'packages/assistant/src/engine/example.ts',
    wrong: [
      "import type { Services } from '@broker/server';",
      "import { build } from '../../../../apps/server/src/app.js';",
    ],
    right: ["import { quote } from '@broker/insurance';", "import { LIMITS } from '@broker/contract';"],
  },
  {
    boundary: 'packages/* never import apps/* (contract and insurance too)',
    file: 'packages/insurance/src/catalogue/example.ts',
    wrong: ["import { chatText } from '../../../../apps/web/src/locales/zh-CN/chat.js';"],
    right: ["import { isOnStep } from './factor-rules.js';"],
  },
  {
    boundary: 'contract is shapes and constants: zod and its own modules only',
    file: 'packages/contract/src/example.ts',
    wrong: [
      "import { quote } from '@broker/insurance';",
      "import { readFileSync } from 'node:fs';",
      "import { build } from '../../../apps/server/src/app.js';",
    ],
    right: ["import { z } from 'zod';", "import { LIMITS } from './limits.js';"],
  },
  {
    boundary: "the assistant's understand/ never imports engine/",
    file: 'packages/assistant/src/understand/example.ts',
    wrong: [
      "import type { Engine } from '../engine/types.js';",
      "import { composeAnswer } from '../engine/compose/index.js';",
    ],
    right: [
      "import type { Understanding } from '../conversation-types.js';",
      "import { extractAge } from './age.js';",
    ],
  },
  {
    boundary: 'insurance does not import the answer engine',
    file: 'packages/insurance/src/catalogue/example.ts',
    wrong: ["import { createBuiltinEngine } from '@broker/assistant';"],
    right: ["import { productObjectSchema } from '@broker/contract';"],
  },
  {
    boundary: 'routes never import db/',
    file: 'apps/server/src/routes/conversation/example.ts',
    wrong: [
      "import { messages } from '../../db/schema.js';",
      "import { usersRepository } from '../../db/users-repository.js';",
    ],
    right: ["import { authOf } from '../../plugins/auth.js';"],
  },
  {
    boundary: "routes import a service's index only",
    file: 'apps/server/src/routes/conversation/example.ts',
    wrong: [
      "import { toConversationMessage } from '../../services/conversation/message-view.js';",
      "import { validate } from '../../services/catalogue/tables/validate.js';",
    ],
    right: [
      "import type { Turn } from '../../services/conversation/index.js';",
      "import type { Services } from '../../services/index.js';",
    ],
  },
];

const eslint = new ESLint({
  cwd: fileURLToPath(new URL('..', import.meta.url)),
  overrideConfigFile: fileURLToPath(new URL('../eslint.config.js', import.meta.url)),
});

async function restricted(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath: file });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

for (const { boundary, file, wrong, right } of cases) {
  test(boundary, async () => {
    for (const code of wrong)
      assert.equal((await restricted(code, file)).length, 1, `should fail in ${file}: ${code}`);
    for (const code of right)
      assert.deepEqual(await restricted(code, file), [], `should pass in ${file}: ${code}`);
  });
}
