import { i18n } from '@lingui/core';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { FaqsRoute, loadLegalCatalogue } from '.';

function renderFaqs() {
  render(
    <MemoryRouter initialEntries={['/legal/faqs']}>
      <FaqsRoute />
    </MemoryRouter>,
  );
}

describe('the FAQs page', () => {
  // As the route's loader does before the page is drawn.
  beforeAll(() => loadLegalCatalogue());

  it('is a public page with the legal header and footer', () => {
    renderFaqs();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Frequently asked questions' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Sign Up' }),
    ).toHaveAttribute('href', '/onboarding');
    expect(
      within(screen.getByRole('navigation', { name: 'Legal' })).getByRole('link', {
        name: 'Medical Disclaimer',
      }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Frequently asked questions — Tika');
  });

  it('answers 8 to 12 questions, each a named section', () => {
    renderFaqs();
    const questions = screen.getAllByRole('heading', { level: 2 });
    expect(questions.length).toBeGreaterThanOrEqual(8);
    expect(questions.length).toBeLessThanOrEqual(12);
    for (const question of questions) {
      expect(question.textContent).toMatch(/\?$/);
      expect(screen.getByRole('region', { name: question.textContent! })).toHaveTextContent(
        /\w{3,}.*\./,
      );
    }
  });

  it('covers what parents ask: schedules, lists, reminders, children, growth, privacy, plans, deletion, the doctor', () => {
    renderFaqs();
    const answer = (question: RegExp) => screen.getByRole('region', { name: question });
    expect(answer(/Which vaccination schedule/)).toHaveTextContent(
      /IAP-ACVIP 2023.*Universal Immunization Programme.*tap Edit.*Save/,
    );
    expect(answer(/Pending status update/)).toHaveTextContent('Mark as complete');
    expect(answer(/Overdue/)).toHaveTextContent('Overdue');
    expect(answer(/another hospital/)).toHaveTextContent(/Mark as complete.*5 MB/);
    expect(answer(/WhatsApp reminders/)).toHaveTextContent(/reply STOP/);
    expect(answer(/more than one child/)).toHaveTextContent('up to 3 children');
    expect(answer(/growth charts/)).toHaveTextContent('WHO Child Growth Standards');
    expect(answer(/medical records and files private/)).toHaveTextContent('India');
    expect(answer(/mealtime stories/)).toHaveTextContent(
      /3-day free trial.*7 stories for ₹49 \(₹57\.82 with GST\).*30 stories for ₹150 \(₹177 with GST\).*90 stories for ₹360 \(₹424\.80 with GST\).*18% GST/,
    );
    expect(answer(/delete my account/)).toHaveTextContent('Delete my data');
    expect(answer(/replace my child’s paediatrician/)).toHaveTextContent(
      /\?No\. Tika .* does not give medical advice/,
    );
  });

  it('loads the legal catalogue of a language chosen later, then shows the page in it', async () => {
    renderFaqs();
    act(() => i18n.loadAndActivate({ locale: 'hi', messages: {} }));
    try {
      expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
      expect(
        await screen.findByRole('heading', { level: 1, name: 'अक्सर पूछे जाने वाले सवाल' }),
      ).toBeInTheDocument();
      expect(screen.getByText(/आख़िरी बार अपडेट: 22 नव॰ 2026/)).toBeInTheDocument();
    } finally {
      act(() => i18n.activate('en'));
    }
  });
});
