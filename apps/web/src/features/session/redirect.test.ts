import { describe, expect, it, vi } from 'vitest';
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

  it('keeps the expired notice across a reload of the tab (session storage), until cleared', async () => {
    const store = new Map<string, string>();
    vi.stubGlobal('window', {
      sessionStorage: {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => void store.set(k, v),
        removeItem: (k: string) => void store.delete(k),
      },
    });
    try {
      noteExpired(true);
      vi.resetModules();
      const reloaded = await import('./redirect');
      expect(reloaded.loginPath('/index')).toBe('/login?expired=1');
      reloaded.noteExpired(false);
      vi.resetModules();
      expect((await import('./redirect')).loginPath('/index')).toBe('/login');
    } finally {
      noteExpired(false);
      vi.unstubAllGlobals();
    }
  });

  it('after signing out, remembers nothing until the next sign-in', () => {
    noteSignedOut(true);
    expect(loginPath('/setting')).toBe('/login');
    noteSignedOut(false);
    expect(loginPath('/setting')).toBe('/login?redirect=%2Fsetting');
  });
});
