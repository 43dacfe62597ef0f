/** Texts the shell shows in more than one place. */
export const ShellMessages = {
  signInUnreachable: 'We could not reach the sign-in service. Please try again in a moment.',
} as const;
