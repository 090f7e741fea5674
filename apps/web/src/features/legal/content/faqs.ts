import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { GST_PERCENT, LIMITS, PLANS, TRIAL_DAYS } from '@tika/contract';
import { formatRupees } from '../../../lib/i18n/format';
import type { LegalDocument, LegalSection } from './types';

/** '7 stories for ₹49 (₹57.82 with GST)', in the app's language. */
function price(plan: keyof typeof PLANS): string {
  const { stories } = PLANS[plan];
  const base = formatRupees(PLANS[plan].basePaise / 100);
  const total = formatRupees(PLANS[plan].totalPaise / 100);
  return i18n._(msg`${stories} stories for ${base} (${total} with GST)`);
}

/** The vaccine questions: which schedule, the lists, recording a vaccine, the reminders. */
const VACCINE_QUESTIONS: LegalSection[] = [
  {
    heading: msg`Which vaccination schedule does Tika follow? Can I switch to the government (UIP) schedule?`,
    paragraphs: [
      msg`By default Tika follows the Indian Academy of Pediatrics schedule (IAP-ACVIP 2023), which most private paediatricians use. You can choose the Government of India’s Universal Immunization Programme (UIP) instead, the schedule followed at government hospitals and Anganwadi centres.`,
      msg`To switch, open Profile, tap Edit on your child’s card, choose the schedule and tap Save. The due dates of vaccines not yet given are worked out again; vaccines you have already marked as given are kept. Each child can follow a different schedule.`,
    ],
  },
  {
    heading: msg`What does “Pending status update” mean?`,
    paragraphs: [
      msg`These vaccines fell due before you added your child to Tika, so we cannot know whether they were given. Check your child’s vaccination card: for each one that was given, tap Mark as complete and enter the date on the card. If one was not given, ask your paediatrician about a catch-up dose.`,
    ],
  },
  {
    heading: msg`What do “Due next”, “Overdue” and “Upcoming” mean?`,
    paragraphs: [
      msg`Due next shows the vaccines of the next visit, with “Due Today” or “Due in N Days”; these are the ones you can mark as given now. Overdue shows vaccines whose due date has passed since you joined Tika and that are not marked as given yet, with how many days late they are. Upcoming lists the later due dates.`,
      msg`A few days’ delay is common and usually fine, but do not wait: call your paediatrician to book the dose.`,
    ],
  },
  {
    heading: msg`My child got a vaccine at another hospital or camp. How do I record it?`,
    paragraphs: [
      msg`Find the vaccine in Due next, Overdue or Pending status update and tap Mark as complete. Choose the date it was given (any day from the birth date to today), add a note such as the hospital’s name if you like, and attach a photo of the prescription or vaccination card (PNG, JPEG or a PDF up to 5 MB).`,
      msg`If the vaccine is not on the schedule, for example one your doctor suggested for travel, tap Add New Vaccine on the Home tab and give its name and date.`,
      msg`Marked one by mistake? Tap Mark as incomplete on it in the Completed list.`,
    ],
  },
  {
    heading: msg`How do WhatsApp reminders work, and how do I stop them?`,
    paragraphs: [
      msg`Tika sends reminders at 9 am to your verified WhatsApp number: 7 days before a vaccine is due, the day before, on the day, and once 3 days after if it is still not marked as given. You get at most one message a day, covering all your children, in English or Hindi.`,
      msg`To stop them, reply STOP to any reminder, or switch off WhatsApp reminders in your Profile. Reply START, or switch them on again, to restart them. Once you mark a vaccine as given, its remaining reminders are cancelled.`,
    ],
  },
];

