import { describe, expect, it } from 'vitest';
import { nextKeepAliveList } from './keep-alive-list';

describe('nextKeepAliveList', () => {
  it('starts with the first page (initial load is a POP with nothing left)', () => {
    expect(nextKeepAliveList([], { action: 'POP', from: null, to: '/index' })).toEqual(['/index']);
  });

  it('PUSH adds the new page and keeps the one left', () => {
    expect(nextKeepAliveList(['/index'], { action: 'PUSH', from: '/index', to: '/setting' })).toEqual([
      '/index',
      '/setting',
    ]);
  });

  it('PUSH to a page already kept does not duplicate it', () => {
    const list = ['/index', '/setting'];
    expect(nextKeepAliveList(list, { action: 'PUSH', from: '/setting', to: '/index' })).toEqual(list);
  });

  it('POP (back) drops the page left', () => {
    const list = ['/index', '/setting', '/privacyPolicy'];
    expect(nextKeepAliveList(list, { action: 'POP', from: '/privacyPolicy', to: '/setting' })).toEqual([
      '/index',
      '/setting',
    ]);
  });

  it('REPLACE adds the new page in place of the replaced one', () => {
    expect(nextKeepAliveList(['/login'], { action: 'REPLACE', from: '/login', to: '/index' })).toEqual([
      '/index',
    ]);
    expect(nextKeepAliveList(['/index'], { action: 'REPLACE', from: '/index', to: '/index' })).toEqual([
      '/index',
    ]);
  });

  it('does not change the list it was given', () => {
    const list = ['/index'];
    nextKeepAliveList(list, { action: 'PUSH', from: '/index', to: '/setting' });
    expect(list).toEqual(['/index']);
  });
});
