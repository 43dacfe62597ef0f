/** Placeholder until support tickets can be opened. */
export function NewTicket() {
  return (
    <>
      <h2>New Ticket</h2>
      <p>Opening support tickets is coming soon.</p>
    </>
  );
}
