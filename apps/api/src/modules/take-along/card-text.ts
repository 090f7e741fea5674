import {
  ageParts,
  ageText,
  correctedAgeLine,
  correctedAgeOn,
  displayDateIn,
  dueLabel,
  type GestationalAge,
  type Gender,
  GROWTH_TEXT,
  type Language,
  percentileWords,
  SCHEDULE_LABELS,
  type ScheduleId,
} from '@tika/contract';
import { hindiAgeGroup } from '../../i18n/age-words';
import type { DoseState } from './child-record';

type Indicator = 'weight_for_age' | 'length_for_age' | 'weight_for_length' | 'bmi_for_age';

/**
 * Every word on the vaccination card, in each language the parent can choose. English says
 * what the contract's helpers say (the app's English); Hindi uses the web catalogues' words
 * for the same ideas (docs/hindi.md). Vaccine names, brands and the child's name stay as
 * written; numbers stay Latin digits.
 */
export interface CardText {
  /** The PDF's language tag. */
  lang: string;
  date: (iso: string) => string;
  card: string;
  title: (child: string) => string;
  facts: { dob: string; age: string; sex: string; schedule: string; parent: string; phone: string };
  columns: { vaccine: string; fullName: string; due: string; given: string; status: string };
  sections: { growth: string; vaccines: string };
  sex: Record<Gender, string>;
  schedule: Record<ScheduleId, string>;
  age: (dob: string, today: string) => string;
  ageGroup: (label: string) => string;
  ownGroup: string;
  batch: (batch: string) => string;
  status: {
    given: string;
    not_counted: string;
    overdue: (days: number) => string;
    catch_up: string;
    due: (days: number) => string;
    upcoming: string;
    unrecorded: string;
    not_needed: string;
    no_longer_due: string;
  };
  /** "2 given", one per kind in the summary line (a repeated dose is not counted there). */
  tally: Record<Exclude<DoseState['kind'], 'not_counted'>, (count: number) => string>;
  summary: (tallies: string) => string;
  noVaccinesYet: string;
  noVaccinesRecorded: string;
  growth: {
    none: string;
    weight: (kg: string, date: string) => string;
    height: (cm: string, feetInches: string, date: string) => string;
    /** What a percentile compares: "weight-for-age". */
    indicator: Record<Indicator, string>;
    /** "Weight-for-length/height on 1 Nov 2026: 48th percentile". */
    compared: (indicator: string, date: string, reading: string) => string;
    percentile: (percentile: number) => string;
    check: string;
    corrected: (dob: string, day: string, gestationalDays: number | null) => string | null;
    /** A line about a measurement, with the day it was measured. */
    on: (line: string, date: string) => string;
    standardsNote: (corrected: boolean) => string;
    beforeDueNote: string;
    noReferenceNote: string;
  };
  /** Beside the QR code of a doctor's record link. */
  onlineRecord: (date: string) => string;
  disclaimer: (date: string) => string;
  footer: (date: string, child: string, page: number, pages: number) => string;
}

const hindiAge = (dob: string, today: string) => {
  const { years, months, days } = ageParts(dob, today);
  const monthWord = (n: number) => `${n} ${n === 1 ? 'महीना' : 'महीने'}`;
  if (years > 0) return months > 0 ? `${years} साल ${monthWord(months)}` : `${years} साल`;
  if (months > 0) return monthWord(months);
  return `${days} दिन`;
};

const hindiBornAt = ({ weeks, days }: GestationalAge) =>
  `गर्भ के ${weeks} हफ़्ते${days ? ` ${days} दिन` : ''} पर जन्म`;

