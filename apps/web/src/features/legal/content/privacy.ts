import { msg } from '@lingui/core/macro';
import type { LegalDocument } from './types';

export const privacy: LegalDocument = {
  title: msg`Privacy Policy`,
  updated: '2026-11-22',
  intro: msg`This policy explains what information Tika collects, why, who it is shared with, and the choices you have. Tika is run by Tika Health (India), and we handle your data under the Digital Personal Data Protection Act, 2023 and the Information Technology Act, 2000.`,
  sections: [
    {
      heading: msg`What we collect`,
      paragraphs: [msg`We collect only what is needed to run Tika for you and your children:`],
      bullets: [
        msg`About you: your name and e-mail address (if you sign in with Google) and your WhatsApp number (if you sign in with it or turn on reminders).`,
        msg`About your children (up to three): name, date of birth and gender.`,
        msg`Health records you enter: vaccination records, height and weight measurements, and medical records such as prescriptions and reports, including the PNG, JPEG or PDF files you upload.`,
        msg`Purchases: the plan you bought and payment references from Razorpay (such as order and payment IDs). We never receive your card number, UPI PIN or bank details.`,
      ],
    },
    {
      heading: msg`Why we use it`,
      paragraphs: [
        msg`We use your information only to provide Tika’s features, and never for advertising.`,
      ],
      bullets: [
        msg`To sign you in and keep your account secure.`,
        msg`To build your child’s vaccination schedule and send WhatsApp reminders.`,
        msg`To show growth records compared with the WHO Child Growth Standards.`,
        msg`To store medical records so you can find them when you need them.`,
        msg`To sell and deliver story plans, and to handle payment questions.`,
        msg`To answer your support requests and meet our legal obligations.`,
      ],
    },
    {
      heading: msg`Legal basis: your consent`,
      paragraphs: [
        msg`We process personal data on the basis of your consent under the Digital Personal Data Protection Act, 2023. For your children’s data, you give that consent as their parent or lawful guardian.`,
        msg`You can withdraw consent at any time by deleting a child’s profile or your account. Withdrawing consent does not affect processing already done, but it does stop the features that depend on it.`,
      ],
    },
    {
      heading: msg`Who we share it with`,
      paragraphs: [
        msg`We share data only with the service providers that Tika needs to work, and only what each one needs:`,
      ],
      bullets: [
        msg`WhatsApp (Meta): your WhatsApp number and the content of messages we send you, such as one-time passwords and vaccination reminders.`,
        msg`Google: to sign you in if you choose Google sign-in.`,
        msg`Razorpay: to process your payments.`,
        msg`Hosting providers: to store and run Tika on servers in India.`,
      ],
    },
    {
      heading: msg`What we never do`,
      paragraphs: [
        msg`We do not sell your data or your children’s data. We do not show ads, and we do not share data with advertisers.`,
        msg`We may disclose information only if Indian law requires it, for example in response to a valid order from a court or government authority.`,
      ],
    },
    {
      heading: msg`Where your data is stored and how long we keep it`,
      paragraphs: [
        msg`Your data is stored on our servers in India.`,
        msg`We keep it for as long as your account exists. When you delete a child’s profile or a record, it is removed; when you delete your account, every record and file we hold for it is removed.`,
        msg`Razorpay keeps its own records of payments as the law requires it to.`,
      ],
    },
    {
      heading: msg`How we protect it`,
      paragraphs: [
        msg`We take reasonable security measures to protect your information, including:`,
      ],
      bullets: [
        msg`Encryption in transit: all traffic between your device and Tika uses HTTPS.`,
        msg`Hashed secrets: one-time passwords and sign-in secrets are stored only in hashed form.`,
        msg`Access checks: every request is checked so that only you can see your family’s records and files.`,
      ],
    },
    {
      heading: msg`Your rights`,
      paragraphs: [
        msg`You have the following rights over your data and your children’s data, and you can use most of them directly in the app:`,
      ],
      bullets: [
        msg`Access: see your data in the app, or export all of it.`,
        msg`Correction: edit any detail that is wrong or out of date.`,
        msg`Erasure: delete a record, a child’s profile or your whole account.`,
        msg`Grievance redressal: raise a complaint with our Grievance Officer.`,
      ],
    },
    {
      heading: msg`Grievance Officer`,
      paragraphs: [
        msg`If you have a concern about how your data is handled, write to our Grievance Officer at support@tika.health. We will reply within 30 days.`,
        msg`If you are not satisfied with our response, you may complain to the Data Protection Board of India.`,
      ],
    },
    {
      heading: msg`Cookies and local storage`,
      paragraphs: [
        msg`Tika does not use advertising or tracking cookies. We store only two things in your browser: your sign-in token, so you stay signed in, and a referral code, if you arrived through one.`,
        msg`Signing out removes the sign-in token.`,
      ],
    },
    {
      heading: msg`Children, changes and contact`,
      paragraphs: [
        msg`Tika accounts are for adults aged 18 or over. Children do not use Tika themselves; their information is added and managed by a parent or guardian.`,
        msg`We may update this policy when Tika or the law changes, and the date at the top shows the latest version. We will tell you in the app about significant changes.`,
        msg`For any privacy question, contact us at support@tika.health.`,
      ],
    },
  ],
};
