import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  addOffset,
  type DoseForecast,
  type DoseRecord,
  type NotNeededReason,
  type ScheduleId,
} from '@tika/contract';
import { forecastChild } from './forecast-child';
import { SCHEDULES } from './schedules';

/**
 * The schedule engine on real histories, each case named after the reference row it checks
 * (docs/reference/schedules/catch-up.md). Dates are calendar dates; 1 week = 7 days, months are
 * calendar months from the date of birth.
 */

type Given = string | { date: string; brand: string };

interface Child {
  dob: string;
  today: string;
  /** The day the parent added the child; doses due before it await the parent's answer. */
  addedOn?: string;
  schedule?: ScheduleId;
  homeState?: string;
  /** Doses given, by code; `code#2` is a further record of the same dose (a repeat). */
  history?: Record<string, Given>;
  notNeeded?: Record<string, NotNeededReason>;
  /** The day the parent said a dose awaiting an answer was not given. */
  notGivenOn?: Record<string, string>;
  /** Codes that get one more record still to give (`code#repeat`), after a dose that did not count. */
  repeat?: string[];
}

function forecast(child: Child) {
  const schedule = child.schedule ?? 'iap-acvip-2023';
  const history = child.history ?? {};
  const record = (id: string, code: string): DoseRecord => {
    const given = history[id];
    return {
      id,
      code,
      given:
        given === undefined ? null : typeof given === 'string' ? { date: given, brand: '' } : given,
      notNeeded: child.notNeeded?.[id] ?? null,
      notGivenOn: child.notGivenOn?.[id] ?? null,
    };
  };
  const records = [
    ...SCHEDULES[schedule].doses.map((d) => record(d.code, d.code)),
    ...Object.keys(history)
      .filter((id) => id.includes('#'))
      .map((id) => record(id, id.split('#')[0]!)),
    ...(child.repeat ?? []).map((code) => record(`${code}#repeat`, code)),
  ];
  const result = forecastChild(
    {
      dob: child.dob,
      schedule,
      addedOn: child.addedOn ?? child.dob,
      homeState: child.homeState ?? null,
    },
    records,
    child.today,
  );
  const of = (id: string): DoseForecast => {
    const entry = result.entries.get(id);
    if (!entry) throw new Error(`no forecast for ${id}`);
    return entry;
  };
  return {
    of,
    changesOn: result.changesOn,
    entries: result.entries,
    /** The state of each dose named. */
    states: (ids: string[]) => Object.fromEntries(ids.map((id) => [id, of(id).state])),
  };
}

/** The child after the parent answers "not given" today for every dose awaiting an answer. */
function answeredNotGiven(child: Child): Child {
  const awaiting = [...forecast(child).entries]
    .filter(([, f]) => f.state === 'awaiting')
    .map(([id]) => [id, child.today] as const);
  return { ...child, notGivenOn: { ...child.notGivenOn, ...Object.fromEntries(awaiting) } };
}

const DOB = '2026-01-01';
const MONOVALENT = 'Hep B alone (monovalent)';

const due = (from: { earliest: string; due: string; lastDay: string | null }) => ({
  state: 'due',
  ...from,
  overdueFrom: addOffset(from.due, { days: 1 }),
});
const catchUp = (on: string, earliest: string, lastDay: string | null) => ({
  state: 'catch_up',
  earliest,
  due: on,
  overdueFrom: addOffset(on, { days: 1 }),
  lastDay,
});
const pastMaxAge = (lastDay: string) => ({
  state: 'no_longer_due',
  reason: 'past_max_age',
  lastDay,
});
const seriesClosed = { state: 'no_longer_due', reason: 'series_closed', lastDay: null };
const notNeeded = (reason: string, byParent = false) => ({ state: 'not_needed', reason, byParent });
const counts = { state: 'given', counts: true };

describe('catch-up.md §1 rotavirus: age limits', () => {
  it('catch-up.md §1 rota-1: no rotavirus 1 from 15 weeks closes the series', () => {
    const f = forecast({ dob: DOB, today: '2026-04-16' });
    expect(f.of('rota-1')).toEqual(pastMaxAge('2026-04-15'));
    expect(f.of('rota-2')).toEqual(seriesClosed);
    expect(f.of('rota-3')).toEqual(seriesClosed);
  });

  it('catch-up.md §1 rota-1: still given on 14 weeks 6 days, its last day', () => {
    const f = forecast({ dob: DOB, today: '2026-04-15' });
    expect(f.of('rota-1')).toEqual(
      due({ earliest: '2026-02-12', due: '2026-02-12', lastDay: '2026-04-15' }),
    );
  });

  it('catch-up.md §3 Rotavirus: a 12-month-old has no rotavirus dose due or overdue', () => {
    const f = forecast({ dob: DOB, today: '2027-01-01' });
    expect(f.states(['rota-1', 'rota-2', 'rota-3'])).toEqual({
      'rota-1': 'no_longer_due',
      'rota-2': 'no_longer_due',
      'rota-3': 'no_longer_due',
    });
  });

  it('catch-up.md §3 Rotavirus: a 12-month-old added today is asked about no rotavirus dose whose window is open', () => {
    const child = { dob: DOB, today: '2027-01-01', addedOn: '2027-01-01' };
    const f = forecast(child);
    for (const code of ['rota-1', 'rota-2', 'rota-3'])
      expect(f.of(code)).toMatchObject({ state: 'awaiting', windowClosed: true });
    const answered = forecast(answeredNotGiven(child));
    expect(answered.of('rota-1')).toEqual(pastMaxAge('2026-04-15'));
    expect(answered.of('rota-2')).toEqual(seriesClosed);
  });

  it('catch-up.md §1 rota-2: after rota-1 on its last day, rota-2 and rota-3 follow 4 weeks apart', () => {
    const f = forecast({ dob: DOB, today: '2026-04-15', history: { 'rota-1': '2026-04-15' } });
    expect(f.of('rota-2')).toEqual(
      due({ earliest: '2026-05-13', due: '2026-05-13', lastDay: '2026-09-01' }),
    );
    expect(f.of('rota-3')).toEqual(
      due({ earliest: '2026-06-10', due: '2026-06-10', lastDay: '2026-09-01' }),
    );
  });

  it('catch-up.md §1 rota-3: still given on 8 months 0 days', () => {
    const history = { 'rota-1': '2026-02-12', 'rota-2': '2026-03-12' };
    const f = forecast({ dob: DOB, today: '2026-09-01', history });
    expect(f.of('rota-3')).toMatchObject({ state: 'due', lastDay: '2026-09-01' });
  });

  it('catch-up.md §1 rota-3: no longer due from 8 months 1 day', () => {
    const history = { 'rota-1': '2026-02-12', 'rota-2': '2026-03-12' };
    const f = forecast({ dob: DOB, today: '2026-09-02', history });
    expect(f.of('rota-3')).toEqual(pastMaxAge('2026-09-01'));
  });

  it('catch-up.md §1 rota-2: no longer due after 8 months 0 days, and rota-3 with it', () => {
    const f = forecast({ dob: DOB, today: '2026-09-02', history: { 'rota-1': '2026-03-01' } });
    expect(f.of('rota-1')).toEqual(counts);
    expect(f.of('rota-2')).toEqual(pastMaxAge('2026-09-01'));
    expect(f.of('rota-3')).toEqual(seriesClosed);
  });
});

