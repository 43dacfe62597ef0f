import type { Provider } from '@nestjs/common';

/** The portal's public address, for the links in identity's e-mails. */
export const PUBLIC_URL = Symbol('PUBLIC_URL');

export const publicUrlProvider: Provider = {
  provide: PUBLIC_URL,
  useFactory: () => process.env.PUBLIC_URL ?? `http://localhost:${process.env.GATEWAY_PORT ?? 3000}`,
};
