import { describe, expect, it } from 'vitest';
import { readQueryParams, removeQueryParam } from './query-params';

describe('readQueryParams', () => {
  it('reads parameters before the hash', () => {
    const params = readQueryParams('https://h.example.com/?erpToken=abc&aiSource=cs#/index');
    expect(params.get('erpToken')).toBe('abc');
    expect(params.get('aiSource')).toBe('cs');
  });

  it('reads parameters in the hash route query, which win over the same name before the hash', () => {
    const params = readQueryParams('https://h.example.com/?lessonId=1#/index?lessonId=2&appbackFlag=1');
    expect(params.get('lessonId')).toBe('2');
    expect(params.get('appbackFlag')).toBe('1');
  });
});

describe('removeQueryParam', () => {
  it('removes the parameter before the hash and keeps the route', () => {
    expect(removeQueryParam('https://h.example.com/app/?erpToken=abc&x=1#/index', 'erpToken')).toBe(
      'https://h.example.com/app/?x=1#/index',
    );
  });

  it('removes the parameter from the hash query and keeps the others', () => {
    expect(removeQueryParam('https://h.example.com/#/setting?erpToken=abc&aiSource=cs', 'erpToken')).toBe(
      'https://h.example.com/#/setting?aiSource=cs',
    );
    expect(removeQueryParam('https://h.example.com/#/index?erpToken=abc', 'erpToken')).toBe(
      'https://h.example.com/#/index',
    );
  });

  it('leaves an address without the parameter as it was', () => {
    expect(removeQueryParam('https://h.example.com/#/index', 'erpToken')).toBe(
      'https://h.example.com/#/index',
    );
  });
});
