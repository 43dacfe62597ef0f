#!/usr/bin/env node
// maildev (same options as its own command line) whose SMTP side works like a real submission relay:
// STARTTLS offered, and AUTH required and allowed only after it. maildev turns STARTTLS off whenever
// AUTH is on (it knows TLS only from the first byte, --incoming-secure); this sets its SMTP server's
// options (smtp-server's) back before the server is made: STARTTLS shown, AUTH never over plain text.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from '@maildev/smtp';

const buildServerConfig = SMTPServer.prototype.buildServerConfig;
SMTPServer.prototype.buildServerConfig = function starttlsAndAuth() {
  const config = buildServerConfig.call(this);
  if (config.onAuth && config.key && !config.secure) {
    Object.assign(config, { hideSTARTTLS: false, disabledCommands: [], allowInsecureAuth: false, authOptional: false });
  }
  return config;
};

const cli = path.join(path.dirname(fileURLToPath(import.meta.resolve('maildev'))), 'bin', 'maildev.js');
await import(cli);
