import { describe, expect, it } from 'vitest';
import { dataUrlBytes, fitSize } from './photo';

describe('agent photo sizing', () => {
  it('scales the longer side down to 480 px, keeps proportions, never enlarges', () => {
    expect(fitSize(4000, 3000)).toEqual({ width: 480, height: 360 });
    expect(fitSize(1080, 1920)).toEqual({ width: 270, height: 480 });
    expect(fitSize(200, 100)).toEqual({ width: 200, height: 100 });
  });

  it('counts the decoded bytes of a data URL as the server does', () => {
    expect(dataUrlBytes('data:image/png;base64,AAAA')).toBe(3);
    expect(dataUrlBytes(`data:image/jpeg;base64,${'A'.repeat(400)}`)).toBe(300);
  });
});
