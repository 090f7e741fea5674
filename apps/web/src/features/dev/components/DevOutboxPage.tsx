import { useQuery } from '@tanstack/react-query';
import { LIMITS } from '@tika/contract';
import { useState } from 'react';
import { Page } from '../../../components/layout/Page';
import { TextField } from '../../../components/ui/TextField';
import { readOutbox } from '../api/dev';
import { DevNotice } from './DevNotice';
import { OutboxList } from './OutboxList';

/** /dev/outbox: every WhatsApp message Tika would have sent, newest first. */
export function DevOutboxPage() {
  const [to, setTo] = useState('');
  // Any complete number filters, even one the sign-in rules would refuse: the outbox shows what was sent.
  const filter = to.length === LIMITS.phoneDigits && /^\d+$/.test(to) ? to : undefined;
  const { data, refetch, isFetching } = useQuery({
    queryKey: ['dev-outbox', filter],
    queryFn: () => readOutbox(filter),
    refetchInterval: 3000,
  });
  return (
    <Page>
      <main style={{ display: 'grid', gap: 14 }}>
        <h1 style={{ margin: 0 }}>Outbox</h1>
        <DevNotice>
          WhatsApp is not configured, so messages are kept here instead of being sent.
        </DevNotice>
        <TextField
          label="Filter by number"
          prefix="+91"
          allow="digits"
          maxLength={LIMITS.phoneDigits}
          inputMode="numeric"
          value={to}
          onChange={setTo}
        />
        <button
          type="button"
          onClick={() => void refetch()}
          disabled={isFetching}
          style={{ justifySelf: 'start' }}
        >
          Refresh
        </button>
        <OutboxList messages={data ?? []} />
      </main>
    </Page>
  );
}
