// Trains the act classifier (understand/act-model.json) on data/acts/labelled.jsonl.
// Run: npm run acts:train   (deterministic: the same data gives the same model and figures)
// A fixed fifth of the questions (by a hash of their text) is held out: the model is trained on the
// rest and its accuracy on the held-out fifth is printed and written to data/acts/results.json.
import fs from 'node:fs';
import { catalogueSchema } from '@broker/insurance';
import { ACTS } from '../src/understand/acts.js';
import { predictAct, scoreActs, softmax, type ActModel } from '../src/understand/act-model.js';
import { createQuestionReader, readingFeatures } from '../src/understand/question-reader.js';

const root = new URL('../../../', import.meta.url);
const catalogue = catalogueSchema.parse(
  JSON.parse(fs.readFileSync(new URL('data/catalogue/catalogue.json', root), 'utf8')),
);
const read = createQuestionReader(catalogue);
const today = new Date('2026-11-25');

interface Example {
  text: string;
  act: string;
  features: string[];
}
const lines = fs
  .readFileSync(new URL('../data/acts/labelled.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter((l) => l.trim());
const examples: Example[] = lines.map((line) => {
  const { text, act } = JSON.parse(line) as { text: string; act: string };
  if (!(ACTS as readonly string[]).includes(act)) throw new Error(`unknown act ${act}: ${text}`);
  return { text, act, features: readingFeatures(read(text, today)) };
});

/** FNV-1a: a stable split that does not depend on the file's order. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return h;
}
const heldOut = examples.filter((e) => hash(e.text) % 5 === 0);
const train = examples.filter((e) => hash(e.text) % 5 !== 0);

function fit(data: Example[]): ActModel {
  const counts = new Map<string, number>();
  for (const e of data) for (const f of e.features) counts.set(f, (counts.get(f) ?? 0) + 1);
  const K = ACTS.length;
  const weights: Record<string, number[]> = {};
  const grads: Record<string, number[]> = {};
  for (const [f, n] of counts) {
    if (n < 2) continue;
    weights[f] = new Array(K).fill(0);
    grads[f] = new Array(K).fill(1e-8);
  }
  const bias = new Array(K).fill(0);
  const biasG = new Array(K).fill(1e-8);
  const rate = 0.3;
  const l2 = 1e-4;
  const order = [...data].sort((a, b) => hash(a.text + 'x') - hash(b.text + 'x'));
  for (let epoch = 0; epoch < 40; epoch++) {
    for (let i = 0; i < order.length; i++) {
      const e = order[(i * 7919 + epoch * 104729) % order.length] as Example;
      const model = { acts: ACTS, bias, weights };
      const p = softmax(scoreActs(model, e.features));
      const target = ACTS.indexOf(e.act as (typeof ACTS)[number]);
      for (let k = 0; k < K; k++) {
        const g = (p[k] ?? 0) - (k === target ? 1 : 0);
        biasG[k] += g * g;
        bias[k] -= (rate * g) / Math.sqrt(biasG[k]);
        for (const f of e.features) {
          const w = weights[f];
          const gw = grads[f];
          if (!w || !gw) continue;
          const gg = g + l2 * (w[k] ?? 0);
          gw[k] = (gw[k] ?? 0) + gg * gg;
          w[k] = (w[k] ?? 0) - (rate * gg) / Math.sqrt(gw[k] ?? 1);
        }
      }
    }
  }
  const round = (x: number) => Math.round(x * 1000) / 1000;
  const kept: Record<string, number[]> = {};
  for (const [f, w] of Object.entries(weights)) {
    if (Math.max(...w.map(Math.abs)) >= 0.02) kept[f] = w.map(round);
  }
  return { acts: ACTS, bias: bias.map(round), weights: kept };
}

function accuracy(model: ActModel, data: Example[]) {
  const perAct: Record<string, { n: number; right: number }> = {};
  let right = 0;
  for (const e of data) {
    const ok = predictAct(model, e.features).act === e.act;
    const slot = (perAct[e.act] ??= { n: 0, right: 0 });
    slot.n++;
    if (ok) {
      slot.right++;
      right++;
    }
  }
  return { n: data.length, accuracy: right / data.length, perAct };
}

const model = fit(train);
const result = {
  trainedOn: train.length,
  heldOut: accuracy(model, heldOut),
  train: accuracy(model, train).accuracy,
};
fs.writeFileSync(new URL('../src/understand/act-model.json', import.meta.url), JSON.stringify(model));
fs.writeFileSync(
  new URL('../data/acts/results.json', import.meta.url),
  JSON.stringify(result, null, 2) + '\n',
);
console.log(`trained on ${train.length}, held out ${heldOut.length}`);
console.log(
  `held-out accuracy ${(result.heldOut.accuracy * 100).toFixed(1)}% (train ${(result.train * 100).toFixed(1)}%)`,
);
for (const [act, { n, right }] of Object.entries(result.heldOut.perAct).sort()) {
  console.log(`  ${act.padEnd(18)} ${right}/${n}`);
}
console.log(`features kept: ${Object.keys(model.weights).length}`);
