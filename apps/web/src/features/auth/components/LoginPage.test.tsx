import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOT_REGISTERED_PROMPT } from '@tika/contract';
import { notify } from '../../../components/ui/toast';
import { queryClient } from '../../../lib/query-client';
import { fakeApi } from '../../../test/fake-api';
import { renderAuthRoute, signedInAnswer } from '../test/render-auth-route';
import { LoginPage } from './LoginPage';

vi.mock('../../../components/ui/toast', () => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  queryClient.clear();
  localStorage.clear();
});

async function askForCode(number = '9876543210') {
  await userEvent.type(screen.getByLabelText('WhatsApp number'), number);
  await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
}

describe('/login with a number nobody registered', () => {
  it('toasts the server message and shows the register prompt once', async () => {
    fakeApi({
      'GET /api/user/login/': {
        status: 404,
        body: { message: 'This number is not registered with Tika.', code: 'not_registered' },
      },
    });
    renderAuthRoute('/login', LoginPage, '/login');
    await askForCode();

    const prompt = await screen.findByRole('status');
    expect(prompt).toHaveTextContent(NOT_REGISTERED_PROMPT);
    expect(within(prompt).getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/onboarding',
    );
    expect(screen.getAllByText(NOT_REGISTERED_PROMPT)).toHaveLength(1);

    expect(notify.error).toHaveBeenCalledTimes(1);
    expect(notify.error).toHaveBeenCalledWith('This number is not registered with Tika.');
  });

  it('toasts other failures as the server words them, without the prompt', async () => {
    fakeApi({
      'GET /api/user/login/': {
        status: 429,
        body: { message: 'Too many OTP requests. Please try again later.', code: 'rate_limited' },
      },
    });
    renderAuthRoute('/login', LoginPage, '/login');
    await askForCode();
    await vi.waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Too many OTP requests. Please try again later.'),
    );
    expect(screen.queryByText(NOT_REGISTERED_PROMPT)).not.toBeInTheDocument();
  });
});

describe('/login asked again for a number that got a code a moment ago', () => {
  const waitAnswer = {
    status: 429,
    body: {
      message: 'Please wait 45 seconds before asking for a new OTP.',
      code: 'rate_limited',
      retry_after_seconds: 45,
      reason: 'otp_resend_wait',
    },
  };

  it('asks for the code already sent, counting down what is left of the minute', async () => {
    localStorage.setItem('referral_code', 'ABC');
    const api = fakeApi({
      'GET /api/user/login/': waitAnswer,
      'POST /api/user/login/': { body: signedInAnswer([{ id: 'child-1', name: 'Anaya' }]) },
    });
    renderAuthRoute('/login', LoginPage, '/login');
    await askForCode();

    expect(await screen.findByRole('heading', { name: 'Enter the OTP' })).toBeInTheDocument();
    expect(screen.getByText(/^Resend OTP in/)).toHaveTextContent('Resend OTP in 0:45');
    expect(notify.info).toHaveBeenCalledWith(
      'We sent you an OTP a moment ago. Please enter that code.',
    );
    expect(notify.error).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Digit 1'), '4321');
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/dashboard$/);
    expect(api.calls.at(-1)).toMatchObject({
      method: 'POST',
      body: { contact_number: '9876543210', otp: '4321', referral_code: 'ABC', language: 'en' },
    });
    expect(localStorage.getItem('referral_code')).toBeNull();
  });

  it('after Change number, asking again for the same number goes back to its code', async () => {
    let sends = 0;
    fakeApi({
      'GET /api/user/login/': () =>
        ++sends === 1
          ? { body: { message: 'OTP sent to your contact number', resend_after_seconds: 60 } }
          : waitAnswer,
    });
    renderAuthRoute('/login', LoginPage, '/login');
    await askForCode();
    await userEvent.click(await screen.findByRole('button', { name: 'Change number' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('heading', { name: 'Enter the OTP' })).toBeInTheDocument();
    expect(screen.getByText(/^Resend OTP in/)).toHaveTextContent('Resend OTP in 0:45');
  });
});

describe('/login on a developer machine', () => {
  it('links the outbox, where the code lands while WhatsApp is not configured', async () => {
    renderAuthRoute('/login', LoginPage, '/login');
    const notice = await screen.findByRole('note', { name: 'Signing in on this machine' });
    expect(within(notice).getByRole('link', { name: 'Outbox' })).toHaveAttribute(
      'href',
      '/dev/outbox',
    );
    // /login offers no Google sign-in: nothing to say about its stand-in.
    expect(notice).not.toHaveTextContent('Continue with Google');
  });

  it('shows no notice when the server has no stand-ins', async () => {
    renderAuthRoute('/login', LoginPage, '/login', {
      dev_mode: false,
      dev_stand_ins: { whatsapp: false, google: false },
    });
    expect(await screen.findByLabelText('WhatsApp number')).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
