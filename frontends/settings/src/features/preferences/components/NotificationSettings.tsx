/** Notification channels (spec 2 §2.7); the buttons are placeholders until notifications exist. */
export function NotificationSettings() {
  return (
    <section className="card" aria-labelledby="set-notifications">
      <h2 id="set-notifications">Notifications</h2>
      <div className="set-buttons">
        <button type="button" className="btn btn-outline btn-sm">
          Email Notifications
        </button>
        <button type="button" className="btn btn-outline btn-sm">
          SMS Notifications
        </button>
        <button type="button" className="btn btn-outline btn-sm">
          Push Notifications
        </button>
      </div>
    </section>
  );
}
