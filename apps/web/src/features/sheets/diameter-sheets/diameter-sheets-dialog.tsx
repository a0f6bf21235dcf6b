import { Dialog } from 'primereact/dialog';
import { TabPanel, TabView } from 'primereact/tabview';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type Sheet } from '../../../api/api';
import { DiameterSheetTab } from './diameter-sheet-tab';

interface DiameterSheetsDialogProps {
  /** the stock-in sheet whose diameter sheets are shown; null: closed */
  sheet: Pick<Sheet, 'id' | 'spu' | 'standardType' | 'quantity' | 'volume'> | null;
  onHide: () => void;
}

/**
 * The stock-in sheet's diameter sheets (spec §2 Stock-in list: "a dialog with two tabs (re-measure
 * sheet, purchase sheet)"): the checked and the purchase diameter sheet, each saved on its own.
 */
export function DiameterSheetsDialog({ sheet, onHide }: DiameterSheetsDialogProps) {
  const intl = useIntl();
  const [tab, setTab] = useState(0);
  return (
    <Dialog
      visible={sheet !== null}
      onHide={() => {
        setTab(0);
        onHide();
      }}
      header={sheet && <FormattedMessage id="diaSheet.title" values={{ spu: sheet.spu }} />}
      style={{ width: '880px' }}
      breakpoints={{ '960px': '95vw' }}
      draggable={false}
      modal
      data-testid="diasheet-dialog"
    >
      {sheet && (
        // both tabs stay mounted: switching keeps what was typed in the other
        <TabView activeIndex={tab} onTabChange={(event) => setTab(event.index)} renderActiveOnly={false}>
          <TabPanel header={intl.formatMessage({ id: 'sheet.form.remeasure' })} leftIcon="pi pi-list mr-2">
            <DiameterSheetTab key={`checked-${sheet.id}`} kind="checked" sheet={sheet} />
          </TabPanel>
          <TabPanel
            header={intl.formatMessage({ id: 'sheet.form.purchase' })}
            leftIcon="pi pi-shopping-cart mr-2"
          >
            <DiameterSheetTab key={`purchase-${sheet.id}`} kind="purchase" sheet={sheet} />
          </TabPanel>
        </TabView>
      )}
    </Dialog>
  );
}
