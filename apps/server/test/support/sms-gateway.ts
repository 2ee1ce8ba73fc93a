import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SentSms {
  to: string;
  message: string;
}

/** A real HTTP server on 127.0.0.1 that plays the bank's SMS gateway and keeps what it was sent. */
export interface TestSmsGateway {
  url: string;
  messages: SentSms[];
  /** The status the gateway answers with; set a 5xx to simulate an outage. */
  status: number;
  /** When set, requests are taken in and never answered: a gateway that hangs. */
  hang: boolean;
  lastCodeFor(mobile: string): string;
  close(): Promise<void>;
}

export async function startTestSmsGateway(): Promise<TestSmsGateway> {
  const gateway: Omit<TestSmsGateway, 'url' | 'close'> = {
    messages: [],
    status: 200,
    hang: false,
    lastCodeFor(mobile) {
      const last = gateway.messages.filter((m) => m.to === mobile).at(-1);
      const code = last?.message.match(/^(\d{4,6}) /)?.[1];
      if (!code) throw new Error(`no OTP was sent to ${mobile}`);
      return code;
    },
  };
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (gateway.hang) return;
      if (gateway.status >= 200 && gateway.status < 300) gateway.messages.push(JSON.parse(body) as SentSms);
      response.writeHead(gateway.status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(gateway, {
    url: `http://127.0.0.1:${port}/sms`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  });
}