describe('catch-up.md §4 brands', () => {
  it('catch-up.md §4 rota-3: not needed after two doses of Rotarix (brand names match in any case)', () => {
    const history = {
      'rota-1': { date: '2026-02-12', brand: 'Rotarix' },
      'rota-2': { date: '2026-03-12', brand: 'rotarix ' },
    };
    const f = forecast({ dob: DOB, today: '2026-03-12', history });
    expect(f.of('rota-3')).toEqual(notNeeded('two_dose_brand'));
  });

  it('catch-up.md §4 rota-3: needed after Rotarix then RotaTeq', () => {
    const history = {
      'rota-1': { date: '2026-02-12', brand: 'Rotarix' },
      'rota-2': { date: '2026-03-12', brand: 'RotaTeq' },
    };
    const f = forecast({ dob: DOB, today: '2026-03-12', history });
    expect(f.of('rota-3')).toEqual(
      due({ earliest: '2026-04-09', due: '2026-04-09', lastDay: '2026-09-01' }),
    );
  });

  it('catch-up.md §4 rota-3: needed when a brand is unknown or typed off the list', () => {
    for (const brand of ['', 'Rota vaccine']) {
      const history = {
        'rota-1': { date: '2026-02-12', brand: 'Rotarix' },
        'rota-2': { date: '2026-03-12', brand },
      };
      const f = forecast({ dob: DOB, today: '2026-03-12', history });
      expect(f.of('rota-3').state, brand).toBe('due');
    }
  });

  it('catch-up.md §4 rota-3: not needed when the parent says "2-dose brand"', () => {
    const f = forecast({
      dob: DOB,
      today: '2026-03-12',
      history: { 'rota-1': '2026-02-12', 'rota-2': '2026-03-12' },
      notNeeded: { 'rota-3': 'two_dose_brand' },
    });
    expect(f.of('rota-3')).toEqual(notNeeded('two_dose_brand', true));
  });

  it('catch-up.md §4 hepa-2: not needed after the live one-dose Hep A (Biovac-A)', () => {
    const history = { 'hepa-1': { date: '2027-01-01', brand: 'Biovac-A' } };
    const f = forecast({ dob: DOB, today: '2027-01-01', history });
    expect(f.of('hepa-2')).toEqual(notNeeded('one_dose_brand'));
  });

  it('catch-up.md §1 hepa-2: after inactivated Hep A (Havrix), due at 18 months, 6 months after Hep A 1', () => {
    const history = { 'hepa-1': { date: '2027-01-01', brand: 'Havrix' } };
    const f = forecast({ dob: DOB, today: '2027-01-01', history });
    expect(f.of('hepa-2')).toEqual(
      due({ earliest: '2027-07-01', due: '2027-07-01', lastDay: '2044-01-01' }),
    );
  });

  it('catch-up.md §3 Hep A: started at 3 years, Hep A 2 due 6 months after Hep A 1', () => {
    const history = { 'hepa-1': { date: '2029-01-01', brand: 'Avaxim' } };
    const f = forecast({ dob: DOB, today: '2029-01-01', history });
    expect(f.of('hepa-2')).toMatchObject({
      state: 'due',
      earliest: '2029-07-01',
      due: '2029-07-01',
    });
  });
});

describe('catch-up.md §1, §3 and §4 Hep B', () => {
  it('catch-up.md §4 hepb-4: monovalent Hep B, so no Hep B 4; Hep B 3 ≥ 24 weeks of age, due at 6 months', () => {
    const history = { 'hepb-1': DOB, 'hepb-2': { date: '2026-02-12', brand: MONOVALENT } };
    const f = forecast({ dob: DOB, today: '2026-02-12', history });
    expect(f.of('hepb-4')).toEqual(notNeeded('no_combination_vaccine'));
    // 24 weeks of age (18 June) is later than 8 weeks after Hep B 2 and 16 weeks after Hep B 1.
    expect(f.of('hepb-3')).toEqual(
      due({ earliest: '2026-06-18', due: '2026-07-01', lastDay: null }),
    );
  });

  it('catch-up.md §1 hepb-3: monovalent, at least 8 weeks after a late Hep B 2', () => {
    const history = { 'hepb-1': DOB, 'hepb-2': { date: '2026-05-21', brand: MONOVALENT } };
    const f = forecast({ dob: DOB, today: '2026-05-21', history });
    expect(f.of('hepb-3')).toEqual(
      due({ earliest: '2026-07-16', due: '2026-07-16', lastDay: null }),
    );
  });

  it('catch-up.md §3 Hep B: birth dose missed, Hep B 3 at least 16 weeks after Hep B 1 and due 6 months after it', () => {
    const history = { 'hepb-1': '2026-03-26', 'hepb-2': '2026-04-23' };
    const f = forecast({ dob: DOB, today: '2026-04-23', history });
    expect(f.of('hepb-4')).toEqual(notNeeded('series_complete'));
    expect(f.of('hepb-3')).toEqual(
      due({ earliest: '2026-07-16', due: '2026-09-26', lastDay: null }),
    );
  });

  it('catch-up.md §1 hepb-3: with a monovalent Hep B 2, a Hep B 3 at 10 weeks does not count (24 weeks)', () => {
    const history = {
      'hepb-1': DOB,
      'hepb-2': { date: '2026-02-12', brand: MONOVALENT },
      'hepb-3': { date: '2026-03-12', brand: MONOVALENT },
    };
    const f = forecast({ dob: DOB, today: '2026-03-12', history, repeat: ['hepb-3'] });
    expect(f.of('hepb-3')).toEqual({
      state: 'given',
      counts: false,
      problem: { rule: 'min_age', age: { weeks: 24 } },
    });
    expect(f.of('hepb-3#repeat')).toMatchObject({ earliest: '2026-06-18', due: '2026-07-01' });
  });

  it('catch-up.md §1 hepb-4: with a combination vaccine (Hexaxim) at 6 and 10 weeks, Hep B 4 is due at 14 weeks', () => {
    const history = {
      'hepb-1': DOB,
      'hepb-2': { date: '2026-02-12', brand: 'Hexaxim' },
      'hepb-3': { date: '2026-03-12', brand: 'Hexaxim' },
    };
    const f = forecast({ dob: DOB, today: '2026-03-12', history });
    expect(f.of('hepb-3')).toEqual(counts);
    expect(f.of('hepb-4')).toEqual(
      due({ earliest: '2026-04-09', due: '2026-04-09', lastDay: null }),
    );
  });

  it('catch-up.md §4 hepb-4: an unknown brand keeps Hep B 4 (ask the paediatrician)', () => {
    const history = { 'hepb-1': DOB, 'hepb-2': '2026-02-12', 'hepb-3': '2026-03-12' };
    const f = forecast({ dob: DOB, today: '2026-03-12', history });
    expect(f.of('hepb-4').state).toBe('due');
  });

  it('catch-up.md §4 hepb-4: the parent says "no combination vaccine", and Hep B 3 is re-timed as the final dose', () => {
    const f = forecast({
      dob: DOB,
      today: '2026-02-12',
      history: { 'hepb-1': DOB, 'hepb-2': '2026-02-12' },
      notNeeded: { 'hepb-4': 'no_combination_vaccine' },
    });
    expect(f.of('hepb-4')).toEqual(notNeeded('no_combination_vaccine', true));
    expect(f.of('hepb-3')).toMatchObject({
      state: 'due',
      earliest: '2026-06-18',
      due: '2026-07-01',
    });
  });

  it('catch-up.md §1 hepb-1: a birth dose on day 10 still leads the 4-dose combination series', () => {
    const history = { 'hepb-1': '2026-01-11', 'hepb-2': { date: '2026-02-12', brand: 'Easysix' } };
    const f = forecast({ dob: DOB, today: '2026-02-12', history });
    expect(f.of('hepb-3')).toMatchObject({ state: 'due', due: '2026-03-12' });
    expect(f.of('hepb-4')).toMatchObject({ state: 'due', due: '2026-04-09' });
  });
});

