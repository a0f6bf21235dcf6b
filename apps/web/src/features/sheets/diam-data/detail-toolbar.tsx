import { Button } from 'primereact/button';
import { useIntl } from 'react-intl';
import { GuardedButton } from '../../../shared/ui/guarded-button';
import { type DetailFeatures } from './detail-query';

export type DetailTool = 'images' | 'pieces' | 'share' | 'rangePrice' | 'move' | 'print';

interface DetailToolbarProps {
  features: DetailFeatures;
  exporting: boolean;
  /** share needs a sheet number */
  canShare: boolean;
  /** the warehouse move needs stock */
  canMove: boolean;
  onTool: (tool: DetailTool) => void;
  onExport: () => void;
}

/** The toolbar of the detail (spec §2): only the tools its type offers. */
export function DetailToolbar({
  features,
  exporting,
  canShare,
  canMove,
  onTool,
  onExport,
}: DetailToolbarProps) {
  const intl = useIntl();
  const label = (id: Parameters<typeof intl.formatMessage>[0]['id']) => intl.formatMessage({ id });
  return (
    <div className="flex flex-wrap gap-2" data-testid="diam-toolbar">
      {features.images && (
        <Button
          outlined
          icon="pi pi-images"
          label={label('diamData.viewImages')}
          onClick={() => onTool('images')}
          data-testid="diam-images-open"
        />
      )}
      {features.pieces && (
        <Button
          outlined
          icon="pi pi-list"
          label={label('diamData.allPieces')}
          onClick={() => onTool('pieces')}
          data-testid="diam-pieces-open"
        />
      )}
      {features.exportExcel && (
        <GuardedButton
          outlined
          icon="pi pi-file-excel"
          label={label('diamData.exportExcel')}
          loading={exporting}
          onClick={onExport}
          data-testid="diam-export"
        />
      )}
      {features.share && (
        <Button
          outlined
          icon="pi pi-qrcode"
          label={label('diamData.share')}
          disabled={!canShare}
          onClick={() => onTool('share')}
          data-testid="diam-share"
        />
      )}
      {features.rangePrice && (
        <Button
          outlined
          icon="pi pi-calculator"
          label={label('diamData.rangePrice')}
          onClick={() => onTool('rangePrice')}
          data-testid="diam-range-price"
        />
      )}
      {features.print && (
        <Button
          outlined
          icon="pi pi-print"
          label={label('print.action')}
          onClick={() => onTool('print')}
          data-testid="diam-print"
        />
      )}
      {features.move && (
        <Button
          outlined
          icon="pi pi-arrow-right-arrow-left"
          label={label('diamData.move')}
          disabled={!canMove}
          onClick={() => onTool('move')}
          data-testid="diam-move"
        />
      )}
    </div>
  );
}
