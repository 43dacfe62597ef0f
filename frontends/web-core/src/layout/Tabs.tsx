import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabsProps<T extends string> {
  /** The tab list's accessible name. */
  label: string;
  /** Each tab's text, with an optional small caption above it (the group it belongs to). */
  tabs: ReadonlyArray<{ id: T; label: string; caption?: string }>;
  selected: T;
  onSelect: (id: T) => void;
  /** Prefix of the tabs' and the panel's ids (`<prefix>-tab-<id>`, `<prefix>-panel`). */
  idPrefix: string;
  /** The panel's look: a card (default) or `plain` inside a card or dialog that already frames it. */
  panel?: 'card' | 'plain';
  /** The selected tab's content. */
  children: ReactNode;
}

/**
 * The portal's one tab strip and its panel (WAI-ARIA tabs with automatic activation): only the selected
 * tab is in the Tab order; Left/Right move between tabs (wrapping), Home/End go to the first/last.
 */
export function Tabs<T extends string>({ label, tabs, selected, onSelect, idPrefix, panel = 'card', children }: TabsProps<T>) {
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const panelId = `${idPrefix}-panel`;
  const tabId = (id: T) => `${idPrefix}-tab-${id}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onSelect(tabs[next]!.id);
    buttons.current[next]?.focus();
  };

  return (
    <>
      <div role="tablist" aria-label={label} className="tabs">
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(el) => {
              buttons.current[index] = el;
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={tab.id === selected}
            aria-controls={panelId}
            tabIndex={tab.id === selected ? 0 : -1}
            className="tab"
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.caption && <span className="tab-caption">{tab.caption}</span>}
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} className={panel === 'card' ? 'tabpanel card' : 'tabpanel'}>
        {children}
      </div>
    </>
  );
}