describe('catch-up.md Conventions: early doses and the 4-day grace period', () => {
  it('catch-up.md §1 dtp-1: DTP 1 at 3 weeks does not count (minimum age 6 weeks)', () => {
    const f = forecast({ dob: DOB, today: '2026-01-22', history: { 'dtp-1': '2026-01-22' } });
    expect(f.of('dtp-1')).toEqual({
      state: 'given',
      counts: false,
      problem: { rule: 'min_age', age: { weeks: 6 } },
    });
  });

  it('catch-up.md Conventions: the repeat of DTP 1 given at 3 weeks is forecast at 7 weeks (3 + 4), later than 6 weeks', () => {
    const f = forecast({
      dob: DOB,
      today: '2026-01-22',
      history: { 'dtp-1': '2026-01-22' },
      repeat: ['dtp-1'],
    });
    expect(f.of('dtp-1#repeat')).toEqual(
      due({ earliest: '2026-02-19', due: '2026-02-19', lastDay: '2032-12-31' }),
    );
    // DTP 2 counts from the repeat: 4 weeks after 7 weeks, later than 10 weeks.
    expect(f.of('dtp-2')).toMatchObject({ earliest: '2026-03-19', due: '2026-03-19' });
  });

  it('catch-up.md Conventions: a repeat given 3 weeks after the dose that did not count does not count either', () => {
    const history = { 'dtp-1': '2026-01-22', 'dtp-1#2': '2026-02-12' };
    const f = forecast({ dob: DOB, today: '2026-02-12', history });
    expect(f.of('dtp-1#2')).toEqual({
      state: 'given',
      counts: false,
      problem: { rule: 'interval', from: 'dtp-1', interval: { weeks: 4 } },
    });
  });

  it('catch-up.md Conventions: a repeat 4 weeks less 4 days after the dose that did not count counts', () => {
    const history = { 'dtp-1': '2026-01-22', 'dtp-1#2': '2026-02-15' };
    const f = forecast({ dob: DOB, today: '2026-02-15', history });
    expect(f.of('dtp-1')).toMatchObject({ counts: false });
    expect(f.of('dtp-1#2')).toEqual(counts);
  });

  it('catch-up.md Conventions: DTP 2 four days inside the 4-week interval counts', () => {
    const history = { 'dtp-1': '2026-02-26', 'dtp-2': '2026-03-22' };
    expect(forecast({ dob: DOB, today: '2026-03-22', history }).of('dtp-2')).toEqual(counts);
  });

  it('catch-up.md Conventions: DTP 2 five days inside the 4-week interval does not count', () => {
    const history = { 'dtp-1': '2026-02-26', 'dtp-2': '2026-03-21' };
    expect(forecast({ dob: DOB, today: '2026-03-21', history }).of('dtp-2')).toEqual({
      state: 'given',
      counts: false,
      problem: { rule: 'interval', from: 'dtp-1', interval: { weeks: 4 } },
    });
  });

  it('catch-up.md Conventions: DTP 1 four days before 6 weeks counts', () => {
    const f = forecast({ dob: DOB, today: '2026-02-08', history: { 'dtp-1': '2026-02-08' } });
    expect(f.of('dtp-1')).toEqual(counts);
  });

  it('catch-up.md Conventions: DTP 1 five days before 6 weeks does not count', () => {
    const f = forecast({ dob: DOB, today: '2026-02-07', history: { 'dtp-1': '2026-02-07' } });
    expect(f.of('dtp-1')).toMatchObject({ counts: false, problem: { rule: 'min_age' } });
  });

  it('catch-up.md §1 mmr-1: MMR 1 is not forecast before 9 months', () => {
    const f = forecast({ dob: DOB, today: '2026-07-01' });
    expect(f.of('mmr-1')).toEqual(
      due({ earliest: '2026-10-01', due: '2026-10-01', lastDay: '2044-01-01' }),
    );
  });

  it('catch-up.md §1 mmr-1: MMR 1 at 8 months does not count, and is repeated from 9 months', () => {
    const f = forecast({
      dob: DOB,
      today: '2026-09-01',
      history: { 'mmr-1': '2026-09-01' },
      repeat: ['mmr-1'],
    });
    expect(f.of('mmr-1')).toEqual({
      state: 'given',
      counts: false,
      problem: { rule: 'min_age', age: { months: 9 } },
    });
    expect(f.of('mmr-1#repeat')).toMatchObject({ state: 'due', earliest: '2026-10-01' });
  });

  it('catch-up.md §1 mmr-1: MMR 1 four days before 9 months counts', () => {
    const f = forecast({ dob: DOB, today: '2026-09-27', history: { 'mmr-1': '2026-09-27' } });
    expect(f.of('mmr-1')).toEqual(counts);
  });

  it('catch-up.md §1 mmr-2: 4 weeks after a late MMR 1 at 3 years', () => {
    const f = forecast({ dob: DOB, today: '2029-01-01', history: { 'mmr-1': '2029-01-01' } });
    expect(f.of('mmr-2')).toMatchObject({
      state: 'due',
      earliest: '2029-01-29',
      due: '2029-01-29',
    });
  });
});

describe('catch-up.md §1 DTP: late doses and boosters', () => {
  it('catch-up.md §1 dtp-2: due 4 weeks after a late DTP 1 at 16 weeks, not overdue the same day', () => {
    const f = forecast({ dob: DOB, today: '2026-04-23', history: { 'dtp-1': '2026-04-23' } });
    const dtp2 = f.of('dtp-2');
    expect(dtp2).toEqual(due({ earliest: '2026-05-21', due: '2026-05-21', lastDay: '2032-12-31' }));
    expect(dtp2.state === 'due' && dtp2.overdueFrom > '2026-04-23').toBe(true);
    expect(f.of('dtp-3')).toMatchObject({ earliest: '2026-06-18', due: '2026-06-18' });
  });

  it('catch-up.md §1 dtp-2: overdue from the day after its due date, and later doses move with today', () => {
    const f = forecast({ dob: DOB, today: '2026-05-22', history: { 'dtp-1': '2026-04-23' } });
    expect(f.of('dtp-2')).toMatchObject({ due: '2026-05-21', overdueFrom: '2026-05-22' });
    expect(f.of('dtp-3')).toMatchObject({ earliest: '2026-06-19', due: '2026-06-19' });
  });

  it('catch-up.md §1 dtp-b1: from 12 months when 6 months have passed since DTP 3, due at 16 months', () => {
    const history = { 'dtp-1': '2026-02-12', 'dtp-2': '2026-03-12', 'dtp-3': '2026-04-09' };
    const f = forecast({ dob: DOB, today: '2026-04-09', history });
    expect(f.of('dtp-b1')).toEqual(
      due({ earliest: '2027-01-01', due: '2027-05-01', lastDay: '2032-12-31' }),
    );
  });

  it('catch-up.md §1 dtp-b1: 6 months after a late DTP 3 at 11 months', () => {
    const history = { 'dtp-1': '2026-10-01', 'dtp-2': '2026-11-01', 'dtp-3': '2026-12-01' };
    const f = forecast({ dob: DOB, today: '2026-12-01', history });
    expect(f.of('dtp-b1')).toMatchObject({
      state: 'due',
      earliest: '2027-06-01',
      due: '2027-06-01',
    });
  });

  it('catch-up.md §4 dtp-b2: not needed after DTP B1 at 4 years 1 month', () => {
    const history = {
      'dtp-1': '2026-02-12',
      'dtp-2': '2026-03-12',
      'dtp-3': '2026-04-09',
      'dtp-b1': '2030-02-01',
    };
    const f = forecast({ dob: DOB, today: '2030-02-01', history });
    expect(f.of('dtp-b2')).toEqual(notNeeded('booster_given_late'));
  });

  it('catch-up.md §1 dtp-b2: after DTP B1 at 3 years 11 months, due 6 months later', () => {
    const history = {
      'dtp-1': '2026-02-12',
      'dtp-2': '2026-03-12',
      'dtp-3': '2026-04-09',
      'dtp-b1': '2029-12-01',
    };
    const f = forecast({ dob: DOB, today: '2029-12-01', history });
    expect(f.of('dtp-b2')).toMatchObject({
      state: 'due',
      earliest: '2030-06-01',
      due: '2030-06-01',
    });
  });

  it('catch-up.md §1 dtp-b1: no DTP booster from 7 years; Tdap takes over at 10', () => {
    const history = { 'dtp-1': '2026-02-12', 'dtp-2': '2026-03-12', 'dtp-3': '2026-04-09' };
    const f = forecast({ dob: DOB, today: '2033-01-01', history });
    expect(f.of('dtp-b1')).toEqual(pastMaxAge('2032-12-31'));
    expect(f.of('dtp-b2')).toEqual(seriesClosed);
    expect(f.of('tdap')).toMatchObject({ state: 'due', due: '2036-01-01' });
  });
});

