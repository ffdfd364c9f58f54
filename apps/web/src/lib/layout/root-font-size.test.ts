import { describe, expect, it } from 'vitest';
import { computeRootFontSize } from './root-font-size';

describe('computeRootFontSize', () => {
  it('is a tenth of the width in portrait', () => {
    expect(computeRootFontSize(375, 812)).toBe(37.5);
    expect(computeRootFontSize(390, 844)).toBe(39);
    expect(computeRootFontSize(320, 568)).toBe(32);
  });

  it('caps at 50 px in portrait', () => {
    expect(computeRootFontSize(500, 900)).toBe(50);
    expect(computeRootFontSize(768, 1024)).toBe(50);
  });

  it('is fixed at 37.5 px in landscape, whatever the width', () => {
    expect(computeRootFontSize(844, 390)).toBe(37.5);
    expect(computeRootFontSize(1920, 1080)).toBe(37.5);
    expect(computeRootFontSize(568, 320)).toBe(37.5);
  });

  it('treats a square viewport as portrait', () => {
    expect(computeRootFontSize(400, 400)).toBe(40);
  });
});
