import net from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that a test can make misbehave, the way a network or a
 * database does: forward bytes, stall (hold every connection and pass nothing), or refuse (cut
 * every connection and each new one). Any mode can follow any other.
 */
export interface TcpProxy {
  port: number;
  /** Pass bytes both ways; after a stall, what was held goes through. */
  forward(): void;
  /** Hold every connection, old and new, open without passing a byte either way. */
  stall(): void;
  /** Cut every connection, and each new one as soon as it is made. */
  refuse(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: 'forward' | 'stall' | 'refuse' = 'forward';
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // A cut connection errors on both sides; the test looks at the app, not at the proxy.
    socket.on('error', () => undefined);
    if (mode === 'stall') socket.pause();
  };

  const server = net.createServer((client) => {
    if (mode === 'refuse') return void client.destroy();
    const upstream = net.connect(target.port, target.host);
    track(client);
    track(upstream);
    // Paused sockets are not read: their bytes wait in the kernel until forward() resumes them.
    client.on('data', (chunk) => upstream.write(chunk));
    upstream.on('data', (chunk) => client.write(chunk));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    port: (server.address() as net.AddressInfo).port,
    forward() {
      mode = 'forward';
      for (const socket of sockets) socket.resume();
    },
    stall() {
      mode = 'stall';
      for (const socket of sockets) socket.pause();
    },
    refuse() {
      mode = 'refuse';
      for (const socket of sockets) socket.destroy();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
