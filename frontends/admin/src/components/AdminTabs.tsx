import { Tabs, type TabsProps } from '@portal/web-core/ui';

/** The back office's tab strip inside a section or dialog: web-core's Tabs with the admin look. */
export function AdminTabs<T extends string>(props: Omit<TabsProps<T>, 'listClassName' | 'tabClassName' | 'panelClassName'>) {
  return <Tabs {...props} listClassName="adm-tabs" tabClassName="adm-tab" panelClassName="adm-tabpanel" />;
}
