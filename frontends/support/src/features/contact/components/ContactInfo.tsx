export function ContactInfo() {
  return (
    <>
      <h2>Contact Info</h2>
      <p>
        <strong>Geneva office</strong>
        <br />
        Rue du Rhône 100, 1204 Geneva, Switzerland
      </p>
      <p>
        <strong>Live chat</strong>
        <br />
        Available 24/7
      </p>
    </>
  );
}