describe('catch-up.md §3 Hib by age at the first dose', () => {
  it('catch-up.md §3 Hib 6 w – 6 m: started at 5 months, the routine 3 doses and a booster', () => {
    const f = forecast({ dob: DOB, today: '2026-06-01', history: { 'hib-1': '2026-06-01' } });
    expect(f.of('hib-2')).toMatchObject({ state: 'due', due: '2026-06-29' });
    expect(f.of('hib-3')).toMatchObject({ state: 'due', due: '2026-07-27' });
    expect(f.of('hib-b1')).toMatchObject({
      state: 'due',
      earliest: '2027-01-01',
      due: '2027-05-01',
    });
  });

  it('catch-up.md §3 Hib 7 – 11 m: started at 8 months, 2 doses 4 weeks apart and a booster from 12 months', () => {
    const f = forecast({ dob: DOB, today: '2026-09-01', history: { 'hib-1': '2026-09-01' } });
    expect(f.of('hib-2')).toMatchObject({ state: 'due', due: '2026-09-29' });
    expect(f.of('hib-3')).toEqual(notNeeded('series_complete'));
    expect(f.of('hib-b1')).toMatchObject({
      state: 'due',
      earliest: '2027-01-01',
      due: '2027-05-01',
    });
  });

  it('catch-up.md §3 Hib 7 – 11 m: started at 11 months, the booster at least 8 weeks after the 2nd', () => {
    const history = { 'hib-1': '2026-12-01', 'hib-2': '2027-01-01' };
    const f = forecast({ dob: DOB, today: '2027-01-01', history });
    expect(f.of('hib-b1')).toMatchObject({ earliest: '2027-02-26' });
  });

  it('catch-up.md §3 Hib 12 – 14 m: started at 13 months, one dose and a booster 8 weeks later', () => {
    const f = forecast({ dob: DOB, today: '2027-02-01', history: { 'hib-1': '2027-02-01' } });
    expect(f.of('hib-2')).toEqual(notNeeded('series_complete'));
    expect(f.of('hib-3')).toEqual(notNeeded('series_complete'));
    expect(f.of('hib-b1')).toMatchObject({
      state: 'due',
      earliest: '2027-03-29',
      due: '2027-05-01',
    });
  });

  it('catch-up.md §3 Hib 15 – 59 m: started at 2 years, one dose', () => {
    const f = forecast({ dob: DOB, today: '2028-01-01', history: { 'hib-1': '2028-01-01' } });
    expect(f.states(['hib-2', 'hib-3', 'hib-b1'])).toEqual({
      'hib-2': 'not_needed',
      'hib-3': 'not_needed',
      'hib-b1': 'not_needed',
    });
  });

  it('catch-up.md §3 Hib 15 – 59 m: no further doses once any dose was given at 15 months or later', () => {
    const history = { 'hib-1': '2026-05-01', 'hib-2': '2027-05-01' };
    const f = forecast({ dob: DOB, today: '2027-05-01', history });
    expect(f.of('hib-3')).toEqual(notNeeded('series_complete'));
    expect(f.of('hib-b1')).toEqual(notNeeded('series_complete'));
  });

  it('catch-up.md §3 Hib ≥ 5 y: none for a healthy child', () => {
    const f = forecast({ dob: DOB, today: '2031-01-01' });
    expect(f.of('hib-1')).toEqual(pastMaxAge('2030-12-31'));
    expect(f.of('hib-b1')).toEqual(seriesClosed);
  });
});

describe('catch-up.md §3 PCV by age at the first dose', () => {
  it('catch-up.md §3 PCV 7 – 11 m: started at 8 months, 2 doses 4 weeks apart and a booster after 12 months', () => {
    const f = forecast({ dob: DOB, today: '2026-09-01', history: { 'pcv-1': '2026-09-01' } });
    expect(f.of('pcv-2')).toMatchObject({
      state: 'due',
      earliest: '2026-09-29',
      due: '2026-09-29',
    });
    expect(f.of('pcv-3')).toEqual(notNeeded('series_complete'));
    expect(f.of('pcv-b')).toMatchObject({
      state: 'due',
      earliest: '2027-01-01',
      due: '2027-04-01',
    });
  });

  it('catch-up.md §3 PCV 12 – 23 m: started at 14 months, 2 doses at least 8 weeks apart', () => {
    const f = forecast({ dob: DOB, today: '2027-03-01', history: { 'pcv-1': '2027-03-01' } });
    expect(f.of('pcv-2')).toMatchObject({
      state: 'due',
      earliest: '2027-04-26',
      due: '2027-04-26',
    });
    expect(f.of('pcv-3')).toEqual(notNeeded('series_complete'));
    expect(f.of('pcv-b')).toEqual(notNeeded('series_complete'));
  });

  it('catch-up.md §3 PCV 12 – 23 m: a 2nd dose 6 weeks after a 1st at 14 months does not count', () => {
    const history = { 'pcv-1': '2027-03-01', 'pcv-2': '2027-04-12' };
    const f = forecast({ dob: DOB, today: '2027-04-12', history });
    expect(f.of('pcv-2')).toEqual({
      state: 'given',
      counts: false,
      problem: { rule: 'interval', from: 'pcv-1', interval: { weeks: 8 } },
    });
  });

  it('catch-up.md §3 PCV 24 – 59 m: started at 30 months, one dose', () => {
    const f = forecast({ dob: DOB, today: '2028-07-01', history: { 'pcv-1': '2028-07-01' } });
    expect(f.states(['pcv-2', 'pcv-3', 'pcv-b'])).toEqual({
      'pcv-2': 'not_needed',
      'pcv-3': 'not_needed',
      'pcv-b': 'not_needed',
    });
  });

  it('catch-up.md §3 PCV ≥ 5 y: none for a healthy child', () => {
    const f = forecast({ dob: DOB, today: '2031-02-01' });
    expect(f.of('pcv-1')).toEqual(pastMaxAge('2030-12-31'));
    expect(f.of('pcv-b')).toEqual(seriesClosed);
  });

  it('catch-up.md §1 pcv-b: after a routine PCV 3 at 11 months, the booster at least 8 weeks later', () => {
    const history = { 'pcv-1': '2026-10-01', 'pcv-2': '2026-11-01', 'pcv-3': '2026-12-01' };
    const f = forecast({ dob: DOB, today: '2026-12-01', history });
    expect(f.of('pcv-b')).toMatchObject({
      state: 'due',
      earliest: '2027-01-26',
      due: '2027-04-01',
    });
  });
});

describe('catch-up.md §1 and §3 varicella', () => {
  it('catch-up.md §1 varicella-2: 3 months after the 1st when started before 13 years', () => {
    const f = forecast({ dob: DOB, today: '2031-01-01', history: { 'varicella-1': '2031-01-01' } });
    expect(f.of('varicella-2')).toMatchObject({
      state: 'due',
      earliest: '2031-04-01',
      due: '2031-04-01',
    });
  });

  it('catch-up.md §1 varicella-2: 2 months after the 1st at 5 years does not count', () => {
    const history = { 'varicella-1': '2031-01-01', 'varicella-2': '2031-03-01' };
    const f = forecast({ dob: DOB, today: '2031-03-01', history });
    expect(f.of('varicella-2')).toEqual({
      state: 'given',
      counts: false,
      problem: { rule: 'interval', from: 'varicella-1', interval: { months: 3 } },
    });
  });

  it('catch-up.md §3 Varicella ≥ 13 y: 4 weeks after the 1st', () => {
    const f = forecast({ dob: DOB, today: '2039-01-01', history: { 'varicella-1': '2039-01-01' } });
    expect(f.of('varicella-2')).toMatchObject({
      state: 'due',
      earliest: '2039-01-29',
      due: '2039-01-29',
    });
  });

  it('catch-up.md §1 varicella-2: on time, due at 18 months, 3 months after a 1st at 15 months', () => {
    const f = forecast({ dob: DOB, today: '2027-04-01', history: { 'varicella-1': '2027-04-01' } });
    expect(f.of('varicella-2')).toMatchObject({
      state: 'due',
      earliest: '2027-07-01',
      due: '2027-07-01',
    });
  });
});

