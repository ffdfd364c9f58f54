import { describe, expect, it } from 'vitest';
import { aliasKeys, keywordKeys, searchKey } from './search-keys.js';

describe('search keys', () => {
  it('fold width, case, spaces and punctuation', () => {
    expect(searchKey('ＡＢＣ 重疾·2024（尊享版）')).toBe('abc重疾2024尊享版');
    expect(keywordKeys('  安康  重疾 ')).toEqual({ whole: '安康重疾', parts: ['安康', '重疾'] });
    expect(aliasKeys(['康惠保', 'KHB', ' '])).toBe('|康惠保|khb|');
    expect(aliasKeys([])).toBe('');
  });
});
