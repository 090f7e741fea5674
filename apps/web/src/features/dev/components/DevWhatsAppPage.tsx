import { LIMITS } from '@tika/contract';
import { useState } from 'react';
import { StepScreen } from '../../../components/layout/StepScreen';
import { WhatsAppIcon } from '../../../components/ui/icons';
import { TextField } from '../../../components/ui/TextField';
import { notify } from '../../../components/ui/toast';
import { type OutboxMessage, readOutbox, sendInboundWhatsApp } from '../api/dev';
import { DevNotice } from './DevNotice';
import { OutboxList } from './OutboxList';
import { handleAsync } from '../../../lib/async-handler';

/**
 * /dev/whatsapp: stands in for the WhatsApp chat while WhatsApp is not configured. Sending
 * goes through the same handler as the real webhook; Tika's reply appears below.
 */
export function DevWhatsAppPage() {
  const [number, setNumber] = useState('');
  const [name, setName] = useState('');
  const [text, setText] = useState(
    () => new URLSearchParams(window.location.search).get('text') ?? 'Hi Tika!',
  );
  const [replies, setReplies] = useState<OutboxMessage[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async () => {
    if (!/^[6-9]\d{9}$/.test(number)) return setError('Please enter valid number');
    setBusy(true);
    try {
      await sendInboundWhatsApp({ from: number, text, name: name || undefined });
      setReplies(await readOutbox(number));
    } catch (err) {
      notify.error(err instanceof Error ? err.message : 'Something went wrong');
    } finally {
      setBusy(false);
    }
  };

  return (
    <StepScreen
      icon={<WhatsAppIcon size={36} />}
      headline="Chat with Tika"
      lead="Write to Tika as if from your phone."
      onNext={handleAsync(send)}
      nextLabel="Send message"
      busy={busy}
    >
      <DevNotice>WhatsApp is not configured, so this page stands in for the chat.</DevNotice>
      <TextField
        label="Your WhatsApp number"
        prefix="+91"
        allow="digits"
        maxLength={LIMITS.phoneDigits}
        inputMode="numeric"
        value={number}
        onChange={(v) => (setNumber(v), setError(null))}
        error={error}
      />
      <TextField
        label="Your name on WhatsApp"
        allow="letters"
        value={name}
        onChange={setName}
        hint="Optional"
      />
      <TextField label="Message" value={text} onChange={setText} maxLength={1000} />
      {replies && (
        <section aria-label="Replies from Tika">
          <OutboxList messages={replies} />
        </section>
      )}
    </StepScreen>
  );
}
