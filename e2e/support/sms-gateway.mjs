// Plays the bank's SMS gateway for the end-to-end run, on 127.0.0.1 only: POST /sms stores a
// message, GET /messages/<mobile> returns what that mobile was sent.
import { createServer } from 'node:http';

const port = Number(process.env.E2E_SMS_PORT ?? 8182);
const sent = new Map();

createServer((request, response) => {
  if (request.method === 'POST' && request.url === '/sms') {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const { to, message } = JSON.parse(body);
      sent.set(to, [...(sent.get(to) ?? []), message]);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
    return;
  }
  const match = /^\/messages\/(\d{10})$/.exec(request.url ?? '');
  if (request.method === 'GET' && match) {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(sent.get(match[1]) ?? []));
    return;
  }
  response.writeHead(request.url === '/health' ? 200 : 404).end();
}).listen(port, '127.0.0.1');
