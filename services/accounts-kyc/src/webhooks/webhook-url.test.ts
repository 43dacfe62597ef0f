import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { WebhookMessages } from '@portal/contracts';
import { addressKind, checkWebhookTarget, parseWebhookUrl, WebhookUrlError, type Lookup } from './webhook-url.js';

const production = { production: true };
const local = { production: false };
const refused = (message: string) => (error: unknown) => error instanceof WebhookUrlError && error.message === message;
/** A resolver that answers fixed addresses, as DNS would. */
const answers =
  (...addresses: string[]): Lookup =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

test('addresses: loopback, private, shared, link-local, reserved and their IPv6 forms are not public', () => {
  for (const a of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) assert.equal(addressKind(a), 'loopback', a);
  for (const a of [
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '100.64.0.1',
    '169.254.169.254',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    'fd00::1',
    'fe80::1',
    '::',
    '::ffff:10.0.0.1',
    '::ffff:a9fe:a9fe',
    '64:ff9b::a00:1',
  ])
    assert.equal(addressKind(a), 'not-public', a);
  for (const a of ['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8']) assert.equal(addressKind(a), 'public', a);
  assert.equal(addressKind('not-an-address'), 'not-public');
});

test('production: https only, no credentials, no loopback or private address literal', () => {
  assert.equal(parseWebhookUrl('https://hooks.partner.org/portal?x=1', production).hostname, 'hooks.partner.org');
  assert.throws(() => parseWebhookUrl('http://hooks.partner.org/portal', production), refused(WebhookMessages.httpsRequired));
  assert.throws(() => parseWebhookUrl('http://10.0.0.5/hook', production), refused(WebhookMessages.httpsRequired));
  assert.throws(() => parseWebhookUrl('https://10.0.0.5/hook', production), refused(WebhookMessages.privateAddress));
  assert.throws(() => parseWebhookUrl('https://169.254.169.254/latest', production), refused(WebhookMessages.privateAddress));
  assert.throws(() => parseWebhookUrl('https://127.0.0.1/hook', production), refused(WebhookMessages.privateAddress));
  assert.throws(() => parseWebhookUrl('https://[::1]/hook', production), refused(WebhookMessages.privateAddress));
  assert.throws(() => parseWebhookUrl('https://localhost/hook', production), refused(WebhookMessages.privateAddress));
  assert.throws(() => parseWebhookUrl('https://user:pw@hooks.partner.org/', production), refused(WebhookMessages.credentialsInUrl));
  assert.throws(() => parseWebhookUrl('ftp://hooks.partner.org/', production), refused(WebhookMessages.invalidUrl));
  assert.throws(() => parseWebhookUrl('not a url', production), refused(WebhookMessages.invalidUrl));
});

test('outside production: a local receiver over http, nothing else in clear or private', () => {
  for (const url of ['http://localhost:4567/hook', 'http://127.0.0.1:4567/hook', 'http://[::1]:4567/hook', 'https://hooks.partner.org/'])
    assert.doesNotThrow(() => parseWebhookUrl(url, local), url);
  assert.throws(() => parseWebhookUrl('http://hooks.partner.org/', local), refused(WebhookMessages.httpsRequired));
  assert.throws(() => parseWebhookUrl('http://192.168.1.20/hook', local), refused(WebhookMessages.httpsRequired));
  assert.throws(() => parseWebhookUrl('https://192.168.1.20/hook', local), refused(WebhookMessages.privateAddress));
});

test('the host is resolved and every address it answers must be allowed (a name for a private address is refused)', async () => {
  await assert.doesNotReject(checkWebhookTarget('https://hooks.partner.org/x', production, answers('93.184.216.34')));
  await assert.rejects(checkWebhookTarget('https://internal.partner.org/x', production, answers('10.0.0.7')), refused(WebhookMessages.privateAddress));
  await assert.rejects(
    checkWebhookTarget('https://mixed.partner.org/x', production, answers('93.184.216.34', '169.254.169.254')),
    refused(WebhookMessages.privateAddress),
  );
  await assert.rejects(checkWebhookTarget('https://rebind.partner.org/x', production, answers('::ffff:127.0.0.1')), refused(WebhookMessages.privateAddress));
  await assert.rejects(
    checkWebhookTarget('https://gone.partner.org/x', production, async () => {
      throw new Error('ENOTFOUND');
    }),
    refused(WebhookMessages.unresolvable),
  );
  // Outside production a name for loopback is a local receiver; a private address still is not.
  await assert.doesNotReject(checkWebhookTarget('https://dev.partner.org/x', local, answers('127.0.0.1')));
  await assert.rejects(checkWebhookTarget('https://lan.partner.org/x', local, answers('192.168.0.9')), refused(WebhookMessages.privateAddress));
});