describe('catch-up.md §1 and §3 HPV', () => {
  it('catch-up.md §3 HPV 9 – 14 y: started at 9, HPV 2 due 6 months later, counting from 5 months; no HPV 3', () => {
    const f = forecast({ dob: DOB, today: '2035-01-01', history: { 'hpv-1': '2035-01-01' } });
    expect(f.of('hpv-2')).toEqual(
      due({ earliest: '2035-06-01', due: '2035-07-01', lastDay: '2052-01-01' }),
    );
    expect(f.of('hpv-3')).toEqual(notNeeded('series_complete'));
  });

  it('catch-up.md §3 HPV 9 – 14 y: started at 14 years 6 months, still 2 doses', () => {
    const f = forecast({ dob: DOB, today: '2040-07-01', history: { 'hpv-1': '2040-07-01' } });
    expect(f.of('hpv-2')).toMatchObject({
      state: 'due',
      earliest: '2040-12-01',
      due: '2041-01-01',
    });
    expect(f.of('hpv-3')).toEqual(notNeeded('series_complete'));
  });

  it('catch-up.md §3 HPV ≥ 15 y: started at 15, 3 doses; HPV 3 ≥ 12 weeks after HPV 2 and ≥ 5 months after HPV 1', () => {
    const f = forecast({ dob: DOB, today: '2041-01-01', history: { 'hpv-1': '2041-01-01' } });
    expect(f.of('hpv-2')).toMatchObject({
      state: 'due',
      earliest: '2041-01-29',
      due: '2041-03-01',
    });
    // 5 months after HPV 1 (1 June) is later than 12 weeks after HPV 2's due date (24 May).
    expect(f.of('hpv-3')).toMatchObject({
      state: 'due',
      earliest: '2041-06-01',
      due: '2041-07-01',
    });
  });

  it('catch-up.md §1 hpv-3: at least 12 weeks after a late HPV 2', () => {
    const history = { 'hpv-1': '2041-01-01', 'hpv-2': '2041-05-01' };
    const f = forecast({ dob: DOB, today: '2041-05-01', history });
    expect(f.of('hpv-3')).toMatchObject({
      state: 'due',
      earliest: '2041-07-24',
      due: '2041-07-24',
    });
  });

  it('catch-up.md §1 hpv-3: 10 weeks after HPV 2 does not count', () => {
    const history = { 'hpv-1': '2041-01-01', 'hpv-2': '2041-04-03', 'hpv-3': '2041-06-12' };
    const f = forecast({ dob: DOB, today: '2041-06-12', history });
    expect(f.of('hpv-3')).toEqual({
      state: 'given',
      counts: false,
      problem: { rule: 'interval', from: 'hpv-2', interval: { weeks: 12 } },
    });
  });

  it('catch-up.md §1 hpv-2: a 10-year-old given HPV 1 today has HPV 2 due after it, never before', () => {
    const today = '2036-03-15';
    const f = forecast({ dob: DOB, today, history: { 'hpv-1': today } });
    const hpv2 = f.of('hpv-2');
    expect(hpv2).toMatchObject({ state: 'due', earliest: '2036-08-15', due: '2036-09-15' });
    // The table's 9 years 6 months is long past; HPV 2 never comes before HPV 1.
    expect(hpv2.state === 'due' && hpv2.due > today).toBe(true);
  });

  it('catch-up.md §1 hpv-2: a 10-year-old added with no HPV yet: HPV 1 now, HPV 2 six months after it', () => {
    const child = answeredNotGiven({ dob: DOB, today: '2036-03-15', addedOn: '2036-03-15' });
    const f = forecast(child);
    expect(f.of('hpv-1')).toMatchObject({ state: 'catch_up', due: '2036-03-15' });
    // HPV 2 was awaiting too (due at 9 years 6 months); answered, it follows HPV 1.
    expect(f.of('hpv-2')).toMatchObject({
      state: 'catch_up',
      earliest: '2036-08-15',
      due: '2036-09-15',
    });
  });

  it('catch-up.md §1 hpv-2: 5 months less 4 days after HPV 1 counts', () => {
    const history = { 'hpv-1': '2036-01-01', 'hpv-2': '2036-05-28' };
    expect(forecast({ dob: DOB, today: '2036-05-28', history }).of('hpv-2')).toEqual(counts);
  });

  it('catch-up.md §1 hpv-2: 5 months less 5 days after HPV 1 does not count', () => {
    const history = { 'hpv-1': '2036-01-01', 'hpv-2': '2036-05-27' };
    expect(forecast({ dob: DOB, today: '2036-05-27', history }).of('hpv-2')).toEqual({
      state: 'given',
      counts: false,
      problem: { rule: 'interval', from: 'hpv-1', interval: { months: 5 } },
    });
  });

  it('catch-up.md §1 hpv-2: an HPV 2 four months after HPV 1 at 10 years does not count and is repeated ≥ 12 weeks after it', () => {
    const history = { 'hpv-1': '2036-01-01', 'hpv-2': '2036-05-01' };
    const f = forecast({ dob: DOB, today: '2036-05-01', history, repeat: ['hpv-2'] });
    expect(f.of('hpv-2')).toMatchObject({ counts: false, problem: { rule: 'interval' } });
    // 12 weeks after the early dose (24 July) is later than 5 months after HPV 1 (1 June).
    expect(f.of('hpv-2#repeat')).toEqual(
      due({ earliest: '2036-07-24', due: '2036-07-24', lastDay: '2052-01-01' }),
    );
    expect(f.of('hpv-3')).toEqual(notNeeded('series_complete'));
  });

  it('catch-up.md §1 hpv-2: the repeat of an early HPV 2 counts 12 weeks after it, 5 months after HPV 1', () => {
    const history = { 'hpv-1': '2036-01-01', 'hpv-2': '2036-03-01', 'hpv-2#2': '2036-06-01' };
    const f = forecast({ dob: DOB, today: '2036-06-01', history });
    expect(f.of('hpv-2')).toMatchObject({ counts: false });
    expect(f.of('hpv-2#2')).toEqual(counts);
  });
});

describe('catch-up.md Conventions: doses due before the child was added', () => {
  const TEN = { dob: '2016-01-01', today: '2026-03-15', addedOn: '2026-03-15' };

  it('catch-up.md §1 tdap: a 10-year-old added today: Tdap awaits the parent’s answer', () => {
    expect(forecast(TEN).of('tdap')).toEqual({
      state: 'awaiting',
      earliest: '2023-01-01',
      due: '2026-01-01',
      lastDay: '2034-01-01',
      windowClosed: false,
    });
  });

  it('catch-up.md §3 DTP ≥ 7 y: the parent answers "not given" today, and Tdap is a catch-up due today', () => {
    const f = forecast({ ...TEN, notGivenOn: { tdap: TEN.today } });
    expect(f.of('tdap')).toEqual(catchUp('2026-03-15', '2023-01-01', '2034-01-01'));
  });

  it('catch-up.md Conventions: an awaiting dose whose window closed says so; one still open gives its last day', () => {
    const f = forecast(TEN);
    expect(f.of('rota-1')).toMatchObject({
      state: 'awaiting',
      lastDay: '2016-04-14',
      windowClosed: true,
    });
    expect(f.of('dtp-1')).toMatchObject({
      state: 'awaiting',
      lastDay: '2022-12-31',
      windowClosed: true,
    });
    expect(f.of('ipv-1')).toMatchObject({
      state: 'awaiting',
      lastDay: '2034-01-01',
      windowClosed: false,
    });
    expect(f.of('hepb-1')).toMatchObject({ state: 'awaiting', lastDay: null, windowClosed: false });
  });

  it('catch-up.md §1 rota-1: "not given" for a closed window is no longer due, never a catch-up', () => {
    const f = forecast({ ...TEN, notGivenOn: { 'rota-1': TEN.today } });
    expect(f.of('rota-1')).toEqual(pastMaxAge('2016-04-14'));
  });

  it('catch-up.md Conventions: a dose due after the child was added is due, not awaiting', () => {
    expect(forecast(TEN).of('td-16')).toEqual(
      due({ earliest: '2032-01-01', due: '2032-01-01', lastDay: '2034-01-01' }),
    );
  });

  it('catch-up.md Conventions: a dose due on the day the child was added is due, not awaiting', () => {
    const f = forecast({ dob: '2016-03-15', today: '2026-03-15', addedOn: '2026-03-15' });
    expect(f.of('tdap')).toMatchObject({ state: 'due', due: '2026-03-15' });
  });
});

