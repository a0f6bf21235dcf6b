import { resolveLocale } from '@timber/i18n';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Skeleton } from 'primereact/skeleton';
import { type FormEvent, lazy, type ReactNode, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { useBillingAccountSummaryQuery, useLedgerStatisticsSummaryQuery } from '../../api/api';
import { canAccess, COUNTING_PERMISSION } from '../../app/access';
import { VOLUME_DECIMALS } from '../../shared/format/format';
import { COUNT_UP_BIG_MS, COUNT_UP_SMALL_MS, CountUp } from '../../shared/ui/count-up';
import { EmptyState } from '../../shared/ui/empty-state';
import { useAppSelector } from '../../store/hooks';
import { type Summary, useCountingSummaryQuery, useDashboardSummaryQuery } from './dashboard.api';

/** The calculator and the volume library load on first open, not with the dashboard. */
const VolumeCalculatorDialog = lazy(() => import('./volume-calculator-dialog'));
/** The charts (and ApexCharts) and the stock-age panel load after the figures, in chunks of their own. */
const DashboardCharts = lazy(() => import('./dashboard-charts'));
const StockAgePanel = lazy(() => import('./stock-age-panel'));

/** The stock-age warning reads the stock: whoever sees the stock list (libs/contracts routes). */
const STOCK_PERMISSION = 'stock/list';

/** §2 Dashboard: the PDF guide of the user's language, built with the app (apps/web/guide). */
export const guidePath = (locale: string): string => `/PDF/dashboard_${resolveLocale(locale)}.pdf`;

/** Image list links of the dashboard (spec §2 Dashboard). */
export const IMAGE_LIST_PATH = '/imgList/index';
export const IMAGE_STATUS = { processing: 5, processed: 10 } as const;

export const EMPTY_SUMMARY: Summary = {
  qty: 0,
  volume: 0,
  entryQty: 0,
  deliveryQty: 0,
  entryVolume: 0,
  deliveryVolume: 0,
  handlingNum: 0,
  handledNum: 0,
};

interface FigureCardProps {
  testId: string;
  icon: string;
  title: ReactNode;
  quantity: number;
  volume: number;
  loading: boolean;
}

function FigureCard({ testId, icon, title, quantity, volume, loading }: FigureCardProps) {
  return (
    <div className="col-12 md:col-4">
      <section className="card dashboard-card h-full" data-testid={testId}>
        <div className="flex align-items-center gap-2 mb-3 text-color-secondary">
          <i className={`${icon} text-xl dashboard-card-icon`} aria-hidden />
          <h2 className="m-0 text-base font-medium">{title}</h2>
        </div>
        {loading ? (
          <Skeleton height="3.5rem" />
        ) : (
          <dl className="dashboard-figures m-0">
            <div>
              <dt>
                <FormattedMessage id="dashboard.quantity" />
              </dt>
              <dd>
                <CountUp value={quantity} duration={COUNT_UP_BIG_MS} className="dashboard-figure" />
                <span className="unit">
                  <FormattedMessage id="unit.pieces" />
                </span>
              </dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="dashboard.volume" />
              </dt>
              <dd>
                <CountUp
                  value={volume}
                  duration={COUNT_UP_BIG_MS}
                  decimals={VOLUME_DECIMALS}
                  className="dashboard-figure"
                />
                <span className="unit">
                  <FormattedMessage id="unit.m3" />
                </span>
              </dd>
            </div>
          </dl>
        )}
      </section>
    </div>
  );
}

function PictureCard({
  testId,
  title,
  count,
  status,
}: {
  testId: string;
  title: ReactNode;
  count: number;
  status: number;
}) {
  return (
    <div className="col-12 md:col-4">
      <Link
        to={`${IMAGE_LIST_PATH}?status=${status}`}
        className="card dashboard-card picture-card h-full"
        data-testid={testId}
      >
        <span className="text-color-secondary">{title}</span>
        <CountUp value={count} duration={COUNT_UP_SMALL_MS} className="dashboard-figure" />
      </Link>
    </div>
  );
}

/** Who sees the money figures: either money screen's key (libs/contracts PERMISSION_TREE; the branch key grants nothing). */
const MONEY_PERMISSION = ['invoice/costRecord', 'invoice/recharge'];

/** A figure in yuan, 2 decimals. */
function MoneyFigure({
  label,
  value,
  testId,
}: {
  label: ReactNode;
  value: number | undefined;
  testId: string;
}) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>
        {value === undefined ? (
          <Skeleton width="6rem" height="2rem" />
        ) : (
          <CountUp value={value} duration={COUNT_UP_BIG_MS} decimals={2} className="dashboard-figure" />
        )}
        <span className="unit">
          <FormattedMessage id="unit.yuan" />
        </span>
      </dd>
    </div>
  );
}

/**
 * The money figures (issue 18): the account's balance and what was charged this month (the ledger
 * report's default period, the first of the month to today), from billing.
 */
function MoneyCard() {
  const account = useBillingAccountSummaryQuery({ body: {} }, { refetchOnMountOrArgChange: true });
  const month = useLedgerStatisticsSummaryQuery({ body: {} }, { refetchOnMountOrArgChange: true });
  return (
    <div className="col-12 md:col-4">
      <Link to="/invoice/costRecord" className="card dashboard-card h-full block" data-testid="card-money">
        <div className="flex align-items-center gap-2 mb-3 text-color-secondary">
          <i className="pi pi-wallet text-xl dashboard-card-icon" aria-hidden />
          <h2 className="m-0 text-base font-medium">
            <FormattedMessage id="dashboard.money" />
          </h2>
        </div>
        <dl className="dashboard-figures m-0">
          <MoneyFigure
            label={<FormattedMessage id="dashboard.balance" />}
            value={account.data?.data.balance}
            testId="dashboard-balance"
          />
          <MoneyFigure
            label={<FormattedMessage id="dashboard.monthConsumption" />}
            value={month.data?.data.totalAmount}
            testId="dashboard-month-consumption"
          />
        </dl>
      </Link>
    </div>
  );
}

