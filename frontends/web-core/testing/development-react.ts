// Runs before anything a component test file imports. React's act(), which Testing Library wraps every
// render and event in, exists only in React's development build, and React picks its build from
// NODE_ENV when it is first imported; `npm test` passes the platform's NODE_ENV (production) to Jest.
process.env.NODE_ENV = 'test';