describe('catch-up.md §3: children who start late', () => {
  it('catch-up.md §3: a child added at 8 months with nothing given', () => {
    const f = forecast(
      answeredNotGiven({ dob: '2025-07-01', today: '2026-03-01', addedOn: '2026-03-01' }),
    );
    for (const code of ['bcg', 'hepb-1', 'dtp-1', 'ipv-1', 'hib-1', 'pcv-1', 'tcv'])
      expect(f.of(code), code).toMatchObject({ state: 'catch_up', due: '2026-03-01' });
    expect(f.of('opv-0')).toEqual(pastMaxAge('2025-07-15'));
    expect(f.of('rota-1')).toEqual(pastMaxAge('2025-10-13'));
    expect(f.states(['rota-2', 'rota-3'])).toEqual({
      'rota-2': 'no_longer_due',
      'rota-3': 'no_longer_due',
    });
    // DTP: 4 weeks apart, then the booster 6 months after DTP 3 and at 16 months at the earliest.
    expect(f.of('dtp-2')).toMatchObject({ state: 'catch_up', due: '2026-03-29' });
    expect(f.of('dtp-3')).toMatchObject({ state: 'catch_up', due: '2026-04-26' });
    expect(f.of('dtp-b1')).toMatchObject({
      state: 'due',
      earliest: '2026-10-26',
      due: '2026-11-01',
    });
    // Hib and PCV started at 7-11 months: 2 doses and a booster.
    expect(f.of('hib-2')).toMatchObject({ due: '2026-03-29' });
    expect(f.of('hib-3')).toEqual(notNeeded('series_complete'));
    expect(f.of('hib-b1')).toMatchObject({
      state: 'due',
      earliest: '2026-07-01',
      due: '2026-11-01',
    });
    expect(f.of('pcv-3')).toEqual(notNeeded('series_complete'));
    expect(f.of('pcv-b')).toMatchObject({
      state: 'due',
      earliest: '2026-07-01',
      due: '2026-10-01',
    });
    // Hep B, birth dose missed: 0, 1, 6 months.
    expect(f.of('hepb-2')).toMatchObject({ due: '2026-03-29' });
    expect(f.of('hepb-3')).toMatchObject({ earliest: '2026-06-21', due: '2026-09-01' });
    expect(f.of('hepb-4')).toEqual(notNeeded('series_complete'));
    expect(f.of('mmr-1')).toMatchObject({ state: 'due', due: '2026-04-01' });
    // 6 months on 1 January, before the window: the first flu dose when it opens.
    expect(f.of('flu-1')).toMatchObject({
      state: 'due',
      due: '2026-04-01',
      overdueFrom: '2026-07-01',
    });
  });

  it('catch-up.md §3: a child added at 2 years with nothing given', () => {
    const f = forecast(
      answeredNotGiven({ dob: '2024-03-01', today: '2026-03-01', addedOn: '2026-03-01' }),
    );
    expect(f.of('bcg')).toMatchObject({ state: 'catch_up', lastDay: '2029-02-28' });
    expect(f.of('hib-1')).toMatchObject({ state: 'catch_up', due: '2026-03-01' });
    expect(f.states(['hib-2', 'hib-3', 'hib-b1', 'pcv-2', 'pcv-3', 'pcv-b'])).toEqual({
      'hib-2': 'not_needed',
      'hib-3': 'not_needed',
      'hib-b1': 'not_needed',
      'pcv-2': 'not_needed',
      'pcv-3': 'not_needed',
      'pcv-b': 'not_needed',
    });
    expect(f.of('pcv-1')).toMatchObject({ state: 'catch_up', due: '2026-03-01' });
    expect(f.of('rota-1')).toMatchObject({ state: 'no_longer_due' });
    // Started at 12 months or later: 3 doses at 0, 1 and 6 months, the booster 6 months on.
    expect(f.of('dtp-2')).toMatchObject({ due: '2026-03-29' });
    expect(f.of('dtp-3')).toMatchObject({ due: '2026-09-01', earliest: '2026-04-26' });
    expect(f.of('dtp-b1')).toMatchObject({ state: 'catch_up', due: '2027-03-01' });
    // IPV started late: 2 doses 8 weeks apart and a booster 6 months later.
    expect(f.of('ipv-2')).toMatchObject({ due: '2026-04-26' });
    expect(f.of('ipv-3')).toEqual(notNeeded('series_complete'));
    expect(f.of('ipv-b1')).toMatchObject({ due: '2026-10-26' });
    expect(f.of('dtp-b2')).toMatchObject({ state: 'due', due: '2028-03-01' });
    expect(f.of('mmr-2')).toMatchObject({ due: '2026-03-29' });
    expect(f.of('mmr-3')).toMatchObject({ due: '2028-03-01' });
    expect(f.of('varicella-2')).toMatchObject({ due: '2026-06-01' });
    expect(f.of('hepa-2')).toMatchObject({ due: '2026-09-01' });
    expect(f.of('tcv')).toMatchObject({ state: 'catch_up', due: '2026-03-01' });
  });

  it('catch-up.md §3: a child added at 5 years with nothing given', () => {
    const f = forecast(
      answeredNotGiven({ dob: '2021-03-01', today: '2026-03-01', addedOn: '2026-03-01' }),
    );
    expect(f.of('bcg')).toEqual(pastMaxAge('2026-02-28'));
    expect(f.of('hib-1')).toEqual(pastMaxAge('2026-02-28'));
    expect(f.of('pcv-1')).toEqual(pastMaxAge('2026-02-28'));
    expect(f.of('flu-1')).toEqual(pastMaxAge('2026-02-28'));
    for (const code of ['flu-2', 'flu-y2', 'flu-y3', 'flu-y4', 'flu-y5', 'flu-y6'])
      expect(f.of(code), code).toEqual(seriesClosed);
    expect(f.of('dtp-1')).toMatchObject({ state: 'catch_up', due: '2026-03-01' });
    expect(f.of('dtp-3')).toMatchObject({ due: '2026-09-01' });
    expect(f.of('dtp-b1')).toMatchObject({ due: '2027-03-01' });
    // DTP B1 comes after 4 years: no DTP B2.
    expect(f.of('dtp-b2')).toEqual(notNeeded('booster_given_late'));
    expect(f.of('mmr-3')).toMatchObject({ due: '2026-04-26' });
    expect(f.of('tdap')).toMatchObject({ state: 'due', due: '2031-03-01' });
  });

  it('catch-up.md §3: a child added at 10 years with nothing given', () => {
    const f = forecast(
      answeredNotGiven({ dob: '2016-01-01', today: '2026-03-15', addedOn: '2026-03-15' }),
    );
    expect(f.of('dtp-1')).toEqual(pastMaxAge('2022-12-31'));
    expect(f.of('dtp-b2')).toEqual(seriesClosed);
    expect(f.of('tdap')).toEqual(catchUp('2026-03-15', '2023-01-01', '2034-01-01'));
    for (const code of ['bcg', 'opv-0', 'hib-1', 'pcv-1', 'rota-1', 'flu-1'])
      expect(f.of(code).state, code).toBe('no_longer_due');
    expect(f.of('hpv-1')).toMatchObject({ state: 'catch_up', due: '2026-03-15' });
    expect(f.of('hpv-2')).toMatchObject({ state: 'catch_up', due: '2026-09-15' });
    expect(f.of('hpv-3')).toEqual(notNeeded('series_complete'));
    expect(f.of('varicella-2')).toMatchObject({ due: '2026-06-15' });
    expect(f.of('hepa-2')).toMatchObject({ due: '2026-09-15' });
    expect(f.of('tcv')).toMatchObject({ state: 'catch_up', lastDay: '2031-01-01' });
    expect(f.of('hepb-3')).toMatchObject({ due: '2026-09-15' });
    expect(f.of('hepb-4')).toEqual(notNeeded('series_complete'));
  });
});