/** Growth and the privacy of records. */
const GROWTH_AND_RECORDS_QUESTIONS: LegalSection[] = [
  {
    heading: msg`How do the growth charts work?`,
    paragraphs: [
      msg`In the Health Records tab, add your child’s height and weight with the date you measured them. Tika plots them on the WHO growth curves for children of the same age and sex (the WHO Child Growth Standards from birth to 5 years, then the WHO Growth Reference to 19 years) and shows the percentile: at the 50th percentile, half of children of that age measure less.`,
      msg`For a baby born before 37 weeks, add the weeks at birth to the child’s profile: until the second birthday Tika compares growth at the corrected age, counted from the due date, and says so. Before the due date there is no WHO percentile; your paediatrician uses a preterm chart then.`,
      msg`One reading says little on its own, and home measurements can be off. The trend over several months matters more; talk to your paediatrician if you are worried.`,
    ],
  },
  {
    heading: msg`Are my child’s medical records and files private?`,
    paragraphs: [
      msg`Yes. Prescriptions, reports and vaccination-card photos you upload are stored on our servers in India and are shown only to you when you are signed in; links to a file stop working after 15 minutes. We do not read or share your records, and we never sell your data.`,
      msg`Deleting a record or a child’s profile deletes its files too. Our Privacy Policy explains the details.`,
    ],
  },
];

/** Leaving, and what Tika is not. */
const CLOSING_QUESTIONS: LegalSection[] = [
  {
    heading: msg`How do I delete my account?`,
    paragraphs: [
      msg`Open Profile and tap Delete my data, tick the box to confirm and tap Delete my account. This removes your account, every child’s profile, their vaccination, growth and medical records and all uploaded files, and signs you out on every device. It cannot be undone.`,
    ],
  },
  {
    heading: msg`Does Tika replace my child’s paediatrician?`,
    paragraphs: [
      msg`No. Tika helps you keep track of dates and records; it does not give medical advice. Your paediatrician decides which vaccines your child needs and when, based on your child’s health. If their advice differs from the schedule in Tika, follow your doctor, and see a doctor straight away if your child is unwell.`,
    ],
  },
];

function childrenQuestion(): LegalSection {
  const maxChildren = LIMITS.maxChildren;
  return {
    heading: msg`Can I add more than one child?`,
    paragraphs: [
      msg`Yes, up to ${maxChildren} children. Open Profile and tap Add Child. Tap a child’s card to switch between children: the dashboard then shows that child’s vaccines, growth and records. You can edit a child’s name, birth date and schedule, or delete a profile, from the same card.`,
      msg`Changing the birth date moves the due dates. Tika will not accept a birth date later than a vaccine you have already marked as given; correct that vaccine’s date first.`,
    ],
  };
}

function storiesQuestion(): LegalSection {
  const trialDays = TRIAL_DAYS;
  const gstPercent = GST_PERCENT;
  const [plan7, plan30, plan90] = [price('plan_7'), price('plan_30'), price('plan_90')];
  return {
    heading: msg`How do mealtime stories, the free trial and the plans work?`,
    paragraphs: [
      msg`Mealtime stories are short picture stories in English and Hindi, one new story a day. The ${trialDays}-day free trial starts the first day you open Stories. After that you can buy a plan: ${plan7}, ${plan30} or ${plan90}. Prices are shown before ${gstPercent}% GST and the total is shown before you pay.`,
      msg`A plan is a single card payment; nothing renews by itself. Its stories unlock one a day, and stories you have unlocked stay readable.`,
    ],
  };
}

/**
 * The questions parents ask most, answered for how Tika works today. Each section is one
 * question (its heading) and its answer. Figures come from the contract so they cannot drift;
 * built when the page renders, so prices are formatted in the language shown.
 */
export function faqs(): LegalDocument {
  return {
    title: msg`Frequently asked questions`,
    updated: '2026-11-22',
    intro: msg`Short answers about using Tika for your child’s vaccinations, growth and records. If your question is not here, write to us at support@tika.health.`,
    sections: [
      ...VACCINE_QUESTIONS,
      childrenQuestion(),
      ...GROWTH_AND_RECORDS_QUESTIONS,
      storiesQuestion(),
      ...CLOSING_QUESTIONS,
    ],
  };
}
