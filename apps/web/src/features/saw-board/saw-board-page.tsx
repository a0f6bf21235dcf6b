import { SAW_BOARD_CLOCK_MS, SAW_BOARD_REFRESH_MS } from '@timber/contracts';
import { type WebMessageId } from '@timber/i18n';
import { Message } from 'primereact/message';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../api/base-query';
import { formatVolume } from '../../shared/format/format';
import { EmptyState } from '../../shared/ui/empty-state';
import { Spinner } from '../../shared/ui/spinner';
import { boardLinkOf } from './saw-board-rules';
import { type SawBoardSummaryApiResponse, useSawBoardSummaryQuery } from './saw-board.api';
import { useBoardEvents } from './use-board-events';

type Board = SawBoardSummaryApiResponse['data'];
type Figures = Board['totals'];

/** The board's columns after the machine, numbers to the right (§2 real-time board). */
const COLUMNS: readonly [WebMessageId, (intl: ReturnType<typeof useIntl>, f: Figures) => string][] = [
  ['sawBoard.unfinished', (_, f) => String(f.unfinished)],
  ['sawBoard.finished', (_, f) => String(f.finished)],
  ['sawBoard.logQty', (_, f) => String(f.logQty)],
  ['sawBoard.logVol', (intl, f) => formatVolume(intl, f.logVol)],
  ['sawBoard.woodVol', (intl, f) => formatVolume(intl, f.woodVol)],
  ['sawBoard.outturn', (intl, f) => (f.outturn === null ? '—' : `${intl.formatNumber(f.outturn)} %`)],
];

/** The time of day, ticking every second (§9 clock 1 s). */
function Clock() {
  const intl = useIntl();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), SAW_BOARD_CLOCK_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <time className="text-5xl font-bold" dateTime={now.toISOString()} data-testid="saw-board-clock">
      {intl.formatTime(now, { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false })}
    </time>
  );
}

function Row({
  label,
  figures,
  testId,
  machineNo,
}: {
  label: string;
  figures: Figures;
  testId: string;
  machineNo?: string;
}) {
  const intl = useIntl();
  return (
    <tr className="border-top-1 border-gray-700" data-testid={testId} data-machine={machineNo}>
      <th scope="row" className="text-left py-3 px-2">
        {label}
      </th>
      {COLUMNS.map(([id, value]) => (
        <td key={id} className="text-right py-3 px-2" data-column={id.slice('sawBoard.'.length)}>
          {value(intl, figures)}
        </td>
      ))}
    </tr>
  );
}

function BoardTable({ board }: { board: Board }) {
  const intl = useIntl();
  if (board.benches.length === 0) {
    return (
      <EmptyState>
        <FormattedMessage id="sawBoard.noBenches" />
      </EmptyState>
    );
  }
  return (
    <table className="w-full text-3xl" style={{ borderCollapse: 'collapse' }} data-testid="saw-board-table">
      <thead>
        <tr className="text-xl text-gray-400">
          <th className="text-left py-2 px-2">
            <FormattedMessage id="sawBoard.machine" />
          </th>
          {COLUMNS.map(([id]) => (
            <th key={id} className="text-right py-2 px-2">
              <FormattedMessage id={id} />
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {board.benches.map((bench) => (
          <Row
            key={bench.machineNo}
            label={`${bench.machineNo} ${bench.name}`}
            figures={bench}
            testId="saw-board-bench"
            machineNo={bench.machineNo}
          />
        ))}
      </tbody>
      <tfoot className="font-bold">
        <Row
          label={intl.formatMessage({ id: 'sawBoard.total' })}
          figures={board.totals}
          testId="saw-board-total"
        />
      </tfoot>
    </table>
  );
}

/**
 * The real-time sawing board (/sawTableOnline, §2; public through the tenant's signed board link):
 * today's figures per saw machine, large enough for a wall screen, the clock ticking every second,
 * the figures read again every 60 s (§9) and at once when an order closes (server-sent events).
 * A link refused (of another company, or revoked by the office) says so instead of the figures.
 */
export default function SawBoardPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const link = boardLinkOf(params);
  const board = useSawBoardSummaryQuery(
    { body: link ?? { cusNo: '', token: '' } },
    { skip: link === null, pollingInterval: SAW_BOARD_REFRESH_MS, refetchOnFocus: true },
  );
  const live = useBoardEvents(link, board.isSuccess, () => void board.refetch());
  const data = board.data?.data;
  return (
    <main
      className="min-h-screen p-4 md:p-6 text-white"
      style={{ background: '#0f172a' }}
      data-testid="saw-board"
    >
      <header className="flex flex-wrap align-items-center justify-content-between gap-3 mb-4">
        <div>
          <h1 className="m-0 text-5xl">
            <FormattedMessage id="sawBoard.title" />
          </h1>
          {data && (
            <span className="text-2xl text-gray-400">
              <FormattedMessage id="sawBoard.day" values={{ date: data.date }} />
            </span>
          )}
        </div>
        <div className="flex align-items-center gap-4">
          {data && !board.error && (
            <span
              className={`text-xl ${live ? 'text-green-400' : 'text-yellow-400'}`}
              data-testid="saw-board-live"
              data-live={live}
            >
              <i className={`pi ${live ? 'pi-circle-fill' : 'pi-spin pi-spinner'} mr-2`} aria-hidden />
              <FormattedMessage id={live ? 'sawBoard.live' : 'sawBoard.reconnecting'} />
            </span>
          )}
          <Clock />
        </div>
      </header>
      {link === null ? (
        <Message
          severity="warn"
          text={intl.formatMessage({ id: 'sawBoard.noLink' })}
          data-testid="saw-board-refused"
        />
      ) : board.error ? (
        <Message severity="error" text={errorMessage(board.error)} data-testid="saw-board-refused" />
      ) : data ? (
        <BoardTable board={data} />
      ) : (
        <Spinner size="6rem" />
      )}
    </main>
  );
}
