import { Spinner } from './spinner';

/** Shown while a screen or the session loads. */
export function PageLoading() {
  return (
    <div className="flex align-items-center justify-content-center p-6">
      <Spinner size="3rem" strokeWidth="4" />
    </div>
  );
}
