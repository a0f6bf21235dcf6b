import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDateTime } from '../../shared/format/format';
import { confirmDanger } from '../../shared/ui/confirm';
import { LabelledField } from '../../shared/ui/labelled-field';
import { notify } from '../../shared/ui/notify';
import { ShareLinkView } from '../../shared/ui/share-qr-dialog';
import { Spinner } from '../../shared/ui/spinner';
import {
  useSawLinkRevokeMutation,
  useSawLinkSummaryQuery,
  type SawLinkSummaryApiResponse,
} from './sawing.api';

type SawLinks = SawLinkSummaryApiResponse['data'];

/** The addresses of the floor's pages (§2 Access): the wall board, each bench's phone page, the H5 page. */
export function floorLinks(origin: string, links: SawLinks) {
  const at = (path: string, query: Record<string, string>) =>
    `${origin}${path}?${new URLSearchParams(query).toString()}`;
  return {
    board: at('/sawTableOnline', { cusNo: links.cusNo, token: links.boardToken }),
    h5: at('/editJSW', { cusNo: links.cusNo, sign: links.h5Sign }),
    benches: links.benches.map((bench) => ({
      machineNo: bench.machineNo,
      name: bench.name,
      link: at('/sawList', {
        cusNo: links.cusNo,
        machineNo: bench.machineNo,
        name: bench.name,
        sign: bench.sign,
      }),
    })),
  };
}

/**
 * The floor's links as QR codes (issue 19): the live board for a wall screen, each bench's phone
 * page for its operator, the H5 saw page. Each link is signed by sawing for this company (and
 * bench); the dialog asks for them when it opens. A leaked link is ended by revoking them all
 * (after a confirmation): every old link then says it was revoked, open boards close, and the
 * dialog shows the new ones to hand out.
 */
export function FloorLinksDialog({ visible, onHide }: { visible: boolean; onHide: () => void }) {
  const intl = useIntl();
  const answer = useSawLinkSummaryQuery(undefined, { skip: !visible });
  const [revoke, revoking] = useSawLinkRevokeMutation();
  const confirmRevoke = () =>
    confirmDanger(intl.formatMessage({ id: 'sawing.links.revokeConfirm' }), () => {
      revoke()
        .unwrap()
        .then(() => notify.success(intl.formatMessage({ id: 'sawing.links.revoked' })))
        .catch(() => undefined); // the API layer has shown the server's message
    });
  const revokedAt = answer.data?.data.revokedAt ?? null;
  const [chosen, setChosen] = useState('board');
  const links = answer.data ? floorLinks(window.location.origin, answer.data.data) : null;
  const options = links
    ? [
        { value: 'board', label: intl.formatMessage({ id: 'sawing.links.board' }), link: links.board },
        ...links.benches.map((bench) => ({
          value: `bench:${bench.machineNo}`,
          label: intl.formatMessage(
            { id: 'sawing.links.bench' },
            { machineNo: bench.machineNo, name: bench.name },
          ),
          link: bench.link,
        })),
        { value: 'h5', label: intl.formatMessage({ id: 'sawing.links.h5' }), link: links.h5 },
      ]
    : [];
  const shown = options.find((option) => option.value === chosen) ?? options[0];
  const hintId =
    shown?.value === 'board'
      ? 'sawing.links.boardHint'
      : shown?.value === 'h5'
        ? 'sawing.links.h5Hint'
        : 'sawing.links.benchHint';
  return (
    <Dialog
      header={intl.formatMessage({ id: 'sawing.links.title' })}
      visible={visible}
      onHide={onHide}
      style={{ width: 'min(30rem, 95vw)' }}
      data-testid="floor-links"
    >
      {!shown ? (
        <div className="flex justify-content-center p-4">
          <Spinner size="3rem" />
        </div>
      ) : (
        <div className="flex flex-column gap-3">
          <LabelledField htmlFor="floor-link-choice" label={<FormattedMessage id="sawing.links.which" />}>
            <Dropdown
              inputId="floor-link-choice"
              value={shown.value}
              options={options}
              optionLabel="label"
              optionValue="value"
              onChange={(event) => setChosen(event.value as string)}
              data-testid="floor-link-choice"
            />
          </LabelledField>
          <ShareLinkView link={shown.link} hint={<FormattedMessage id={hintId} />} />
          <div className="flex flex-wrap align-items-center justify-content-between gap-2 border-top-1 surface-border pt-3">
            <span className="text-sm text-color-secondary" data-testid="floor-links-revoked-at">
              {revokedAt && (
                <FormattedMessage
                  id="sawing.links.revokedAt"
                  values={{ time: formatDateTime(intl, revokedAt) }}
                />
              )}
            </span>
            <Button
              icon="pi pi-ban"
              label={intl.formatMessage({ id: 'sawing.links.revoke' })}
              severity="danger"
              outlined
              size="small"
              loading={revoking.isLoading}
              onClick={confirmRevoke}
              data-testid="floor-links-revoke"
            />
          </div>
        </div>
      )}
    </Dialog>
  );
}
