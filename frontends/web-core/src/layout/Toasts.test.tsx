import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { TOAST_DURATION_MS, ToastProvider, useToast } from './Toasts';

function Screen() {
  const show = useToast();
  return (
    <>
      <button type="button" onClick={() => show('success', 'Preferences saved successfully!')}>
        save
      </button>
      <button type="button" onClick={() => show('error', 'Failed to save preferences')}>
        fail
      </button>
    </>
  );
}

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('the toast stack', () => {
  test('a new error clears the older success toast', () => {
    render(
      <ToastProvider>
        <Screen />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(screen.getByRole('status')).toHaveTextContent('Preferences saved successfully!');
    fireEvent.click(screen.getByRole('button', { name: 'fail' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to save preferences');
    expect(screen.queryByText('Preferences saved successfully!')).toBeNull();
  });

  test('toasts clear by themselves after a few seconds, or at once with Dismiss', () => {
    render(
      <ToastProvider>
        <Screen />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS.success - 1));
    expect(screen.getByRole('status')).toBeVisible();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'fail' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
