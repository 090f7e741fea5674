import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calendarFeedKey } from '../../features/calendar/api/calendar-feed';
import { HomeTab } from './dashboard-tabs';
import { fakeApi, neverAnswer } from '../../test/fake-api';
import { renderRoutes, testQueryClient } from '../../test/render';

function renderHome(child: { id: string; name: string; dob: string }) {
  const client = testQueryClient();
  client.setQueryData(calendarFeedKey(child.id), {
    url: `https://tika.test/api/calendar/${child.id}.ics`,
    webcalUrl: `webcal://tika.test/api/calendar/${child.id}.ics`,
  });
  renderRoutes([{ path: '/dashboard', element: <HomeTab child={child} /> }], '/dashboard', client);
}

describe('HomeTab', () => {
  // The vaccine lists and stories stay loading: this is about the cards below them.
  beforeEach(() => {
    fakeApi({ '*': neverAnswer });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("offers the selected child's records to take to the doctor and their calendar feed", () => {
    renderHome({ id: 'c7', name: 'Ira', dob: '2025-01-01' });
    const takeAlong = screen.getByRole('region', { name: 'Take to the doctor' });
    expect(takeAlong).toHaveTextContent("Ira's vaccinations and growth");
    expect(within(takeAlong).getByRole('button', { name: 'Vaccination card (PDF)' })).toBeEnabled();
    expect(within(takeAlong).getByRole('button', { name: 'Health record (FHIR)' })).toBeEnabled();

    const calendar = screen.getByRole('region', { name: 'Add vaccination dates to your calendar' });
    expect(within(calendar).getByRole('link', { name: 'Open in calendar' })).toHaveAttribute(
      'href',
      'webcal://tika.test/api/calendar/c7.ics',
    );
    expect(within(calendar).getByLabelText('Calendar link')).toHaveValue(
      'https://tika.test/api/calendar/c7.ics',
    );
  });
});
