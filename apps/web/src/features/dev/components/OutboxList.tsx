import type { OutboxMessage } from '../api/dev';

/** Messages with their links made clickable, newest first. */
export function OutboxList({ messages }: { messages: OutboxMessage[] }) {
  if (messages.length === 0)
    return <p style={{ color: 'var(--color-text-muted)' }}>No messages yet.</p>;
  return (
    <ol
      aria-label="Messages"
      style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 10 }}
    >
      {messages.map((m, i) => (
        <li
          key={`${m.createdAt}-${i}`}
          style={{
            padding: 12,
            borderRadius: 12,
            background: '#e7fbe9',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
          }}
        >
          <small style={{ color: 'var(--color-text-muted)' }}>
            to +91 {m.to} · {m.kind} · {new Date(m.createdAt).toLocaleString('en-IN')}
          </small>
          <div>
            {m.text.split(/(https?:\/\/\S+)/).map((part, j) =>
              /^https?:\/\//.test(part) ? (
                <a key={j} href={part}>
                  {part}
                </a>
              ) : (
                part
              ),
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
