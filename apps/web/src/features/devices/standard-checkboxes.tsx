import { Checkbox } from 'primereact/checkbox';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { standardLabel } from '../../shared/volume/standard-names';
import { useAppSelector } from '../../store/hooks';
import { toggleStandard } from './device-rules';

/** The standards a device may be given: the tenant's (user info `standard`) and those it has. */
export function useOfferedStandards(ticked: readonly string[]): string[] {
  const tenant = useAppSelector((state) => state.session.user?.standard);
  return useMemo(
    () => [...new Set([...(tenant ?? []).map((standard) => standard.value), ...ticked])],
    [tenant, ticked],
  );
}

interface StandardCheckboxesProps {
  /** prefix of the checkboxes' ids */
  id: string;
  value: readonly string[];
  onChange: (codes: string[]) => void;
  disabled?: boolean;
}

/** One checkbox per standard (spec §2 device settings dialog), ticked ones in the offered order. */
export function StandardCheckboxes({ id, value, onChange, disabled }: StandardCheckboxesProps) {
  const intl = useIntl();
  const offered = useOfferedStandards(value);
  return (
    <div className="flex flex-column gap-2" role="group" data-testid="device-standards">
      {offered.map((code) => (
        <div key={code} className="flex align-items-center gap-2">
          <Checkbox
            inputId={`${id}-${code}`}
            checked={value.includes(code)}
            disabled={disabled}
            onChange={() => onChange(toggleStandard(value, code, offered))}
            data-testid={`standard-${code}`}
          />
          <label htmlFor={`${id}-${code}`}>{standardLabel(intl, code)}</label>
        </div>
      ))}
    </div>
  );
}
