const LANGUAGES = ['English', 'German', 'French'];
const CURRENCIES = ['USD', 'EUR', 'GBP'];
const TIME_ZONES = ['(UTC+01:00) Geneva, Zurich', '(UTC+00:00) London, Dublin', '(UTC-05:00) New York, Toronto'];

const SELECTS = [
  { id: 'set-language', label: 'Language', options: LANGUAGES },
  { id: 'set-currency', label: 'Currency', options: CURRENCIES },
  { id: 'set-timezone', label: 'Time Zone', options: TIME_ZONES },
];

/** Display preferences (spec 2 §2.7); not stored yet. */
export function Preferences() {
  return (
    <section className="card" aria-labelledby="set-preferences">
      <h2 id="set-preferences">Preferences</h2>
      {SELECTS.map(({ id, label, options }) => (
        <div className="field" key={id}>
          <label htmlFor={id}>{label}</label>
          <select id={id} className="select" defaultValue={options[0]}>
            {options.map((option) => (
              <option key={option}>{option}</option>
            ))}
          </select>
        </div>
      ))}
    </section>
  );
}
