import { Button } from 'primereact/button';
import { type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

interface FilterBarProps {
  onSearch: () => void;
  onReset: () => void;
  children: ReactNode;
}

/** The row of filters above a list: its fields, then search and reset. Enter searches. */
export function FilterBar({ onSearch, onReset, children }: FilterBarProps) {
  const intl = useIntl();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <form className="flex flex-wrap align-items-end gap-2" onSubmit={submit} role="search">
      {children}
      <Button type="submit" icon="pi pi-search" label={intl.formatMessage({ id: 'common.search' })} />
      <Button
        type="button"
        icon="pi pi-refresh"
        outlined
        label={intl.formatMessage({ id: 'common.reset' })}
        onClick={onReset}
      />
    </form>
  );
}
