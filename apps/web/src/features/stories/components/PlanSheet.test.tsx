import '../../../test/dialog-polyfill';
import { i18n } from '@lingui/core';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { camelizeKeys, type PlanId } from '@tika/contract';
import { describe, expect, it, vi } from 'vitest';
import { hindiMessages as hindi } from '../../../test/catalogues';
import type { UserPlan } from '../api/stories';
import { PlanSheet } from './PlanSheet';
import { paidPlan } from './stories-fixtures';

/** A parent on the 7-story plan by default, with 200 stories still to sell, on 1 Dec. */
function renderSheet(
  props: {
    activePlans?: PlanId[];
    storiesAvailable?: number | null;
    storiesLeft?: number;
    ordering?: PlanId | null;
    busy?: boolean;
  } = {},
) {
  const onBuy = vi.fn();
  const left = props.storiesLeft ?? 5;
  const userPlan: UserPlan | null =
    props.storiesAvailable === null
      ? null
      : camelizeKeys({
          ...paidPlan('2026-11-30'),
          stories_remaining: left + 2,
          trial_stories_remaining: 2,
          active_plans: props.activePlans ?? [],
          stories_available_to_buy: props.storiesAvailable ?? 200,
          next_plan_starts_on: '2026-12-08',
        });
  render(
    <PlanSheet
      open
      onClose={vi.fn()}
      userPlan={userPlan}
      ordering={props.ordering ?? null}
      busy={props.busy ?? false}
      onBuy={onBuy}
    />,
  );
  const plan = (stories: number) => screen.getByRole('listitem', { name: `${stories} stories` });
  return { onBuy, plan };
}

/** "Price ₹49" etc.: each figure with its label. */
const figures = (item: HTMLElement) =>
  within(item)
    .getAllByRole('term')
    .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);

describe('PlanSheet', () => {
  it('prices each plan from paise: price, 18% GST, total and the price per story', () => {
    const { plan } = renderSheet();
    expect(screen.getByRole('dialog', { name: 'Choose a plan' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);

    expect(figures(plan(7))).toEqual(['Price ₹49', 'GST (18%) ₹8.82', 'Total ₹57.82']);
    expect(plan(7)).toHaveTextContent('₹7 per story');
    expect(figures(plan(30))).toEqual(['Price ₹150', 'GST (18%) ₹27', 'Total ₹177']);
    expect(plan(30)).toHaveTextContent('₹5 per story');
    expect(figures(plan(90))).toEqual(['Price ₹360', 'GST (18%) ₹64.80', 'Total ₹424.80']);
    expect(plan(90)).toHaveTextContent('₹4 per story');
  });

  it('buys the plan whose button is pressed', async () => {
    const { onBuy, plan } = renderSheet();
    await userEvent.click(within(plan(30)).getByRole('button', { name: 'Buy for ₹177' }));
    expect(onBuy).toHaveBeenCalledWith('plan_30');
  });

  it('marks the active plans with the stories left, and sells them again', async () => {
    const { onBuy, plan } = renderSheet({ activePlans: ['plan_7', 'plan_90'], storiesLeft: 12 });
    expect(within(plan(7)).getByText('Active')).toBeInTheDocument();
    expect(plan(7)).toHaveTextContent('12 stories left on your plan');
    expect(within(plan(30)).queryByText('Active')).not.toBeInTheDocument();
    expect(plan(30)).not.toHaveTextContent('left on your plan');
    expect(within(plan(90)).getByText('Active')).toBeInTheDocument();
    await userEvent.click(within(plan(7)).getByRole('button', { name: 'Buy again for ₹57.82' }));
    expect(onBuy).toHaveBeenCalledWith('plan_7');
  });

  it('says when each plan would unlock its stories: after the ones already owed', () => {
    const { plan } = renderSheet();
    expect(plan(7)).toHaveTextContent('One a day, 8 Dec to 14 Dec');
    expect(plan(30)).toHaveTextContent('One a day, 8 Dec to 6 Jan');
    expect(plan(90)).toHaveTextContent('One a day, 8 Dec to 7 Mar');
  });

  it('shows plans larger than what is left to unlock as unavailable, with the reason, and does not sell them', async () => {
    const { onBuy, plan } = renderSheet({ storiesAvailable: 12 });
    expect(within(plan(7)).queryByText('Not available')).not.toBeInTheDocument();
    expect(within(plan(7)).getByRole('button', { name: 'Buy for ₹57.82' })).toBeEnabled();
    for (const [stories, total] of [
      [30, '₹177'],
      [90, '₹424.80'],
    ] as const) {
      expect(within(plan(stories)).getByText('Not available')).toBeInTheDocument();
      const buy = within(plan(stories)).getByRole('button', { name: `Buy for ${total}` });
      expect(buy).toBeDisabled();
      expect(buy).toHaveAccessibleDescription(
        `Only 12 stories are left to unlock, fewer than this plan’s ${stories}.`,
      );
      await userEvent.click(buy);
    }
    expect(onBuy).not.toHaveBeenCalled();
  });

  it('says why nothing can be bought when no stories are left, the active plan included', () => {
    const { plan } = renderSheet({ storiesAvailable: 0, activePlans: ['plan_7'] });
    expect(
      within(plan(7)).getByRole('button', { name: 'Buy again for ₹57.82' }),
    ).toHaveAccessibleDescription(/^No stories are left to unlock/);
    expect(within(plan(7)).getByRole('button', { name: 'Buy again for ₹57.82' })).toBeDisabled();
    expect(
      within(plan(30)).getByRole('button', { name: 'Buy for ₹177' }),
    ).toHaveAccessibleDescription(/^No stories are left to unlock/);
    expect(within(plan(90)).getByRole('button', { name: 'Buy for ₹424.80' })).toBeDisabled();
    expect(plan(30)).not.toHaveTextContent('One a day');
  });

  it('speaks Hindi when the app does, prices and dates in Latin digits', () => {
    act(() => i18n.loadAndActivate({ locale: 'hi', messages: hindi }));
    try {
      renderSheet({ storiesAvailable: 12 });
      expect(screen.getByRole('dialog', { name: 'प्लान चुनें' })).toBeInTheDocument();
      const seven = screen.getByRole('listitem', { name: '7 कहानियाँ' });
      expect(figures(seven)).toEqual(['दाम ₹49', 'GST (18%) ₹8.82', 'कुल ₹57.82']);
      expect(seven).toHaveTextContent('₹7 प्रति कहानी');
      expect(seven).toHaveTextContent('रोज़ एक, 8 दिस॰ से 14 दिस॰ तक');
      expect(within(seven).getByRole('button', { name: '₹57.82 में ख़रीदें' })).toBeEnabled();
      const thirty = screen.getByRole('listitem', { name: '30 कहानियाँ' });
      expect(within(thirty).getByRole('button')).toHaveAccessibleDescription(
        'खुलने को सिर्फ़ 12 कहानियाँ बची हैं, इस प्लान की 30 कहानियों से कम।',
      );
    } finally {
      act(() => i18n.activate('en'));
    }
  });

  it('holds nothing back while the plan is still loading', () => {
    renderSheet({ storiesAvailable: null });
    for (const item of screen.getAllByRole('listitem'))
      expect(within(item).getByRole('button')).toBeEnabled();
  });

  it('disables every Buy button while a purchase is under way', () => {
    const { plan } = renderSheet({ ordering: 'plan_7', busy: true });
    expect(within(plan(7)).getByRole('button', { name: 'Starting payment…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    for (const item of screen.getAllByRole('listitem'))
      expect(within(item).getByRole('button')).toBeDisabled();
  });
});
