import { ACTS, type Act } from './acts.js';

/** A trained multinomial logistic regression over sparse binary features (scripts/train-acts.ts). */
export interface ActModel {
  acts: readonly string[];
  bias: readonly number[];
  /** Feature → one weight per act, in `acts` order; features absent here weigh nothing. */
  weights: Readonly<Record<string, readonly number[]>>;
}

export interface ActPrediction {
  act: Act;
  probability: number;
  /** Every act's probability, best first. */
  ranked: { act: Act; probability: number }[];
}

export function scoreActs(model: ActModel, features: readonly string[]): number[] {
  const scores = [...model.bias];
  for (const f of features) {
    const w = model.weights[f];
    if (!w) continue;
    for (let k = 0; k < scores.length; k++) scores[k] = (scores[k] ?? 0) + (w[k] ?? 0);
  }
  return scores;
}

export function softmax(scores: readonly number[]): number[] {
  const max = Math.max(...scores);
  const exps = scores.map((s) => Math.exp(s - max));
  const sum = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / sum);
}

export function predictAct(model: ActModel, features: readonly string[]): ActPrediction {
  const probs = softmax(scoreActs(model, features));
  const ranked = model.acts
    .map((act, k) => ({ act: act as Act, probability: probs[k] ?? 0 }))
    .filter((r) => (ACTS as readonly string[]).includes(r.act))
    .sort((a, b) => b.probability - a.probability);
  const best = ranked[0] ?? { act: 'out_of_scope' as Act, probability: 0 };
  return { act: best.act, probability: best.probability, ranked };
}