describe('catch-up.md §5 influenza', () => {
  it('catch-up.md §5: first season, 6 months before the window: flu 1 due 1 April, both doses overdue after 30 June', () => {
    const f = forecast({ dob: '2025-08-01', today: '2026-03-01' });
    expect(f.of('flu-1')).toEqual({
      state: 'due',
      earliest: '2026-02-01',
      due: '2026-04-01',
      overdueFrom: '2026-07-01',
      lastDay: '2030-07-31',
    });
    expect(f.of('flu-2')).toMatchObject({
      earliest: '2026-04-29',
      due: '2026-04-29',
      overdueFrom: '2026-07-01',
    });
  });

  it('catch-up.md §5: first season, flu 2 given 4 weeks after flu 1 inside the window is not overdue before it closes', () => {
    const f = forecast({
      dob: '2025-08-01',
      today: '2026-05-20',
      history: { 'flu-1': '2026-04-10' },
    });
    expect(f.of('flu-2')).toMatchObject({
      state: 'due',
      due: '2026-05-08',
      overdueFrom: '2026-07-01',
    });
  });

  it('catch-up.md §5: a child turning 6 months inside the window gets flu 1 at once, overdue after 30 June', () => {
    const f = forecast({ dob: '2025-11-15', today: '2026-05-15' });
    expect(f.of('flu-1')).toMatchObject({ due: '2026-05-15', overdueFrom: '2026-07-01' });
    expect(f.of('flu-2')).toMatchObject({ due: '2026-06-15', overdueFrom: '2026-07-01' });
  });

  it('catch-up.md §5: a child turning 6 months after the window gets the first season’s doses at once', () => {
    const f = forecast({ dob: DOB, today: '2026-07-01' });
    expect(f.of('flu-1')).toMatchObject({ due: '2026-07-01', overdueFrom: '2026-07-02' });
    expect(f.of('flu-2')).toMatchObject({ due: '2026-08-01', overdueFrom: '2026-08-02' });
  });

  it('catch-up.md §5: a first flu dose answered "not given" in February waits for the window, like a child turning 6 months then', () => {
    // Added at 2 years on 10 Feb 2028, never vaccinated against flu.
    const f = forecast(
      answeredNotGiven({ dob: '2026-02-10', today: '2028-02-10', addedOn: '2028-02-10' }),
    );
    expect(f.of('flu-1')).toMatchObject({
      state: 'catch_up',
      due: '2028-04-01',
      overdueFrom: '2028-07-01',
    });
    expect(f.of('flu-2')).toMatchObject({ due: '2028-04-29' });
    // The next season's dose a year on, not three doses in eight weeks.
    expect(f.of('flu-y2')).toMatchObject({ due: '2029-04-01' });
  });

  it('catch-up.md §5: later seasons’ doses are due when each window opens, not on birthdays, and none from 5 years', () => {
    const history = { 'flu-1': '2026-07-01', 'flu-2': '2026-08-01' };
    const f = forecast({ dob: DOB, today: '2026-08-01', history });
    expect(f.of('flu-y2')).toEqual({
      state: 'due',
      earliest: '2026-08-29',
      due: '2027-04-01',
      overdueFrom: '2027-07-01',
      lastDay: '2028-03-31',
    });
    expect(f.of('flu-y3')).toMatchObject({ due: '2028-04-01' });
    expect(f.of('flu-y4')).toMatchObject({ due: '2029-04-01' });
    expect(f.of('flu-y5')).toMatchObject({ due: '2030-04-01', lastDay: '2030-12-31' });
    // The 2031 window opens after the 5th birthday (1 January 2031).
    expect(f.of('flu-y6')).toEqual(notNeeded('flu_until_5_years'));
  });

  it('catch-up.md §5: a sixth season when the window opens before the 5th birthday', () => {
    const history = { 'flu-1': '2025-12-01', 'flu-2': '2025-12-29' };
    const f = forecast({ dob: '2025-06-01', today: '2025-12-29', history });
    expect(f.of('flu-y2')).toMatchObject({ due: '2026-04-01' });
    expect(f.of('flu-y6')).toMatchObject({
      state: 'due',
      due: '2030-04-01',
      lastDay: '2030-05-31',
    });
  });

  it('catch-up.md §5: a past season’s dose is no longer due; the next season’s is', () => {
    const history = { 'flu-1': '2026-07-01', 'flu-2': '2026-08-01' };
    const f = forecast({ dob: DOB, today: '2028-04-01', history });
    expect(f.of('flu-y2')).toEqual({
      state: 'no_longer_due',
      reason: 'season_passed',
      lastDay: '2028-03-31',
    });
    expect(f.of('flu-y3')).toMatchObject({
      state: 'due',
      due: '2028-04-01',
      overdueFrom: '2028-07-01',
    });
  });

  it('catch-up.md §5: the southern window (Tamil Nadu): due 1 August, overdue after 30 September', () => {
    const f = forecast({ dob: DOB, today: '2026-07-01', homeState: 'TN' });
    expect(f.of('flu-1')).toMatchObject({ due: '2026-08-01', overdueFrom: '2026-10-01' });
    expect(f.of('flu-2')).toMatchObject({ due: '2026-08-29', overdueFrom: '2026-10-01' });
    expect(f.of('flu-y2')).toMatchObject({ due: '2027-08-01', overdueFrom: '2027-10-01' });
  });

  it('catch-up.md §5: any other state follows the national window', () => {
    const f = forecast({ dob: DOB, today: '2026-07-01', homeState: 'MH' });
    expect(f.of('flu-y2')).toMatchObject({ due: '2027-04-01', overdueFrom: '2027-07-01' });
  });
});

