import { formatRupees, GST_PERCENT, LIMITS, PLANS, TRIAL_DAYS } from '@tika/contract';
import type { LegalDocument } from './types';

const price = (plan: keyof typeof PLANS) =>
  `${PLANS[plan].stories} stories for ${formatRupees(PLANS[plan].basePaise)} (${formatRupees(PLANS[plan].totalPaise)} with GST)`;

/**
 * The questions parents ask most, answered for how Tika works today. Each section is one
 * question (its heading) and its answer. Figures come from the contract so they cannot drift.
 */
export const faqs: LegalDocument = {
  title: 'Frequently asked questions',
  updated: '2026-11-22',
  intro:
    'Short answers about using Tika for your child’s vaccinations, growth and records. If your question is not here, write to us at support@tika.health.',
  sections: [
    {
      heading:
        'Which vaccination schedule does Tika follow? Can I switch to the government (UIP) schedule?',
      paragraphs: [
        'By default Tika follows the Indian Academy of Pediatrics schedule (IAP-ACVIP 2023), which most private paediatricians use. You can choose the Government of India’s Universal Immunization Programme (UIP) instead, the schedule followed at government hospitals and Anganwadi centres.',
        'To switch, open Profile, tap Edit on your child’s card, choose the schedule and tap Save. The due dates of vaccines not yet given are worked out again; vaccines you have already marked as given are kept. Each child can follow a different schedule.',
      ],
    },
    {
      heading: 'What does “Pending status update” mean?',
      paragraphs: [
        'These vaccines fell due before you added your child to Tika, so we cannot know whether they were given. Check your child’s vaccination card: for each one that was given, tap Mark as complete and enter the date on the card. If one was not given, ask your paediatrician about a catch-up dose.',
      ],
    },
    {
      heading: 'What do “Due next”, “Overdue” and “Upcoming” mean?',
      paragraphs: [
        'Due next shows the vaccines of the next visit, with “Due Today” or “Due in N Days”; these are the ones you can mark as given now. Overdue shows vaccines whose due date has passed since you joined Tika and that are not marked as given yet, with how many days late they are. Upcoming lists the later due dates.',
        'A few days’ delay is common and usually fine, but do not wait: call your paediatrician to book the dose.',
      ],
    },
    {
      heading: 'My child got a vaccine at another hospital or camp. How do I record it?',
      paragraphs: [
        'Find the vaccine in Due next, Overdue or Pending status update and tap Mark as complete. Choose the date it was given (any day from the birth date to today), add a note such as the hospital’s name if you like, and attach a photo of the prescription or vaccination card (PNG, JPEG or a PDF up to 5 MB).',
        'If the vaccine is not on the schedule, for example one your doctor suggested for travel, tap Add New Vaccine on the Home tab and give its name and date.',
        'Marked one by mistake? Tap Mark as incomplete on it in the Completed list.',
      ],
    },
    {
      heading: 'How do WhatsApp reminders work, and how do I stop them?',
      paragraphs: [
        'Tika sends reminders at 9 am to your verified WhatsApp number: 7 days before a vaccine is due, the day before, on the day, and once 3 days after if it is still not marked as given. You get at most one message a day, covering all your children, in English or Hindi.',
        'To stop them, reply STOP to any reminder, or switch off WhatsApp reminders in your Profile. Reply START, or switch them on again, to restart them. Once you mark a vaccine as given, its remaining reminders are cancelled.',
      ],
    },
    {
      heading: 'Can I add more than one child?',
      paragraphs: [
        `Yes, up to ${LIMITS.maxChildren} children. Open Profile and tap Add Child. Tap a child’s card to switch between children: the dashboard then shows that child’s vaccines, growth and records. You can edit a child’s name, birth date and schedule, or delete a profile, from the same card.`,
        'Changing the birth date moves the due dates. Tika will not accept a birth date later than a vaccine you have already marked as given; correct that vaccine’s date first.',
      ],
    },
    {
      heading: 'How do the growth charts work?',
      paragraphs: [
        'In the Health Records tab, add your child’s height and weight with the date you measured them. Tika plots them on the WHO growth curves for children of the same age and sex (the WHO Child Growth Standards from birth to 5 years, then the WHO Growth Reference to 19 years) and shows the percentile: at the 50th percentile, half of children of that age measure less.',
        'For a baby born before 37 weeks, add the weeks at birth to the child’s profile: until the second birthday Tika compares growth at the corrected age, counted from the due date, and says so. Before the due date there is no WHO percentile; your paediatrician uses a preterm chart then.',
        'One reading says little on its own, and home measurements can be off. The trend over several months matters more; talk to your paediatrician if you are worried.',
      ],
    },
    {
      heading: 'Are my child’s medical records and files private?',
      paragraphs: [
        'Yes. Prescriptions, reports and vaccination-card photos you upload are stored on our servers in India and are shown only to you when you are signed in; links to a file stop working after 15 minutes. We do not read or share your records, and we never sell your data.',
        'Deleting a record or a child’s profile deletes its files too. Our Privacy Policy explains the details.',
      ],
    },
    {
      heading: 'How do mealtime stories, the free trial and the plans work?',
      paragraphs: [
        `Mealtime stories are short picture stories in English and Hindi, one new story a day. The ${TRIAL_DAYS}-day free trial starts the first day you open Stories. After that you can buy a plan: ${price('plan_7')}, ${price('plan_30')} or ${price('plan_90')}. Prices are shown before ${GST_PERCENT}% GST and the total is shown before you pay.`,
        'A plan is a single card payment; nothing renews by itself. Its stories unlock one a day, and stories you have unlocked stay readable.',
      ],
    },
    {
      heading: 'How do I delete my account?',
      paragraphs: [
        'Open Profile and tap Delete my data, tick the box to confirm and tap Delete my account. This removes your account, every child’s profile, their vaccination, growth and medical records and all uploaded files, and signs you out on every device. It cannot be undone.',
      ],
    },
    {
      heading: 'Does Tika replace my child’s paediatrician?',
      paragraphs: [
        'No. Tika helps you keep track of dates and records; it does not give medical advice. Your paediatrician decides which vaccines your child needs and when, based on your child’s health. If their advice differs from the schedule in Tika, follow your doctor, and see a doctor straight away if your child is unwell.',
      ],
    },
  ],
};
