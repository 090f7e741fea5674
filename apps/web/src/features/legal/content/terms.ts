import { msg } from '@lingui/core/macro';
import type { LegalDocument } from './types';

export const terms: LegalDocument = {
  title: msg`Terms of Use`,
  updated: '2026-11-22',
  intro: msg`These terms are the agreement between you and Tika Health (India) for using Tika. Please read them before you sign in. By creating an account or using Tika, you agree to them.`,
  sections: [
    {
      heading: msg`What Tika is`,
      paragraphs: [
        msg`Tika helps you keep your children’s health information in one place and sells bilingual English and Hindi mealtime stories.`,
        msg`Tika is not a medical service and does not give medical advice. Please read our Medical Disclaimer, which forms part of these terms.`,
      ],
      bullets: [
        msg`Vaccination schedules (IAP-ACVIP 2023 by default, or India’s Universal Immunization Programme) with WhatsApp reminders.`,
        msg`Growth records, where height and weight are compared with the WHO Child Growth Standards.`,
        msg`Medical records, such as prescriptions and reports you upload as PNG, JPEG or PDF files.`,
        msg`Mealtime story plans in English and Hindi.`,
      ],
    },
    {
      heading: msg`Who can use Tika`,
      paragraphs: [
        msg`You must be at least 18 years old and a parent or lawful guardian of the children you add. Tika accounts are for adults only; children should not create or use an account.`,
        msg`By adding a child, you confirm that you have the right to manage that child’s information and to give consent on their behalf.`,
      ],
    },
    {
      heading: msg`Your account and sign-in`,
      paragraphs: [
        msg`You can sign in with your Google account or with your WhatsApp number and a one-time password (OTP) sent to it.`,
        msg`Keep access to your Google account and phone safe, and never share an OTP with anyone. You are responsible for what happens in your account, so tell us at support@tika.health straight away if you think someone else has used it.`,
      ],
    },
    {
      heading: msg`Children’s profiles`,
      paragraphs: [
        msg`You can add up to three children to one account. Please make sure the details you enter, such as date of birth, are correct, because schedules, reminders and growth charts depend on them.`,
        msg`You can edit or remove a child’s profile at any time.`,
      ],
    },
    {
      heading: msg`Acceptable use`,
      paragraphs: [
        msg`Use Tika only for your own family and only in lawful ways. In particular, you agree not to:`,
      ],
      bullets: [
        msg`add information about a child you are not a parent or guardian of;`,
        msg`upload files that are not yours to share, or that contain malware or unlawful content;`,
        msg`try to access another person’s account or data, or get around our security or access checks;`,
        msg`overload, disrupt, scrape or reverse-engineer the service;`,
        msg`copy, resell or publicly share the stories you buy.`,
      ],
    },
    {
      heading: msg`Stories: purchases, free trial and refunds`,
      paragraphs: [
        msg`Story plans contain 7, 30 or 90 stories and cost ₹49, ₹150 or ₹360 respectively, plus 18% GST. The total price is shown before you pay.`,
        msg`A 3-day free trial lets you try the stories before you buy. When the trial ends, you need to buy a plan to keep reading.`,
        msg`Payments are processed by Razorpay. We never see or store your card number, UPI PIN or bank login; we only receive a reference to confirm your payment.`,
        msg`Story plans are digital content made available to you as soon as payment is confirmed, so they are not refundable. We will refund you where Indian law requires it, or if you were charged twice for the same purchase; write to support@tika.health with your payment details.`,
      ],
    },
    {
      heading: msg`Ending your use and deleting your account`,
      paragraphs: [
        msg`You can stop using Tika at any time. You can export your data, and you can delete your account from within the app; deleting it removes every record and file we hold for it.`,
        msg`We may suspend or close an account that breaks these terms or puts other users or the service at risk. Where reasonable, we will tell you first and give you a chance to export your data.`,
        msg`Deleting your account does not give you a refund for a story plan you have already bought.`,
      ],
    },
    {
      heading: msg`Limits of our responsibility`,
      paragraphs: [
        msg`We work hard to keep Tika accurate and available, but it is provided “as is”. We cannot promise it will always be error-free or that every reminder will arrive.`,
        msg`Decisions about your child’s health should be made with your paediatrician, not based on Tika. To the extent the law allows, Tika Health is not liable for indirect or consequential loss, and our total liability to you is limited to the amount you paid us in the 12 months before the claim.`,
        msg`Nothing in these terms limits any right you have that cannot be excluded under Indian law.`,
      ],
    },
    {
      heading: msg`Changes to these terms`,
      paragraphs: [
        msg`We may update these terms when the service or the law changes. The date at the top shows when they last changed.`,
        msg`If a change is significant, we will let you know in the app before it takes effect. If you keep using Tika after that, the new terms apply.`,
      ],
    },
    {
      heading: msg`Governing law and contact`,
      paragraphs: [
        msg`These terms are governed by the laws of India, including the Information Technology Act, 2000 and the Digital Personal Data Protection Act, 2023. Courts in India have jurisdiction over any dispute.`,
        msg`Questions or complaints? Write to us at support@tika.health and we will do our best to resolve things with you first.`,
      ],
    },
  ],
};
