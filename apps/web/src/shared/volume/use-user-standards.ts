import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useAppSelector } from '../../store/hooks';
import { standardLabel } from './standard-names';

export interface StandardOption {
  value: string;
  label: string;
}

/** The measurement standards of the signed-in user (user info `standard`), labelled in their language. */
export function useUserStandards(): StandardOption[] {
  const intl = useIntl();
  const standards = useAppSelector((state) => state.session.user?.standard);
  return useMemo(
    () =>
      (standards ?? []).map((standard) => ({
        value: standard.value,
        label: standardLabel(intl, standard.value, standard.name),
      })),
    [intl, standards],
  );
}
