import type { DashboardResponse, DoseForecastWire, VaccineEntry } from '@tika/contract';
import type { DashboardEntry, VaccineDashboard } from './api/dashboard';

/* Dashboard entries as the wire sends them (snake_case) and as the app reads them, for tests. */

type ForecastState = DoseForecastWire['state'];

/** The engine's verdict on the wire. */
export const wireForecast = (
  state: ForecastState,
  extra: Partial<DoseForecastWire> = {},
): DoseForecastWire => ({
  state,
  earliest_date: null,
  last_date: null,
  window_closed: false,
  reason: null,
  explanation: null,
  ...extra,
});

/** A scheduled dose on the wire, pending and due by default. */
export const wireEntry = (
  id: string,
  name: string,
  extra: Partial<VaccineEntry> = {},
): VaccineEntry => ({
  id,
  vaccine: {
    name,
    vaccine_full_name: `${name} vaccine`,
    description: `About ${name}.`,
    age_range: '6 weeks',
  },
  date_of_vaccination: '2026-01-01',
  vaccinated_on: null,
  comment: '',
  image_url: null,
  status: 'pending',
  days: null,
  dose_code: name.toLowerCase().replace(/\W+/g, '-'),
  brand: '',
  batch: '',
  place: '',
  not_needed_note: '',
  forecast: wireForecast('due'),
  changed_by: null,
  ...extra,
});

/** A dashboard on the wire with nothing in it; spread lists over it. */
export const wireDashboard = (lists: Partial<DashboardResponse> = {}): DashboardResponse => ({
  missed_vaccines: [],
  completed_vaccines: [],
  outstanding_vaccines: [],
  upcoming_vaccine: [],
  not_needed_vaccines: [],
  no_longer_due_vaccines: [],
  brands: [],
  ...lists,
});

/** The engine's verdict as the app reads it. */
export const forecast = (
  state: ForecastState,
  extra: Partial<NonNullable<DashboardEntry['forecast']>> = {},
): NonNullable<DashboardEntry['forecast']> => ({
  state,
  earliestDate: null,
  lastDate: null,
  windowClosed: false,
  reason: null,
  explanation: null,
  ...extra,
});

/** A scheduled dose as the app reads it, pending and due by default. */
export const entry = (
  id: string,
  name: string,
  extra: Partial<DashboardEntry> = {},
): DashboardEntry => ({
  id,
  vaccine: {
    name,
    vaccineFullName: `${name} vaccine`,
    description: `About ${name}.`,
    ageRange: '6 weeks',
  },
  dateOfVaccination: '2026-01-01',
  vaccinatedOn: null,
  comment: '',
  imageUrl: null,
  status: 'pending',
  days: null,
  doseCode: name.toLowerCase().replace(/\W+/g, '-'),
  brand: '',
  batch: '',
  place: '',
  notNeededNote: '',
  forecast: forecast('due'),
  changedBy: null,
  ...extra,
});

/** A dashboard as the app reads it with nothing in it; spread lists over it. */
export const dashboard = (lists: Partial<VaccineDashboard> = {}): VaccineDashboard => ({
  missedVaccines: [],
  completedVaccines: [],
  outstandingVaccines: [],
  upcomingVaccine: [],
  notNeededVaccines: [],
  noLongerDueVaccines: [],
  brands: [],
  ...lists,
});
