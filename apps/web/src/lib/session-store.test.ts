import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getAccessToken, setAccessToken } from './session-store';

describe('the stored session', () => {
  beforeEach(() => clearSession());
  afterEach(() => vi.restoreAllMocks());

  it('keeps the token in local storage, and writes no cookie: the server sets its own, HttpOnly', () => {
    const writes = vi.spyOn(document, 'cookie', 'set');
    setAccessToken('tok-sign-in');
    expect(localStorage.getItem('access_token')).toBe('tok-sign-in');
    expect(getAccessToken()).toBe('tok-sign-in');
    expect(writes).not.toHaveBeenCalled();
    expect(document.cookie).not.toContain('access_token');
  });

  it('never takes a token from a cookie a script can read', () => {
    document.cookie = 'access_token=planted-by-a-script; Path=/';
    expect(getAccessToken()).toBeNull();
  });

  it('keeps the token for this visit where storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    setAccessToken('tok-in-memory');
    expect(getAccessToken()).toBe('tok-in-memory');
    vi.restoreAllMocks();
    clearSession();
    expect(getAccessToken()).toBeNull();
  });

  it('logout clears local storage but the chosen language, and every cookie a script sees', () => {
    setAccessToken('tok');
    localStorage.setItem('selected_child', 'c1');
    localStorage.setItem('tika_language', 'hi');
    document.cookie = 'leftover=1; Path=/';
    clearSession();
    expect(getAccessToken()).toBeNull();
    expect(localStorage.getItem('selected_child')).toBeNull();
    expect(localStorage.getItem('tika_language')).toBe('hi');
    expect(document.cookie).toBe('');
    localStorage.clear();
  });
});
