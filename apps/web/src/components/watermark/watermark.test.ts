import { describe, expect, it } from 'vitest';
import { watermarkTile } from './watermark';

describe('watermarkTile', () => {
  it('puts every line into an escaped SVG data URI', () => {
    const tile = watermarkTile(['内容由AI生成', '张三 <DEMO001>']);
    expect(tile.startsWith('url("data:image/svg+xml;charset=utf-8,')).toBe(true);
    const svg = decodeURIComponent(tile.slice(tile.indexOf(',') + 1, -2));
    expect(svg).toContain('>内容由AI生成</text>');
    expect(svg).toContain('>张三 &lt;DEMO001&gt;</text>');
    expect(tile).not.toContain('"data:image/svg+xml;charset=utf-8,<');
  });
});
