import { WOOD_PIECE_PAGE_SIZE } from '@timber/contracts';
import { Column } from 'primereact/column';
import { Dialog } from 'primereact/dialog';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DataTableView, type Paging } from '../../../shared/ui/data-table-view';
import {
  useStockInWoodPieceListQuery,
  useStockOutWoodPieceListQuery,
  useStockWoodPieceListQuery,
} from '../sheets.api';
import { type WoodPiece } from './diam-data-api';

/** The rows the dialog shows: all, or one row of the diameter table (the "view" action). */
export interface PieceFilter {
  dia?: number;
  length?: number;
}

interface WoodPiecesDialogProps {
  type: 'stock' | 'stockIn' | 'stockOut';
  id: string;
  /** the standard of the diameter table, so a row's pieces are the ones it counts */
  standard: string | undefined;
  /** null: closed */
  filter: PieceFilter | null;
  onHide: () => void;
}

const FIRST: Paging = { page: 1, pageSize: WOOD_PIECE_PAGE_SIZE };

/** Volumes of single logs keep the standard's own decimals (up to 4, GB/T 4814 below 8 cm). */
const PIECE_VOLUME = { minimumFractionDigits: 3, maximumFractionDigits: 4 } as const;

/**
 * The wood detail dialog (spec §2, §3 Wood piece): the logs of the detail, 10 a page, with their
 * readings, their class and volume under the table's standard, and their provenance.
 */
export function WoodPiecesDialog({ type, id, standard, filter, onHide }: WoodPiecesDialogProps) {
  const intl = useIntl();
  const [paging, setPaging] = useState<Paging>(FIRST);
  const open = filter !== null;
  const body = {
    body: {
      id,
      page: paging.page,
      pageSize: paging.pageSize,
      ...(filter?.dia === undefined ? {} : { dia: filter.dia }),
      ...(filter?.length === undefined ? {} : { length: filter.length }),
      ...(standard ? { standard } : {}),
    },
  };
  const stockIn = useStockInWoodPieceListQuery(body, { skip: !open || type !== 'stockIn' });
  const stockOut = useStockOutWoodPieceListQuery(body, { skip: !open || type !== 'stockOut' });
  const stock = useStockWoodPieceListQuery(body, { skip: !open || type !== 'stock' });
  const list = type === 'stockIn' ? stockIn : type === 'stockOut' ? stockOut : stock;
  const page = list.data?.data;
  const hide = () => {
    setPaging(FIRST);
    onHide();
  };
  /** entered by hand or measured */
  const yesNo = (manual: boolean) => intl.formatMessage({ id: manual ? 'diamData.yes' : 'diamData.no' });
  const number = (value: number | null, digits = 1) =>
    value === null ? '\u2014' : intl.formatNumber(value, { maximumFractionDigits: digits });
  const title =
    filter?.dia !== undefined && filter.length !== undefined ? (
      <FormattedMessage
        id="diamData.pieces.titleRow"
        values={{ dia: filter.dia, length: intl.formatNumber(filter.length) }}
      />
    ) : (
      <FormattedMessage id="diamData.pieces.title" />
    );
  return (
    <Dialog
      visible={open}
      onHide={hide}
      header={title}
      style={{ width: '64rem' }}
      breakpoints={{ '1100px': '95vw' }}
      draggable={false}
      modal
      data-testid="diam-pieces-dialog"
    >
      {page && (
        <p className="mt-0 text-color-secondary text-sm">
          <FormattedMessage id="diamData.pieces.standard" values={{ standard: page.standard }} />
        </p>
      )}
      <DataTableView<WoodPiece & Record<string, unknown>>
        rows={(page?.records ?? []) as (WoodPiece & Record<string, unknown>)[]}
        total={page?.total ?? 0}
        loading={list.isFetching}
        paging={paging}
        onPaging={setPaging}
        pageSizes={[WOOD_PIECE_PAGE_SIZE]}
        dataKey="id"
        testId="diam-pieces"
      >
        <Column field="woodCode" header={intl.formatMessage({ id: 'diamData.pieces.woodCode' })} />
        <Column
          header={intl.formatMessage({ id: 'diamData.pieces.minDiameter' })}
          body={(row: WoodPiece) => number(row.minDiameter)}
        />
        <Column
          header={intl.formatMessage({ id: 'diamData.pieces.maxDiameter' })}
          body={(row: WoodPiece) => number(row.maxDiameter)}
        />
        <Column
          header={intl.formatMessage({ id: 'sheet.length' })}
          body={(row: WoodPiece) => number(row.woodSpecs, 2)}
        />
        <Column
          header={intl.formatMessage({ id: 'diamData.pieces.diameterClass' })}
          body={(row: WoodPiece) => number(row.diameter, 0)}
        />
        <Column
          header={intl.formatMessage({ id: 'sheet.volume' })}
          body={(row: WoodPiece) =>
            row.volume === null ? '\u2014' : intl.formatNumber(row.volume, PIECE_VOLUME)
          }
        />
        <Column
          header={intl.formatMessage({ id: 'diamData.pieces.dataSource' })}
          body={(row: WoodPiece) => (
            <span className="flex gap-1 align-items-center">
              {row.dataSourceDesc}
              {row.dummy && (
                <Tag severity="warning" value={intl.formatMessage({ id: 'diamData.pieces.dummy' })} />
              )}
              {row.abnormal && (
                <Tag severity="danger" value={intl.formatMessage({ id: 'diamData.pieces.abnormal' })} />
              )}
            </span>
          )}
        />
        <Column
          header={intl.formatMessage({ id: 'diamData.pieces.manual' })}
          body={(row: WoodPiece) => (row.dummy ? '\u2014' : yesNo(row.isManual))}
        />
        <Column header={intl.formatMessage({ id: 'diamData.pieces.device' })} field="deviceNo" />
        <Column
          header={intl.formatMessage({ id: 'diamData.pieces.picture' })}
          body={(row: WoodPiece) =>
            row.ossUrl ? (
              <a href={row.ossUrl} target="_blank" rel="noreferrer">
                <FormattedMessage id="diamData.pieces.openPicture" />
              </a>
            ) : (
              '\u2014'
            )
          }
        />
      </DataTableView>
    </Dialog>
  );
}