export const CARD_TEXT: Record<Language, CardText> = {
  en: {
    lang: 'en-IN',
    date: (iso) => displayDateIn(iso, 'en'),
    card: 'Vaccination card',
    title: (child) => `Vaccination card — ${child}`,
    facts: {
      dob: 'Date of birth',
      age: 'Age',
      sex: 'Sex',
      schedule: 'Schedule',
      parent: 'Parent',
      phone: 'Phone',
    },
    columns: {
      vaccine: 'Vaccine',
      fullName: 'Full name',
      due: 'Due',
      given: 'Given on',
      status: 'Status',
    },
    sections: { growth: 'Growth', vaccines: 'Vaccinations' },
    sex: { girl: 'Girl', boy: 'Boy' },
    schedule: SCHEDULE_LABELS,
    age: ageText,
    ageGroup: (label) => label,
    ownGroup: 'Added by the parent',
    batch: (batch) => `batch ${batch}`,
    status: {
      given: 'Given',
      not_counted: 'Does not count (repeated)',
      overdue: (days) => dueLabel(days, true),
      catch_up: 'Catch-up due',
      due: (days) => dueLabel(days),
      upcoming: 'Upcoming',
      unrecorded: 'Not recorded',
      not_needed: 'Not needed',
      no_longer_due: 'No longer given',
    },
    tally: {
      given: (n) => `${n} given`,
      overdue: (n) => `${n} overdue`,
      catch_up: (n) => `${n} catch-up due`,
      due: (n) => `${n} due next`,
      upcoming: (n) => `${n} upcoming`,
      unrecorded: (n) => `${n} not recorded`,
      not_needed: (n) => `${n} not needed`,
      no_longer_due: (n) => `${n} no longer given`,
    },
    summary: (tallies) => `Vaccines: ${tallies}`,
    noVaccinesYet: 'No vaccines on this card yet.',
    noVaccinesRecorded: 'No vaccines recorded.',
    growth: {
      none: 'No height or weight recorded yet.',
      weight: (kg, date) => `Weight: ${kg} kg on ${date}`,
      height: (cm, feetInches, date) => `Height: ${cm} cm (${feetInches}) on ${date}`,
      indicator: {
        weight_for_age: 'weight-for-age',
        length_for_age: 'length/height-for-age',
        weight_for_length: 'Weight-for-length/height',
        bmi_for_age: 'BMI-for-age',
      },
      compared: (indicator, date, reading) => `${indicator} on ${date}: ${reading}`,
      percentile: percentileWords,
      check: GROWTH_TEXT.checkMeasurement,
      corrected: correctedAgeLine,
      on: (line, date) => `${line}, on ${date}`,
      standardsNote: (corrected) =>
        `Percentiles compare with the WHO growth standards (to 5 years) and reference (5 to 19 years) for the same age and sex${corrected ? ', at the corrected age' : ''}.`,
      beforeDueNote: GROWTH_TEXT.beforeDueDate,
      noReferenceNote: GROWTH_TEXT.noReference,
    },
    onlineRecord: (date) =>
      `Scan to see this record online, always up to date and read-only, until ${date}. The parent can stop the link at any time.`,
    disclaimer: (date) =>
      `This card was made by Tika on ${date} from what the parent recorded in the app. ` +
      "It is not a medical certificate: please check it against the child's official immunisation record, " +
      'and follow the advice of your doctor on which vaccines to give and when.',
    footer: (date, child, page, pages) =>
      `Generated on ${date} by Tika · ${child} · Page ${page} of ${pages}`,
  },
  hi: {
    lang: 'hi-IN',
    date: (iso) => displayDateIn(iso, 'hi'),
    card: 'टीकाकरण कार्ड',
    title: (child) => `टीकाकरण कार्ड — ${child}`,
    facts: {
      dob: 'जन्म की तारीख़',
      age: 'उम्र',
      sex: 'लिंग',
      schedule: 'टीकाकरण शेड्यूल',
      parent: 'माता-पिता',
      phone: 'फ़ोन',
    },
    columns: {
      vaccine: 'टीका',
      fullName: 'पूरा नाम',
      due: 'तय तारीख़',
      given: 'कब लगा',
      status: 'स्थिति',
    },
    sections: { growth: 'बढ़त', vaccines: 'टीके' },
    sex: { girl: 'लड़की', boy: 'लड़का' },
    schedule: {
      'iap-acvip-2023': 'IAP-ACVIP 2023 (इंडियन एकेडमी ऑफ़ पीडियाट्रिक्स)',
      uip: 'सार्वभौमिक टीकाकरण कार्यक्रम (भारत सरकार)',
    },
    age: hindiAge,
    ageGroup: hindiAgeGroup,
    ownGroup: 'माता-पिता के जोड़े हुए टीके',
    batch: (batch) => `बैच ${batch}`,
    status: {
      given: 'लग गया',
      not_counted: 'गिनती में नहीं (दोबारा लगना है)',
      overdue: (days) => `तारीख़ ${days} दिन पहले निकल गई`,
      catch_up: 'छूटा टीका (कैच-अप) लगना है',
      due: (days) => (days === 0 ? 'आज लगना है' : `${days} दिन में लगना है`),
      upcoming: 'बाद में लगना है',
      unrecorded: 'दर्ज नहीं',
      not_needed: 'ज़रूरत नहीं',
      no_longer_due: 'अब नहीं लगता',
    },
    tally: {
      given: (n) => `${n} लग चुके`,
      overdue: (n) => `${n} की तारीख़ निकल गई`,
      catch_up: (n) => `${n} छूटे (कैच-अप)`,
      due: (n) => `${n} अगली बार लगने हैं`,
      upcoming: (n) => `${n} बाद में लगने हैं`,
      unrecorded: (n) => `${n} दर्ज नहीं`,
      not_needed: (n) => `${n} की ज़रूरत नहीं`,
      no_longer_due: (n) => `${n} अब नहीं लगते`,
    },
    summary: (tallies) => `टीके: ${tallies}`,
    noVaccinesYet: 'इस कार्ड पर अभी कोई टीका नहीं है।',
    noVaccinesRecorded: 'कोई टीका दर्ज नहीं है।',
    growth: {
      none: 'अभी लंबाई या वज़न का कोई नाप दर्ज नहीं है।',
      weight: (kg, date) => `वज़न: ${kg} kg, ${date} को`,
      height: (cm, feetInches, date) => `लंबाई: ${cm} cm (${feetInches}), ${date} को`,
      indicator: {
        weight_for_age: 'उम्र के हिसाब से',
        length_for_age: 'उम्र के हिसाब से',
        weight_for_length: 'लंबाई के हिसाब से वज़न',
        bmi_for_age: 'उम्र के हिसाब से BMI',
      },
      compared: (indicator, date, reading) => `${indicator}, ${date} को: ${reading}`,
      percentile: (percentile) => {
        if (percentile < 1) return '1 पर्सेंटाइल से नीचे';
        if (percentile > 99) return '99 पर्सेंटाइल से ऊपर';
        return `${Math.round(percentile)} पर्सेंटाइल`;
      },
      check: 'कृपया यह नाप जाँच लें',
      corrected: (dob, day, gestationalDays) => {
        const corrected = correctedAgeOn(dob, day, gestationalDays);
        if (!corrected) return null;
        const bornAt = hindiBornAt(corrected.gestation);
        return corrected.beforeDue
          ? `जन्म की अनुमानित तारीख़ ${displayDateIn(corrected.due, 'hi')} से पहले (${bornAt})`
          : `करेक्टेड उम्र: ${hindiAge(corrected.due, day)} (${bornAt})`;
      },
      on: (line, date) => `${line}, ${date} को`,
      standardsNote: (corrected) =>
        `पर्सेंटाइल में बच्चे की तुलना उसी उम्र और लिंग के बच्चों से होती है${corrected ? ', करेक्टेड उम्र पर' : ''}: 5 साल तक WHO के बढ़त मानकों से, और 5 से 19 साल तक WHO के बढ़त रेफ़रेंस से।`,
      beforeDueNote:
        'जन्म की अनुमानित तारीख़ से बच्चे की बढ़त की तुलना WHO के मानकों से होती है; तब तक आपके बच्चों के डॉक्टर समय से पहले जन्मे बच्चों का चार्ट (जैसे INTERGROWTH-21st या Fenton) इस्तेमाल करते हैं।',
      noReferenceNote: 'WHO के बढ़त चार्ट जन्म से 19 साल तक के हैं; उसके बाद पर्सेंटाइल नहीं दिखाए जाते।',
    },
    onlineRecord: (date) =>
      `यह रिकॉर्ड ऑनलाइन देखने के लिए स्कैन करें: हमेशा ताज़ा, सिर्फ़ देखने के लिए, ${date} तक। माता-पिता यह लिंक कभी भी बंद कर सकते हैं।`,
    disclaimer: (date) =>
      `यह कार्ड Tika ने ${date} को उस जानकारी से बनाया है, जो माता-पिता ने ऐप में दर्ज की है। ` +
      'यह कोई मेडिकल सर्टिफ़िकेट नहीं है: कृपया इसे बच्चे के डॉक्टर या अस्पताल से मिले टीकाकरण कार्ड से मिला लें, ' +
      'और कौन-सा टीका कब लगवाना है, इसके लिए अपने डॉक्टर की सलाह मानें।',
    footer: (date, child, page, pages) =>
      `Tika ने ${date} को बनाया · ${child} · ${pages} में से पन्ना ${page}`,
  },
};
