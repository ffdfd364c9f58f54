import { describe, expect, it } from 'vitest';
import { loginPath, noteExpired, noteSignedOut, safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it('follows in-app paths only', () => {
    expect(safeRedirect('/setting')).toBe('/setting');
    expect(safeRedirect('//evil.example.com')).toBe('/index');
    expect(safeRedirect('https://evil.example.com')).toBe('/index');
    expect(safeRedirect('/login?redirect=/setting')).toBe('/index');
    expect(safeRedirect(null)).toBe('/index');
  });
});

describe('loginPath', () => {
  it('remembers the wanted page, except the home page', () => {
    expect(loginPath('/setting')).toBe('/login?redirect=%2Fsetting');
    expect(loginPath('/index')).toBe('/login');
    expect(loginPath()).toBe('/login');
  });

  it('after a 401, says the session expired beside the wanted page, until the next sign-in', () => {
    noteExpired(true);
    expect(loginPath('/setting')).toBe('/login?redirect=%2Fsetting&expired=1');
    expect(loginPath('/index')).toBe('/login?expired=1');
    noteExpired(false);
    expect(loginPath('/setting')).toBe('/login?redirect=%2Fsetting');
  });

  it('after signing out, remembers nothing until the next sign-in', () => {
    noteSignedOut(true);
    expect(loginPath('/setting')).toBe('/login');
    noteSignedOut(false);
    expect(loginPath('/setting')).toBe('/login?redirect=%2Fsetting');
  });
});
