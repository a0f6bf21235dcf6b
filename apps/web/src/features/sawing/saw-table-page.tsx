import { TabPanel, TabView } from 'primereact/tabview';
import { type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { BenchesTab } from './benches-tab';
import { ManualBenchTab } from './manual-bench-tab';
import { OrdersTab } from './orders-tab';
import { PricesTab } from './prices-tab';
import { StatisticsTab } from './statistics-tab';

/** The tabs, as `?tab=` names them. */
const TABS = ['statistics', 'orders', 'manual', 'prices', 'benches'] as const;
type Tab = (typeof TABS)[number];

const TITLES = {
  statistics: 'sawing.tab.statistics',
  orders: 'sawing.tab.orders',
  manual: 'sawing.tab.manual',
  prices: 'sawing.tab.prices',
  benches: 'sawing.tab.benches',
} as const;

/**
 * The bench screen (spec §2 Sawing, menu /stock/sawTable): statistics, orders and the manual
 * bench, then the processing prices by date and the benches (saw machines) themselves; the tab
 * is kept in `?tab=`. Only the open tab is mounted, so each asks the server when shown.
 */
export default function SawTablePage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const active = Math.max(0, TABS.indexOf(params.get('tab') as Tab));
  const panels: Record<Tab, () => ReactNode> = {
    statistics: () => <StatisticsTab />,
    orders: () => <OrdersTab />,
    manual: () => <ManualBenchTab />,
    prices: () => <PricesTab />,
    benches: () => <BenchesTab />,
  };
  return (
    <TabView
      activeIndex={active}
      onTabChange={(event) => setParams({ tab: TABS[event.index] ?? 'statistics' }, { replace: true })}
    >
      {TABS.map((tab, index) => (
        <TabPanel
          key={tab}
          header={intl.formatMessage({ id: TITLES[tab] })}
          pt={{ headerAction: { 'data-testid': `sawing-tab-${tab}` } as object }}
        >
          {active === index && panels[tab]()}
        </TabPanel>
      ))}
    </TabView>
  );
}
