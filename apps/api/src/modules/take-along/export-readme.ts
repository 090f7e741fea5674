/** README.txt at the top of the export zip: what each part is, in plain words. */
export function exportReadme(exportedOn: string): string {
  return `Your data from Tika
===================

Exported on ${exportedOn}.

This archive holds everything Tika keeps about you and your children:

data.json
  One JSON file with
  - parent: your name, e-mail, WhatsApp number, time zone and reminder settings;
  - children: each child's profile (with the weeks + days at birth, if given) with
      vaccines         every dose on the schedule (due_date) and when it was given
                       (vaccinated_on, YYYY-MM-DD) with the brand, batch and place,
                       doses you said were not given or not needed (and why),
                       your notes and prescription files;
      growth_records   heights (cm, measured lying or standing) and weights (kg)
                       with the date measured;
      medical_records  prescriptions and reports you uploaded (purpose, note, file);
      doctor_links     the record links you made for a doctor: when, until when,
                       whether revoked and whether they showed files;
      family           the people you let follow the child: how they are shown
                       (Papa, Dadi, ...), caregiver or viewer, and since when;
  - followed_children: the children others added and shared with you: the child's
      name, who shared it, your role and how you are shown. Their records belong to
      the parent who added them and are in that parent's export;
  - stories: your mealtime-story plans (trial and paid) and the stories unlocked;
  - payment_orders: every order, amounts in paise (100 paise = 1 rupee);
  - reminder_messages: the WhatsApp vaccine reminders Tika sent or queued.
  Where a record has a file, "file.path" says where it is in this archive and
  "file.sha256" is its SHA-256 checksum ("missing": true if Tika could not find it);
  "file_name" is the end of the name the file had when you uploaded it.

files/
  The files you uploaded, exactly as Tika stored them, one folder per child:
  files/<n>-<name>/prescriptions/    photos or PDFs added when marking a vaccine given
  files/<n>-<name>/medical-records/  prescriptions and reports from the Records tab

Dates are calendar dates in your time zone; times are UTC (ISO 8601).
Sign-in sessions, one-time passwords and other security keys are never exported.

Tika is not a medical service: please keep your child's official records too.
`;
}
