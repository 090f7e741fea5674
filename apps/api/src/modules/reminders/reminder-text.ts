import type { ReminderKind, Language } from '@tika/contract';

export interface DueItem {
  childName: string;
  vaccineName: string;
  dueDate: string;
  kind: ReminderKind;
}

const shortDate = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));

const WHEN: Record<Language, Record<ReminderKind, (date: string) => string>> = {
  en: {
    week_before: (d) => `due in 7 days (${d})`,
    day_before: (d) => `due tomorrow (${d})`,
    due_day: () => 'due today',
    overdue: (d) => `was due on ${d} and is not marked as given yet`,
    status_check: () =>
      'were due before you added your child: tell Tika whether they were given, as those not given yet can still be given',
  },
  hi: {
    week_before: (d) => `7 दिन बाद (${d})`,
    day_before: (d) => `कल (${d})`,
    due_day: () => 'आज',
    overdue: (d) => `${d} को था, अभी तक दर्ज नहीं हुआ`,
    status_check: () =>
      'बच्चे को Tika में जोड़ने से पहले लगने थे: Tika में बताएं कि लगे या नहीं, जो नहीं लगे वे अब भी लग सकते हैं',
  },
};

const BODY: Record<Language, (name: string, list: string) => string> = {
  en: (name, list) =>
    `Hi ${name}, vaccination reminder from Tika: ${list}. Open Tika to mark a vaccine as given. Reply STOP to stop these reminders.`,
  hi: (name, list) =>
    `नमस्ते ${name}, Tika से टीकाकरण की याद: ${list}। टीका लगने पर Tika में दर्ज करें। ये संदेश बंद करने के लिए STOP लिखें।`,
};
const NO_NAME: Record<Language, string> = { en: 'there', hi: 'जी' };

/**
 * The day's one message: every child and vaccine, grouped by child and by when. WhatsApp
 * template parameters may not hold line breaks, so the list is one line joined by "; ".
 */
export function composeReminder(
  firstName: string,
  language: Language,
  items: DueItem[],
): { params: [string, string]; text: string } {
  const groups = new Map<
    string,
    { childName: string; names: string[]; kind: ReminderKind; dueDate: string }
  >();
  const ordered = [...items].sort(
    (a, b) =>
      a.childName.localeCompare(b.childName) ||
      a.dueDate.localeCompare(b.dueDate) ||
      a.vaccineName.localeCompare(b.vaccineName),
  );
  for (const item of ordered) {
    // The status check lists a child's doses together, whatever their dates.
    const day = item.kind === 'status_check' ? '' : item.dueDate;
    const key = `${item.childName}\u0000${item.kind}\u0000${day}`;
    const group = groups.get(key) ?? {
      childName: item.childName,
      names: [],
      kind: item.kind,
      dueDate: item.dueDate,
    };
    group.names.push(item.vaccineName);
    groups.set(key, group);
  }
  const list = [...groups.values()]
    .map(
      (g) =>
        `${g.childName}: ${g.names.join(', ')} ${WHEN[language][g.kind](shortDate(g.dueDate, language))}`,
    )
    .join('; ');
  const name = firstName.trim() || NO_NAME[language];
  return { params: [name, list], text: BODY[language](name, list) };
}
