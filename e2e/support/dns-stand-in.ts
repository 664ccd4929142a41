// A local DNS server standing in for the public DNS of a merchant's domain (DNS_RESOLVER points the
// product at it): it answers the TXT, A and CNAME records the journey sets, and no others.
import { createSocket } from 'node:dgram';
import * as packet from 'dns-packet';

type RecordType = 'TXT' | 'A' | 'CNAME';

export interface DnsStandIn {
  /** host:port, for DNS_RESOLVER. */
  address: string;
  set(type: RecordType, name: string, values: string[]): void;
  close(): Promise<void>;
}

export async function startDnsStandIn(): Promise<DnsStandIn> {
  const records = new Map<string, string[]>();
  const key = (type: string, name: string) => `${type} ${name.toLowerCase().replace(/\.$/, '')}`;
  const socket = createSocket('udp4');
  socket.on('message', (message, from) => {
    const query = packet.decode(message);
    const answers: packet.Answer[] = [];
    for (const question of query.questions ?? []) {
      for (const value of records.get(key(question.type, question.name)) ?? []) {
        if (question.type === 'TXT')
          answers.push({ type: 'TXT', name: question.name, ttl: 60, data: [value] });
        else if (question.type === 'A')
          answers.push({ type: 'A', name: question.name, ttl: 60, data: value });
        else if (question.type === 'CNAME')
          answers.push({ type: 'CNAME', name: question.name, ttl: 60, data: value });
      }
    }
    const reply = packet.encode({
      type: 'response',
      id: query.id ?? 0,
      flags: packet.AUTHORITATIVE_ANSWER | packet.RECURSION_DESIRED | packet.RECURSION_AVAILABLE,
      questions: query.questions ?? [],
      answers,
    });
    socket.send(reply, from.port, from.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    address: `127.0.0.1:${socket.address().port}`,
    set: (type, name, values) => records.set(key(type, name), values),
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  };
}
