import { describe, expect, test } from '@jest/globals';
import { Suspense, use } from 'react';
import { render, screen } from '@testing-library/react';
import { settled, splitModule } from './settled';

const greetingModule = () => Promise.resolve({ Greeting: () => <p>Hello</p> });

function Reader({ promise }: { promise: Promise<number> }) {
  return <p>Value {use(promise)}</p>;
}

describe('code and data settled before the first render', () => {
  test('a component of a preloaded module renders at once, its fallback never shown', async () => {
    const split = splitModule(greetingModule);
    const Greeting = split.component((m) => m.Greeting);
    await split.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Greeting />
      </Suspense>,
    );
    expect(screen.getByText('Hello')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  test('without the preload the same component suspends first', async () => {
    const split = splitModule(greetingModule);
    const Greeting = split.component((m) => m.Greeting);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Greeting />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByText('Hello')).toBeTruthy();
  });

  test('use() reads a settled promise without suspending, and a plain one only after a fallback', async () => {
    const tracked = settled(Promise.resolve(5));
    await tracked;
    const { unmount } = render(
      <Suspense fallback={<p>Loading</p>}>
        <Reader promise={tracked} />
      </Suspense>,
    );
    expect(screen.getByText('Value 5')).toBeTruthy();
    unmount();

    const plain = Promise.resolve(6);
    await plain;
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Reader promise={plain} />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
  });

  test('a failed load is loaded again by the next preload', async () => {
    let calls = 0;
    const split = splitModule(() => (++calls === 1 ? Promise.reject(new Error('offline')) : greetingModule()));
    await expect(split.preload()).rejects.toThrow('offline');
    await expect(split.preload()).resolves.toHaveProperty('Greeting');
    expect(calls).toBe(2);
  });
});
