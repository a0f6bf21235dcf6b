import { Message } from 'primereact/message';
import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useRangeGroups } from '../../../shared/diameter-ranges/use-range-groups';
import { downloadFile } from '../../../shared/files/download';
import { DiameterTables } from '../../../shared/ui/diameter-tables';
import { ShareQrDialog } from '../../../shared/ui/share-qr-dialog';
import { PRESET_CODES, standardLabel } from '../../../shared/volume/standard-names';
import { printPath } from '../print/print-api';
import { detailExportPath, detailQuery, featuresOf, stockDetailPath } from './detail-query';
import { DetailToolbar, type DetailTool } from './detail-toolbar';
import { ImagesDialog } from './images-dialog';
import { RangePriceDialog } from './range-price-dialog';
import { SummaryBar } from './summary-bar';
import { useDiameterCategory } from './use-diameter-category';
import { WarehouseMoveDialog } from './warehouse-move-dialog';
import { WoodPiecesDialog, type PieceFilter } from './wood-pieces-dialog';

/**
 * The diameter data detail (spec §2), /stock/diamData, /stock/diamDataIn, /stock/diamDataOut,
 * /order/diamOrderIn, /order/diamOrderOut:
 * a stock-in or stock-out sheet, a stock row, an order, or (no data source yet) truck data.
 * Summary bar, the diameter table with a view action per row, and the tools of its type: view
 * images, all wood details, export Excel, share QR, the standard selector, the diameter-range
 * price table and the warehouse move. Without an id it goes back.
 */
export default function DiameterDetailPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const query = useMemo(() => detailQuery(params, pathname), [params, pathname]);
  const [standard, setStandard] = useState(query?.standard ?? '');
  const category = useDiameterCategory(query, standard);
  const rangeGroups = useRangeGroups(category.data, query !== null && query.type !== 'carData');
  const [tool, setTool] = useState<Exclude<DetailTool, 'pieces' | 'print'> | null>(null);
  const [pieces, setPieces] = useState<PieceFilter | null>(null);
  const [exporting, setExporting] = useState(false);

  useEffect(() => {
    if (!query) {
      void navigate(-1);
    }
  }, [query, navigate]);

  const standards = useMemo(() => {
    const codes: string[] = [...PRESET_CODES];
    if (query?.standard && !codes.includes(query.standard)) {
      codes.unshift(query.standard);
    }
    return codes.map((code) => ({ value: code, label: standardLabel(intl, code) }));
  }, [intl, query]);

  if (!query) {
    return null;
  }
  const features = featuresOf(query.type);
  const source =
    query.type === 'stock' || query.type === 'stockIn' || query.type === 'stockOut' ? query.type : null;
  const exportSource = features.source === 'order' ? 'order' : source;
  const tableStandard = category.data?.standard ?? (standard || undefined);

  const exportExcel = () => {
    if (!exportSource) {
      return;
    }
    setExporting(true);
    // downloadFile shows the server's message of a failure itself
    downloadFile(detailExportPath(exportSource), {
      id: query.id,
      ...(tableStandard ? { standard: tableStandard } : {}),
    })
      .catch(() => undefined)
      .finally(() => setExporting(false));
  };

  return (
    <div className="flex flex-column gap-3" data-testid="diameter-detail">
      <SummaryBar
        query={query}
        data={category.data}
        stock={category.stock}
        standard={standard}
        standards={standards}
        onStandard={setStandard}
      />
      {features.source === null && (
        <Message
          severity="info"
          className="justify-content-start"
          text={intl.formatMessage({ id: 'diamData.noSource' })}
          data-testid="diam-no-source"
        />
      )}
      {features.source !== null && (
        <DetailToolbar
          features={features}
          exporting={exporting}
          canShare={query.spu !== ''}
          canMove={(category.stock?.quantity ?? 0) > 0}
          onTool={(chosen) => {
            if (chosen === 'pieces') {
              setPieces({});
            } else if (chosen === 'print') {
              if (source === 'stockIn' || source === 'stockOut') {
                void navigate(printPath(source, query.id));
              }
            } else {
              setTool(chosen);
            }
          }}
          onExport={exportExcel}
        />
      )}
      <DiameterTables
        data={category.data}
        loading={category.loading}
        showRangeGroups={query.type !== 'carData'}
        rangeGroups={rangeGroups}
        {...(features.pieces ? { onView: (row) => setPieces({ dia: row.dia, length: row.length }) } : {})}
      />
      {source && (
        <>
          <WoodPiecesDialog
            type={source}
            id={query.id}
            standard={tableStandard}
            filter={pieces}
            onHide={() => setPieces(null)}
          />
          <ImagesDialog
            type={source}
            id={query.id}
            visible={tool === 'images'}
            onHide={() => setTool(null)}
          />
        </>
      )}
      {features.source === 'order' && (
        <ImagesDialog type="order" id={query.id} visible={tool === 'images'} onHide={() => setTool(null)} />
      )}
      {features.rangePrice && (
        <RangePriceDialog data={category.data} visible={tool === 'rangePrice'} onHide={() => setTool(null)} />
      )}
      {features.share && tool === 'share' && (
        <ShareQrDialog
          target={query.spu ? { spus: [query.spu] } : null}
          header={<FormattedMessage id="share.title" values={{ count: 1 }} />}
          onHide={() => setTool(null)}
        />
      )}
      {features.move && category.stock && (
        <WarehouseMoveDialog
          stock={category.stock}
          visible={tool === 'move'}
          onHide={() => setTool(null)}
          onMoved={(row) => void navigate(stockDetailPath(row), { replace: true })}
        />
      )}
    </div>
  );
}
