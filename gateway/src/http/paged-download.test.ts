import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { CSV_PIECE_CHARS, csvPieces, sendCsvPages } from './paged-download.js';

test('a page of CSV lines goes out in pieces of at most the limit, whole lines, in order', () => {
  const lines = Array.from({ length: 1000 }, (_, i) => `${i},${'x'.repeat(150 + (i % 70))}\r\n`);
  const pieces = [...csvPieces(lines)];
  assert.equal(pieces.join(''), lines.join(''));
  assert.ok(pieces.length > 1, 'a thousand lines of ~200 characters are more than one piece');
  for (const piece of pieces) {
    assert.ok(piece.length <= CSV_PIECE_CHARS, `a piece of ${piece.length} characters`);
    assert.ok(piece.endsWith('\r\n'), 'pieces end at a line’s end');
  }
  // Filled up: a piece and the next line together would be over the limit.
  let at = 0;
  for (const piece of pieces.slice(0, -1)) {
    at += piece.split('\r\n').length - 1;
    assert.ok(piece.length + lines[at].length > CSV_PIECE_CHARS);
  }
});

test('a line longer than the limit is a piece of its own; no lines, no pieces', () => {
  assert.deepEqual([...csvPieces(['ab', 'cdefgh', 'i'], 4)], ['ab', 'cdefgh', 'i']);
  assert.deepEqual([...csvPieces(['ab', 'cd', 'e'], 4)], ['abcd', 'e']);
  assert.deepEqual([...csvPieces([])], []);
});

test('an export of several pages is sent as its head and every row, in pieces of at most the limit', async () => {
  const page = (n: number) => ({ n, lines: Array.from({ length: 1000 }, (_, i) => `${n}-${i},${'y'.repeat(190)}\r\n`) });
  let body: Readable | undefined;
  const headers: Record<string, string> = {};
  const reply = {
    header(name: string, value: string) {
      headers[name] = value;
      return reply;
    },
    send(stream: Readable) {
      body = stream;
      return reply;
    },
  };
  sendCsvPages(reply as unknown as FastifyReply, 'x.csv', page(1), {
    head: 'A,B\r\n',
    rows: (p) => p.lines,
    next: (p) => (p.n < 3 ? Promise.resolve(page(p.n + 1)) : undefined),
  });
  const pieces: string[] = [];
  for await (const piece of body!) pieces.push(piece as string);
  assert.equal(pieces.join(''), 'A,B\r\n' + [1, 2, 3].flatMap((n) => page(n).lines).join(''));
  assert.ok(pieces.every((piece) => piece.length <= CSV_PIECE_CHARS));
  assert.equal(headers['content-disposition'], 'attachment; filename="x.csv"');
});
