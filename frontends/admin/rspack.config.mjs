import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rspack/cli';
import { createConfig } from '../rspack.common.mjs';

export default defineConfig(createConfig({ appDir: fileURLToPath(new URL('.', import.meta.url)), role: 'remote', name: 'admin' }));
