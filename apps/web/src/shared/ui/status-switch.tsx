import { InputSwitch } from 'primereact/inputswitch';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DisabledReason } from './icon-button';
import { notify } from './notify';

interface StatusSwitchProps {
  /** 1 enabled, 0 disabled */
  status: number;
  /** Asks the server for the other status; rejects with its error (already shown by the API layer). */
  change: (status: 0 | 1) => Promise<unknown>;
  testId: string;
  disabled?: boolean;
  /** Why the switch is disabled (it is): shown on hover and read with it. */
  disabledReason?: string;
}

/**
 * A row's enabled/disabled switch (§4 Others): it waits for the server and the row changes only
 * once the server has agreed; a refusal leaves it as it was.
 */
export function StatusSwitch({
  status,
  change,
  testId,
  disabled = false,
  disabledReason,
}: StatusSwitchProps) {
  const intl = useIntl();
  const [pending, setPending] = useState(false);
  const locked = disabled || disabledReason !== undefined;
  const toggle = () => {
    if (locked || pending) {
      return;
    }
    setPending(true);
    change(status === 1 ? 0 : 1)
      .then(() => notify.success(intl.formatMessage({ id: 'common.operationSuccess' })))
      .catch(() => undefined)
      .finally(() => setPending(false));
  };
  const label = intl.formatMessage({ id: 'account.status' });
  const input = (
    <InputSwitch
      checked={status === 1}
      disabled={locked || pending}
      aria-label={disabledReason ? `${label}: ${disabledReason}` : label}
      onChange={toggle}
      data-testid={testId}
    />
  );
  return (
    <span className="flex align-items-center gap-2">
      {disabledReason ? <DisabledReason reason={disabledReason}>{input}</DisabledReason> : input}
      <span className="text-sm" data-testid={`${testId}-text`}>
        <FormattedMessage id={status === 1 ? 'account.enabled' : 'account.disabled'} />
      </span>
    </span>
  );
}
