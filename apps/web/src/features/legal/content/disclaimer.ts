import { msg } from '@lingui/core/macro';
import type { LegalDocument } from './types';

export const disclaimer: LegalDocument = {
  title: msg`Medical Disclaimer`,
  updated: '2026-11-22',
  intro: msg`Tika helps you keep track of your child’s health information. It is not a medical service, and nothing in Tika replaces the advice of your paediatrician.`,
  sections: [
    {
      heading: msg`Not medical advice`,
      paragraphs: [
        msg`Tika does not diagnose, treat or give medical advice. Schedules, charts, reminders and records in Tika are for information and record-keeping only.`,
        msg`Always follow your paediatrician’s advice about your child’s health, and never delay seeing a doctor because of something you read in Tika.`,
      ],
    },
    {
      heading: msg`Vaccination schedules`,
      paragraphs: [
        msg`Tika shows schedules as published by the Indian Academy of Pediatrics (IAP-ACVIP 2023) or by the Government of India’s Universal Immunization Programme. These bodies can change their recommendations, and there may be a delay before Tika reflects a change.`,
        msg`Your doctor decides which vaccines your child needs and when, based on your child’s health and history. If your doctor’s advice differs from the schedule in Tika, follow your doctor.`,
      ],
    },
    {
      heading: msg`Growth percentiles`,
      paragraphs: [
        msg`Tika compares height and weight with the WHO Child Growth Standards and the WHO Growth Reference for 5 to 19 years. These percentiles are screening information only, not a diagnosis. A measurement far outside what is possible is not given a percentile; Tika asks you to check it.`,
        msg`A result can be affected by measurement errors, and a single reading says little on its own. If you are worried about your child’s growth, talk to your paediatrician.`,
      ],
    },
    {
      heading: msg`Reminders`,
      paragraphs: [
        msg`WhatsApp reminders may not arrive, or may arrive late, because of network problems, WhatsApp outages, phone settings or other reasons outside our control.`,
        msg`Please do not rely on Tika reminders alone. Keep your child’s vaccination card and follow the dates your doctor gives you.`,
      ],
    },
    {
      heading: msg`Medical records`,
      paragraphs: [
        msg`Tika stores the prescriptions and reports you upload exactly as you provide them. We do not read, check or interpret them.`,
      ],
    },
    {
      heading: msg`Mealtime stories`,
      paragraphs: [
        msg`Our English and Hindi mealtime stories are for enjoyment. They are not nutritional or medical guidance; ask your doctor about your child’s diet.`,
      ],
    },
    {
      heading: msg`In an emergency`,
      paragraphs: [
        msg`If your child is unwell and you think it may be an emergency, call 112 or go to the nearest hospital immediately. Do not use Tika to seek help in an emergency.`,
      ],
    },
  ],
};
