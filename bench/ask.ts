// Ask the built-in engine from the shell, as a new agent would, and read the whole answer: the query
// line, the text, product cards with their example premiums, sources, follow-ups and flags.
// Run: npx tsx bench/ask.ts '第一个问题' ['追问' …]   (each argument is a turn of one conversation)
//  or: npx tsx bench/ask.ts --file questions.txt   (one conversation per line, turns split by ' → ')
import fs from 'node:fs';
import { EMPTY_CONTEXT } from '@broker/assistant';
import { shippedBuiltinEngine } from './builtin-engine.js';

const engine = shippedBuiltinEngine();
type Context = Parameters<typeof engine.answer>[0]['context'];

async function turn(question: string, context: Context): Promise<Context> {
  let next = context;
  const out: string[] = [];
  for await (const part of engine.answer({
    question,
    category: 'General',
    context,
    history: [],
    today: new Date('2026-11-25'),
  })) {
    switch (part.kind) {
      case 'query':
        out.push(`  〔${part.text}〕\n`);
        break;
      case 'text':
        out.push(part.text);
        break;
      case 'products':
        for (const item of part.items.slice(0, 5))
          out.push(`\n  ▸ ${item.name}${item.annualPremium ? ` · 年交${item.annualPremium}元` : ''}`);
        if (part.allCodes.length > 5) out.push(`\n  ▸ …共${part.allCodes.length}款`);
        break;
      case 'sources':
        out.push(`\n  [来源] ${part.items.map((s) => `${s.sourceType}:${s.title ?? ''}`).join(' | ')}`);
        break;
      case 'asks':
      case 'choices':
        out.push(`\n  [${part.kind}] ${part.items.map((a) => a.question).join(' | ')}`);
        break;
      case 'flags':
        out.push(`\n  [flags] ${JSON.stringify(part.flags)}`);
        break;
      case 'end':
        next = part.context;
        break;
      default:
        break;
    }
  }
  console.log(`\n■ ${question}\n${out.join('')}`);
  return next;
}

const args = process.argv.slice(2);
const conversations =
  args[0] === '--file'
    ? fs
        .readFileSync(args[1] ?? '', 'utf8')
        .split('\n')
        .filter((line) => line.trim() && !line.startsWith('#'))
        .map((line) => line.split(' → '))
    : [args];
for (const turns of conversations) {
  let context: Context = EMPTY_CONTEXT;
  for (const question of turns) context = await turn(question, context);
  console.log('\n' + '─'.repeat(40));
}
