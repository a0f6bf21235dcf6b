import { TabPanel, TabView } from 'primereact/tabview';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { GroupsTab } from './groups-tab';
import { LogTab } from './log-tab';
import { UsersTab } from './users-tab';

const TABS = ['User', 'Role', 'Log'] as const;

/**
 * §2 Account management (/system/role?tab=User|Role|Log): administrator users, permission groups
 * and the operation log of every service's writes.
 */
export default function AccountsPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const active = Math.max(0, TABS.indexOf(params.get('tab') as (typeof TABS)[number]));
  return (
    <TabView
      activeIndex={active}
      onTabChange={(event) => setParams({ tab: TABS[event.index] ?? 'User' }, { replace: true })}
    >
      <TabPanel
        header={intl.formatMessage({ id: 'accounts.tabUser' })}
        pt={{ headerAction: { 'data-testid': 'accounts-tab-user' } as object }}
      >
        {active === 0 && <UsersTab />}
      </TabPanel>
      <TabPanel
        header={intl.formatMessage({ id: 'accounts.tabRole' })}
        pt={{ headerAction: { 'data-testid': 'accounts-tab-role' } as object }}
      >
        {active === 1 && <GroupsTab />}
      </TabPanel>
      <TabPanel
        header={intl.formatMessage({ id: 'accounts.tabLog' })}
        pt={{ headerAction: { 'data-testid': 'accounts-tab-log' } as object }}
      >
        {active === 2 && <LogTab />}
      </TabPanel>
    </TabView>
  );
}
