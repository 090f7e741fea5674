// A signed-in parent with the data a real family has after a year or two of use, made through
// the public API and the dev stand-ins (NODE_ENV=test): two children on their schedules, a few
// vaccines marked done (one with a prescription), ten growth records, two medical records, and
// the stories page opened once (trial started, today's story unlocked).

const ZONE = 'Asia/Kolkata';
/**
 * A one-page PDF (apps/api/src/test/sample-pdf.ts's, byte for byte: the server reads a PDF's
 * cross-reference table and %%EOF): a prescription/report upload that needs no re-encoding.
 */
const PDF = Buffer.from(
  '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n' +
    '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>\nendobj\n' +
    'xref\n0 4\n0000000000 65535 f \n0000000015 00000 n \n0000000064 00000 n \n0000000121 00000 n \n' +
    'trailer\n<< /Size 4 /Root 1 0 R >>\nstartxref\n192\n%%EOF\n',
  'latin1',
);

export function todayInIndia(now = new Date()) {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

export function addDays(iso, days) {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

async function call(baseUrl, method, path, { token, json, form } = {}) {
  const headers = {};
  if (token) headers.authorization = `Bearer ${token}`;
  let body;
  if (json) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(json);
  } else if (form) body = form;
  const res = await fetch(`${baseUrl}${path}`, { method, headers, body });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status}: ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

/** Signs a new parent in through the WhatsApp stand-in and returns the session's access token. */
export async function signInNewParent(baseUrl, number, name = 'Meera Shah') {
  await call(baseUrl, 'POST', '/api/dev/whatsapp/inbound/', {
    json: { from: number, name, text: 'Hi Tika!' },
  });
  const outbox = await call(baseUrl, 'GET', `/api/dev/outbox/?to=${number}`);
  const message = outbox.find((m) => m.kind === 'sign_in_link');
  const token = message && /[?&]token=([^\s&]+)/.exec(message.text)?.[1];
  if (!token) throw new Error('No sign-in link in the dev outbox');
  const signedIn = await call(baseUrl, 'POST', '/api/auth/link/verify/', {
    json: { token: decodeURIComponent(token) },
  });
  return signedIn.access_token;
}

export async function seedParent(baseUrl, { number = '9876500001' } = {}) {
  const token = await signInNewParent(baseUrl, number);
  const today = todayInIndia();
  const children = [];
  for (const [name, ageDays, gender] of [
    ['Anaya', 430, 'girl'],
    ['Vihaan', 1280, 'boy'],
  ]) {
    children.push(
      await call(baseUrl, 'POST', '/api/vaccinetracker/onboarding/', {
        token,
        json: { name, dob: addDays(today, -ageDays), gender },
      }),
    );
  }
  const child = children[0];

  // A few vaccines done on their due dates, the first with its prescription.
  const dashboard = await call(
    baseUrl,
    'GET',
    `/api/vaccinetracker/dashboard/?child_id=${child.id}`,
    { token },
  );
  const due = [
    ...dashboard.missed_vaccines,
    ...dashboard.outstanding_vaccines,
    ...dashboard.upcoming_vaccine.flatMap((g) => g.vaccines),
  ]
    .filter((v) => v.date_of_vaccination <= today)
    .sort((a, b) => a.date_of_vaccination.localeCompare(b.date_of_vaccination))
    .slice(0, 6);
  for (const [i, vaccine] of due.entries()) {
    const form = new FormData();
    form.set('vaccine_id', vaccine.id);
    form.set('status', 'complete');
    form.set('vaccinated_on', vaccine.date_of_vaccination);
    form.set('comment', i === 0 ? 'Given at the PHC, no fever' : '');
    if (i === 0)
      form.set('prescription', new Blob([PDF], { type: 'application/pdf' }), 'prescription.pdf');
    await call(baseUrl, 'POST', '/api/vaccinetracker/dashboard/', { token, form });
  }

  // Ten growth records, roughly monthly from birth.
  for (let i = 0; i < 10; i++) {
    const ageDays = Math.round(i * 42);
    await call(baseUrl, 'POST', '/api/vaccinetracker/dashboard/childgrowthreport/', {
      token,
      json: {
        child_id: child.id,
        record_date: addDays(child.dob, ageDays),
        height: Math.round((49 + ageDays * 0.06) * 10) / 10,
        weight: Math.round((3.2 + ageDays * 0.015) * 100) / 100,
      },
    });
  }

  for (const [purpose, note] of [
    ['Fever', 'Paracetamol syrup 2.5 ml as needed'],
    ['Blood test', 'Haemoglobin normal'],
  ]) {
    const form = new FormData();
    form.set('child_id', child.id);
    form.set('purpose', purpose);
    form.set('note', note);
    form.set(
      'record',
      new Blob([PDF], { type: 'application/pdf' }),
      `${purpose.toLowerCase().replace(' ', '-')}.pdf`,
    );
    await call(baseUrl, 'POST', '/api/vaccinetracker/dashboard/medicalrecords/', { token, form });
  }

  // The first visit starts the trial and unlocks today's story: the bench measures the reads after.
  await call(baseUrl, 'GET', '/api/features/meal-stories/', { token });
  return { token, childId: child.id, completed: due.length };
}
