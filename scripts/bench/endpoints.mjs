// What `npm run bench` and scripts/bench/compare.mjs load: two framework ceilings, the database
// ceiling, and a signed-in parent's main reads, with one autocannon run over any of them.
import autocannon from 'autocannon';

/** The endpoints for a parent seeded by seed.mjs; `kind` says what each one is compared with. */
export function endpoints(seed) {
  const auth = { authorization: `Bearer ${seed.token}` };
  return [
    // /api/config/ touches no database: what Fastify + JSON cost on their own.
    { name: 'framework: GET /api/config/ (no database)', kind: 'ceiling', path: '/api/config/' },
    // /api/health/ runs `select 1`: the framework plus one un-indexed round trip.
    { name: 'framework: GET /api/health/ (select 1)', kind: 'ceiling', path: '/api/health/' },
    // resolveSession: exactly one SELECT by the unique index on sessions.token_hash.
    {
      name: 'database: POST /api/token/verify/',
      kind: 'db-ceiling',
      path: '/api/token/verify/',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: seed.token }),
    },
    {
      name: 'dashboard: GET /api/vaccinetracker/dashboard/',
      kind: 'read',
      path: `/api/vaccinetracker/dashboard/?child_id=${seed.childId}`,
      headers: auth,
    },
    {
      name: 'growth: GET …/childgrowthreport/',
      kind: 'read',
      path: `/api/vaccinetracker/dashboard/childgrowthreport/?child_id=${seed.childId}`,
      headers: auth,
    },
    {
      name: 'stories: GET /api/features/meal-stories/',
      kind: 'read',
      path: '/api/features/meal-stories/',
      headers: auth,
    },
  ];
}

/** One autocannon run of `seconds` against an endpoint. */
export function load(baseUrl, endpoint, { connections, seconds }) {
  return autocannon({
    url: `${baseUrl}${endpoint.path}`,
    method: endpoint.method ?? 'GET',
    headers: endpoint.headers,
    body: endpoint.body,
    connections,
    duration: seconds,
  });
}
