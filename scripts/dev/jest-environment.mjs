// Jest's node environment, with one difference: what `fetch(...).json()` returns is built in the
// test file's own realm. Jest runs each test file in a vm context of its own while fetch is Node's,
// so those objects had the other realm's prototypes, and node:assert's deepStrictEqual (which
// compares prototypes) refused them against equal literals ("Compared values have no visual difference").
import { TestEnvironment } from 'jest-environment-node';

export default class PortalTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const { fetch, JSON } = this.global;
    this.global.fetch = async (...args) => {
      const response = await fetch(...args);
      response.json = async () => JSON.parse(await response.text());
      return response;
    };
  }
}
