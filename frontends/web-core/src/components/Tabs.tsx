import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabsProps<T extends string> {
  /** The tab list's accessible name. */
  label: string;
  tabs: ReadonlyArray<{ id: T; label: string }>;
  selected: T;
  onSelect: (id: T) => void;
  /** Prefix of the tabs' and the panel's ids (`<prefix>-tab-<id>`, `<prefix>-panel`). */
  idPrefix: string;
  listClassName?: string;
  tabClassName?: string;
  panelClassName?: string;
  /** The selected tab's content. */
  children: ReactNode;
}

/**
 * A tab list and its panel (WAI-ARIA tabs with automatic activation): only the selected tab is in the
 * Tab order; Left/Right move between tabs (wrapping), Home/End go to the first/last.
 */
export function Tabs<T extends string>({ label, tabs, selected, onSelect, idPrefix, listClassName, tabClassName, panelClassName, children }: TabsProps<T>) {
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
      <div role="tablist" aria-label={label} className={listClassName}>
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
            className={tabClassName}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} className={panelClassName}>
        {children}
      </div>
    </>
  );
}
