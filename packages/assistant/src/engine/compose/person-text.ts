import { GENDER_LABELS } from '@broker/contract';
import type { Entities } from '../../understand/types.js';

/** '30岁男性', '57岁', '女性' or '' — the person an answer is about, as stated. */
export function personText(e: Pick<Entities, 'age' | 'gender'>): string {
  return [e.age !== undefined ? `${e.age}岁` : '', e.gender ? `${GENDER_LABELS[e.gender]}性` : ''].join('');
}
