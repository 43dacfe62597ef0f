import { Tabs, type TabsProps } from '@portal/web-core/ui';

/** The back office's tab strip inside a section or dialog: the portal's Tabs, its panel without a card of its own. */
export function AdminTabs<T extends string>(props: Omit<TabsProps<T>, 'panel'>) {
  return <Tabs {...props} panel="plain" />;
}