describe('catch-up.md §2 UIP', () => {
  const uip = (child: Omit<Child, 'schedule'>) => forecast({ ...child, schedule: 'uip' });

  it('catch-up.md §2 hepb-0: given within 24 hours (the day of birth or the next)', () => {
    expect(uip({ dob: DOB, today: '2026-01-02' }).of('hepb-0')).toMatchObject({
      state: 'due',
      lastDay: '2026-01-02',
    });
  });

  it('catch-up.md §2 hepb-0: no longer due after the first day', () => {
    expect(uip({ dob: DOB, today: '2026-01-03' }).of('hepb-0')).toEqual(pastMaxAge('2026-01-02'));
  });

  it('catch-up.md §2 rvv-2, rvv-3: closed when RVV 1 was missed by 1 year', () => {
    const f = uip({ dob: DOB, today: '2027-01-01' });
    expect(f.of('rvv-1')).toEqual(pastMaxAge('2026-12-31'));
    expect(f.of('rvv-2')).toEqual(seriesClosed);
    expect(f.of('rvv-3')).toEqual(seriesClosed);
  });

  it('catch-up.md §2 rvv-2: after RVV 1 at 11 months, 4 weeks later, until 2 years', () => {
    const f = uip({ dob: DOB, today: '2026-12-01', history: { 'rvv-1': '2026-12-01' } });
    expect(f.of('rvv-2')).toEqual(
      due({ earliest: '2026-12-29', due: '2026-12-29', lastDay: '2027-12-31' }),
    );
  });

  it('catch-up.md §2 penta-2: continues after 1 year when Penta 1 was given before 1 year', () => {
    const f = uip({ dob: DOB, today: '2027-03-01', history: { 'penta-1': '2026-12-01' } });
    expect(f.of('penta-2')).toEqual({
      state: 'due',
      earliest: '2026-12-29',
      due: '2026-12-29',
      overdueFrom: '2026-12-30',
      lastDay: null,
    });
    expect(f.of('penta-3')).toMatchObject({ state: 'due', due: '2027-03-29', lastDay: null });
  });

  it('catch-up.md §2 penta-1: not started after 1 year (the programme gives DPT)', () => {
    const f = uip({ dob: DOB, today: '2027-01-01' });
    expect(f.of('penta-1')).toEqual(pastMaxAge('2026-12-31'));
    expect(f.of('penta-3')).toEqual(seriesClosed);
  });

  it('catch-up.md §4 je-1, je-2: not needed when the parent says "not an endemic district"', () => {
    const f = uip({
      dob: DOB,
      today: '2026-10-01',
      notNeeded: { 'je-1': 'not_endemic', 'je-2': 'not_endemic' },
    });
    expect(f.of('je-1')).toEqual(notNeeded('not_endemic', true));
    expect(f.of('je-2')).toEqual(notNeeded('not_endemic', true));
  });

  it('catch-up.md §4 je-1, je-2: JE 2 follows when the parent marks only JE 1 not needed', () => {
    const f = uip({ dob: DOB, today: '2026-10-01', notNeeded: { 'je-1': 'not_endemic' } });
    expect(f.of('je-2')).toEqual(notNeeded('first_dose_not_needed'));
  });

  it('catch-up.md §2 dpt-b1: 6 months after a late Penta 3 at 14 months', () => {
    const history = { 'penta-1': '2026-02-12', 'penta-2': '2026-03-12', 'penta-3': '2027-03-01' };
    const f = uip({ dob: DOB, today: '2027-03-01', history });
    expect(f.of('dpt-b1')).toEqual(
      due({ earliest: '2027-09-01', due: '2027-09-01', lastDay: '2032-12-31' }),
    );
  });

  it('catch-up.md §2 dpt-b1: at 16 months after Penta 3 on time', () => {
    const history = { 'penta-1': '2026-02-12', 'penta-2': '2026-03-12', 'penta-3': '2026-04-09' };
    const f = uip({ dob: DOB, today: '2026-04-09', history });
    expect(f.of('dpt-b1')).toMatchObject({ earliest: '2027-05-01', due: '2027-05-01' });
  });

  it('catch-up.md §2 dpt-b2: at 5 years, 6 months after DPT B1', () => {
    const history = { 'penta-3': '2026-04-09', 'dpt-b1': '2030-10-01' };
    const f = uip({ dob: DOB, today: '2030-10-01', history });
    expect(f.of('dpt-b2')).toMatchObject({
      earliest: '2031-04-01',
      due: '2031-04-01',
      lastDay: '2032-12-31',
    });
  });

  it('catch-up.md §2 fipv-2: 8 weeks after fIPV 1', () => {
    const f = uip({ dob: DOB, today: '2026-02-26', history: { 'fipv-1': '2026-02-26' } });
    expect(f.of('fipv-2')).toMatchObject({
      earliest: '2026-04-23',
      due: '2026-04-23',
      lastDay: '2027-12-31',
    });
  });

  it('catch-up.md §2 pcv-2, pcv-b: closed when PCV 1 was missed by 1 year', () => {
    const f = uip({ dob: DOB, today: '2027-01-01' });
    expect(f.of('pcv-1')).toEqual(pastMaxAge('2026-12-31'));
    expect(f.of('pcv-b')).toEqual(seriesClosed);
  });

  it('catch-up.md §2 mr-2: at 16 months, 4 weeks after a late MR 1', () => {
    const f = uip({ dob: DOB, today: '2027-04-15', history: { 'mr-1': '2027-04-15' } });
    expect(f.of('mr-2')).toMatchObject({ earliest: '2027-05-13', due: '2027-05-13' });
  });
});

describe('catch-up.md §6 preterm babies', () => {
  it('catch-up.md §6: vaccines follow chronological age: a baby born at 30 weeks gets DTP 1 six weeks after birth', () => {
    // The engine takes the date of birth and no gestational age: DTP 1 is due at 6 weeks from
    // birth (12 February), not at 6 weeks of corrected age (10 weeks later, 23 April).
    const f = forecast({ dob: DOB, today: DOB });
    expect(f.of('dtp-1')).toEqual(
      due({ earliest: '2026-02-12', due: '2026-02-12', lastDay: '2032-12-31' }),
    );
    expect(f.of('hepb-1')).toMatchObject({ state: 'due', due: DOB });
  });
});

describe('changesOn: the next day a forecast can change with no event', () => {
  const onSchedule = {
    bcg: DOB,
    'opv-0': DOB,
    'hepb-1': DOB,
    'dtp-1': '2026-02-12',
    'ipv-1': '2026-02-12',
    'hib-1': '2026-02-12',
    'hepb-2': '2026-02-12',
    'pcv-1': '2026-02-12',
    'dtp-2': '2026-03-12',
    'ipv-2': '2026-03-12',
    'hib-2': '2026-03-12',
    'hepb-3': '2026-03-12',
    'pcv-2': '2026-03-12',
    'dtp-3': '2026-04-09',
    'ipv-3': '2026-04-09',
    'hib-3': '2026-04-09',
    'hepb-4': '2026-04-09',
    'pcv-3': '2026-04-09',
  };

  it('catch-up.md §1 rota-1: the day after rota-1’s last day, for rotavirus doses awaiting the parent’s answer', () => {
    const f = forecast({
      dob: DOB,
      today: '2026-04-12',
      addedOn: '2026-04-12',
      history: onSchedule,
    });
    expect(f.of('rota-1')).toMatchObject({
      state: 'awaiting',
      windowClosed: false,
      lastDay: '2026-04-15',
    });
    expect(f.changesOn).toBe('2026-04-16');
    const next = forecast({
      dob: DOB,
      today: '2026-04-16',
      addedOn: '2026-04-12',
      history: onSchedule,
    });
    expect(next.of('rota-1')).toMatchObject({ state: 'awaiting', windowClosed: true });
  });

  it('changesOn: tomorrow when a forecast leans on today (an overdue dose that later doses count from)', () => {
    const f = forecast({
      dob: DOB,
      today: '2026-02-20',
      history: { bcg: DOB, 'opv-0': DOB, 'hepb-1': DOB },
    });
    expect(f.changesOn).toBe('2026-02-21');
  });

  it('changesOn: the day after a due date that later doses count from', () => {
    const child = {
      dob: DOB,
      today: '2026-02-01',
      history: { bcg: DOB, 'opv-0': DOB, 'hepb-1': DOB },
    };
    const f = forecast(child);
    expect(f.changesOn).toBe('2026-02-13');
    expect(forecast({ ...child, today: '2026-02-12' }).of('rota-2')).toEqual(f.of('rota-2'));
    expect(forecast({ ...child, today: '2026-02-13' }).of('rota-2')).toMatchObject({
      due: '2026-03-13',
    });
  });

  it('changesOn: no forecast changes on any day before it', () => {
    const children: Child[] = [
      { dob: DOB, today: '2026-02-01', history: { bcg: DOB, 'opv-0': DOB, 'hepb-1': DOB } },
      { dob: DOB, today: '2026-04-12', addedOn: '2026-04-12', history: onSchedule },
      { dob: DOB, today: '2026-04-09', history: onSchedule },
      { dob: '2025-08-01', today: '2026-03-01', history: { 'flu-1': '2026-02-01' } },
      { dob: '2016-01-01', today: '2026-03-15', addedOn: '2026-03-15' },
    ];
    for (const child of children) {
      const first = forecast(child);
      const stable = JSON.stringify([...first.entries]);
      for (let day = child.today; day < first.changesOn; day = addOffset(day, { days: 1 }))
        expect(JSON.stringify([...forecast({ ...child, today: day }).entries]), day).toBe(stable);
      const next = forecast({ ...child, today: first.changesOn });
      expect(JSON.stringify([...next.entries]), first.changesOn).not.toBe(stable);
    }
  });
});

describe('the schedule data', () => {
  it('every timing.source in both schedules names a section of catch-up.md (and the dose row, where it names one)', () => {
    const text = fs.readFileSync(
      new URL('../../../../../docs/reference/schedules/catch-up.md', import.meta.url),
      'utf8',
    );
    const sections = new Map(
      text
        .split(/^## /m)
        .slice(1)
        .map((s) => [s.slice(0, s.indexOf('.')), s] as const),
    );
    for (const schedule of Object.values(SCHEDULES))
      for (const dose of schedule.doses) {
        const where = `${schedule.id} ${dose.code}: ${dose.timing.source}`;
        const match = /^catch-up\.md §(\d+)(?::|\s+([a-z]+(?:-[a-z0-9]+)*))/.exec(
          dose.timing.source,
        );
        expect(match, where).not.toBeNull();
        const section = sections.get(match![1]!);
        expect(section, where).toBeDefined();
        if (match![2]) expect(section!.includes(match![2]), where).toBe(true);
      }
  });
});
