import { compareText } from '../../../locales/zh-CN/compare';
import './select-steps.css';

const STEPS = [compareText.stepChoose, compareText.stepParams, compareText.stepCompare];

/** Spec §3 select steps: choose → set parameters → compare. */
export function SelectSteps({ current }: { current: 0 | 1 | 2 }) {
  return (
    <ol className="select-steps">
      {STEPS.map((label, i) => (
        <li key={label} className="select-steps__step" aria-current={i === current ? 'step' : undefined}>
          <span className="select-steps__index">{i + 1}</span>
          {label}
        </li>
      ))}
    </ol>
  );
}
