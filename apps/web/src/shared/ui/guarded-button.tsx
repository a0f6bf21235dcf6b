import { Button, type ButtonProps } from 'primereact/button';
import { type MouseEvent } from 'react';
import { useClickGuard } from '../hooks/use-click-guard';

/** A button that ignores repeated clicks within 1500 ms (spec §9). */
export function GuardedButton({ onClick, ...props }: ButtonProps) {
  const guarded = useClickGuard((event: MouseEvent<HTMLButtonElement>) => onClick?.(event));
  return <Button {...props} onClick={guarded} />;
}
