import 'reflect-metadata';
import { test, expect } from '@jest/globals';
import { NatsRecordSerializer } from '@nestjs/microservices/serializers/nats-record.serializer.js';
import { JsonAnswer, JsonAnswerSerializer } from './json-answer.js';

const serializer = new JsonAnswerSerializer();

test("a JsonAnswer's text is the reply's response, as the same answer serialized would be", () => {
  const answer = { entries: [{ id: 'a', note: 'quote " and \\ and ü' }], next: null };
  const packet = { id: 'request-1', isDisposed: true };
  const sent = serializer.serialize({ ...packet, response: new JsonAnswer<typeof answer>(JSON.stringify(answer)) });
  expect(JSON.parse(sent.data as string)).toEqual({ ...packet, response: answer });
  expect(JSON.parse(sent.data as string)).toEqual(JSON.parse(new NatsRecordSerializer().serialize({ ...packet, response: answer }).data as string));
});

test('any other packet is serialized as Nest does', () => {
  const packets = [
    { id: 'r', response: { total: 3 }, isDisposed: true },
    { id: 'r', err: { statusCode: 404, message: 'No such entry' } },
    { isDisposed: true },
  ];
  for (const packet of packets) expect(serializer.serialize(packet)).toEqual(new NatsRecordSerializer().serialize(packet));
});

test('a JsonAnswer alone in its packet still makes one JSON object', () => {
  expect(JSON.parse(serializer.serialize({ response: new JsonAnswer('[1,2]') }).data as string)).toEqual({ response: [1, 2] });
});
