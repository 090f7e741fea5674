/** Dev pages say plainly what they stand in for. */
export function DevNotice({ children }: { children: React.ReactNode }) {
  return (
    <p
      role="note"
      style={{
        margin: 0,
        padding: 12,
        borderRadius: 12,
        background: '#fff4e5',
        color: 'var(--color-warning)',
        fontSize: '0.9rem',
      }}
    >
      Development mode: {children}
    </p>
  );
}
