/** Placeholder until support tickets can be listed. */
export function MyTickets() {
  return (
    <>
      <h2>My Tickets</h2>
      <p>You have no support tickets yet.</p>
    </>
  );
}
