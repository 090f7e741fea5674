import { describe, expect, it } from 'vitest';
import { maskPhone, redactUrl } from './redact';

describe('redactUrl', () => {
  it('hides tokens, OTPs and codes and masks phone numbers', () => {
    const url = redactUrl(
      '/api/user/login/?contact_number=9876543210&otp=1234&token=abc.def&code=4/0Ab&referral_code=FRIEND',
    );
    expect(url).not.toContain('9876543210');
    expect(url).not.toContain('1234');
    expect(url).not.toContain('abc.def');
    expect(url).not.toContain('4/0Ab');
    expect(url).toContain('contact_number=********10');
    expect(url).toContain('referral_code=FRIEND');
  });

  it('leaves URLs without query strings alone, except secret path segments', () => {
    expect(redactUrl('/api/health/')).toBe('/api/health/');
    expect(redactUrl('/api/calendar/s3cr3t.ics')).toBe('/api/calendar/[redacted]');
  });

  it('hides the doctor’s record token, in its API path and its page', () => {
    const token = 'q3T0kenOfFortyThreeCharactersForTheDoctor00';
    expect(redactUrl(`/api/shared/${token}/`)).toBe('/api/shared/[redacted]');
    expect(redactUrl(`/api//shared/${token}`)).toBe('/api/shared/[redacted]');
    expect(redactUrl(`/shared/${token}`)).toBe('/shared/[redacted]');
    expect(redactUrl(`/%73hared/${token}?lang=hi`)).toBe('/shared/[redacted]?lang=hi');
    expect(redactUrl(`/api/vaccinetracker/card/?child_id=c1&share_link=${token}`)).toBe(
      '/api/vaccinetracker/card/?child_id=c1&share_link=[redacted]',
    );
  });

  it('hides calendar feed secrets however the path is written, and keeps the query readable', () => {
    const secret = 'AAECAwQFBgcICQoLDA0ODw.aGVsbG8td29ybGQtdGhpcy1pcy1hLXNpZ25hdHVyZS0x';
    for (const url of [
      `/api/calendar/${secret}.ics`,
      `/api/calendar/${secret}.ics/`,
      `/api/calendar//${secret}.ics`,
      `//api//calendar/${secret}.ics`,
      `/api/calendar/x/${secret}.ics`,
      `/API/Calendar/${secret}.ics`,
      `/api/%63alendar/${secret}.ics`,
      `/%61pi/calendar/${secret}.ics`,
      `/api/calendar/${secret}.ics%ZZ`,
      `/api/%63alendar/${secret}%E0%A4.ics`,
    ]) {
      expect(redactUrl(url), url).not.toContain(secret.split('.')[1]);
      expect(redactUrl(url), url).toMatch(/\/api\/calendar\/\[redacted\]$/);
    }
    expect(redactUrl(`/api/calendar/${secret}.ics?token=abc&x=1`)).toBe(
      '/api/calendar/[redacted]?token=[redacted]&x=1',
    );
    // The session-protected links call carries only a child id, which stays.
    expect(redactUrl('/api/vaccinetracker/calendar/?child_id=c1')).toBe(
      '/api/vaccinetracker/calendar/?child_id=c1',
    );
    expect(redactUrl(`/api/files/${secret}`)).toBe('/api/files/[redacted]');
  });

  it('masks all but the last two digits', () => {
    expect(maskPhone('9876543210')).toBe('********10');
    expect(maskPhone('1')).toBe('**');
  });
});