/** Today's figures (spec §2 Dashboard), fed by the summary call; zeros until stock exists. */
export default function DashboardPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { data, isLoading, isError, refetch } = useDashboardSummaryQuery();
  const [keyword, setKeyword] = useState('');
  /** Opened once, the calculator stays mounted so its inputs survive closing it. */
  const [calculator, setCalculator] = useState<'never' | 'open' | 'closed'>('never');
  const summary = data?.data ?? EMPTY_SUMMARY;
  // The picture cards and the image search lead to the image list: only for users who may open it
  // (issue 22 item 2); the others see no link that would refuse them.
  const user = useAppSelector((state) => state.session.user);
  const seesImages = user !== null && canAccess({ permission: COUNTING_PERMISSION }, user);
  const seesMoney = user !== null && canAccess({ permission: MONEY_PERMISSION }, user);
  const seesStock = user !== null && canAccess({ permission: STOCK_PERMISSION }, user);
  // The picture counts come from the counting service (images being recognised and recognised).
  const pictures = useCountingSummaryQuery(undefined, {
    refetchOnMountOrArgChange: true,
    skip: !seesImages,
  });
  const handlingNum = pictures.data?.data.handlingNum ?? summary.handlingNum;
  const handledNum = pictures.data?.data.handledNum ?? summary.handledNum;

  const search = (event: FormEvent) => {
    event.preventDefault();
    const num = keyword.trim();
    if (num) {
      void navigate(`${IMAGE_LIST_PATH}?num=${encodeURIComponent(num)}`);
    }
  };

  if (isError && !data) {
    return (
      <div className="card">
        <EmptyState>
          <FormattedMessage id="dashboard.loadFailed" />
        </EmptyState>
        <div className="flex justify-content-center">
          <Button
            icon="pi pi-refresh"
            label={intl.formatMessage({ id: 'common.retry' })}
            onClick={() => void refetch()}
          />
        </div>
      </div>
    );
  }

  return (
    <div className="dashboard" data-testid="dashboard">
      <div className="flex justify-content-end gap-2 mb-2">
        <a
          className="p-button p-button-outlined p-button-secondary no-underline"
          href={guidePath(intl.locale)}
          target="_blank"
          rel="noreferrer"
          data-testid="dashboard-guide"
        >
          <i className="pi pi-file-pdf mr-2" aria-hidden />
          <FormattedMessage id="dashboard.guide" />
        </a>
        <Button
          icon="pi pi-calculator"
          outlined
          label={intl.formatMessage({ id: 'volumeCalc.title' })}
          onClick={() => setCalculator('open')}
          data-testid="open-volume-calculator"
        />
      </div>
      <div className="grid">
        <FigureCard
          testId="card-stock"
          icon="pi pi-box"
          title={<FormattedMessage id="dashboard.stockToday" />}
          quantity={summary.qty}
          volume={summary.volume}
          loading={isLoading}
        />
        <FigureCard
          testId="card-entry"
          icon="pi pi-sign-in"
          title={<FormattedMessage id="dashboard.entryToday" />}
          quantity={summary.entryQty}
          volume={summary.entryVolume}
          loading={isLoading}
        />
        <FigureCard
          testId="card-delivery"
          icon="pi pi-sign-out"
          title={<FormattedMessage id="dashboard.deliveryToday" />}
          quantity={summary.deliveryQty}
          volume={summary.deliveryVolume}
          loading={isLoading}
        />
      </div>
      {seesMoney && (
        <div className="grid" data-testid="money-cards">
          <MoneyCard />
        </div>
      )}
      {seesImages && (
        <div className="grid" data-testid="picture-cards">
          <PictureCard
            testId="card-processing"
            title={<FormattedMessage id="dashboard.picturesProcessing" />}
            count={handlingNum}
            status={IMAGE_STATUS.processing}
          />
          <PictureCard
            testId="card-processed"
            title={<FormattedMessage id="dashboard.picturesProcessed" />}
            count={handledNum}
            status={IMAGE_STATUS.processed}
          />
          <div className="col-12 md:col-4">
            <form className="card dashboard-card h-full" onSubmit={search} role="search">
              <label htmlFor="image-search" className="text-color-secondary block mb-2">
                <FormattedMessage id="dashboard.imageSearch" />
              </label>
              <div className="p-inputgroup">
                <InputText
                  id="image-search"
                  value={keyword}
                  onChange={(event) => setKeyword(event.target.value)}
                  placeholder={intl.formatMessage({ id: 'dashboard.imageSearchPlaceholder' })}
                />
                <Button
                  type="submit"
                  icon="pi pi-search"
                  aria-label={intl.formatMessage({ id: 'common.search' })}
                />
              </div>
            </form>
          </div>
        </div>
      )}
      <Suspense fallback={null}>
        <DashboardCharts />
        {seesStock && <StockAgePanel />}
      </Suspense>
      {calculator !== 'never' && (
        <Suspense fallback={null}>
          <VolumeCalculatorDialog visible={calculator === 'open'} onHide={() => setCalculator('closed')} />
        </Suspense>
      )}
    </div>
  );
}
