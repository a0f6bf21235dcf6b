import { type ApiEnvelope } from '@timber/contracts';
import { useEffect, useState } from 'react';
import { postEnvelope } from './post-envelope';

/** A call's answer as a screen reads it: the envelope, or the failure (already shown), or neither yet. */
export interface Posted<Data> {
  data?: ApiEnvelope<Data>;
  error?: unknown;
  isLoading: boolean;
}

interface Answer<Data> {
  key: string | null;
  data?: ApiEnvelope<Data>;
  error?: unknown;
}

/** Calls started before their screen's code had loaded (primePost), by their key. */
const primed = new Map<string, Promise<ApiEnvelope<unknown>>>();

const keyOf = (url: string, body: unknown): string => `${url} ${JSON.stringify(body)}`;

/**
 * Starts a call the next screen will make, while its code and words load (the share page's
 * orders), or takes one already sent (`sent`, postEnvelope): the screen's usePostEnvelope with the
 * same address and body takes its answer.
 */
export function primePost(url: string, body: unknown, sent?: Promise<Response>): void {
  const answer = postEnvelope(url, body, sent);
  answer.catch(() => undefined); // its failure is read by the screen
  primed.set(keyOf(url, body), answer);
}

/**
 * A query made with fetch alone (post-envelope.ts), for the public pages that load before Redux
 * (the share page): asked again when the address or the body changes, never when `skip`.
 */
export function usePostEnvelope<Data>(url: string, body: unknown, skip = false): Posted<Data> {
  const key = skip ? null : keyOf(url, body);
  const [answer, setAnswer] = useState<Answer<Data>>({ key: null });
  useEffect(() => {
    if (key === null) {
      return;
    }
    let live = true;
    const started = primed.get(key) as Promise<ApiEnvelope<Data>> | undefined;
    primed.delete(key);
    (started ?? postEnvelope<Data>(url, body)).then(
      (data) => live && setAnswer({ key, data }),
      (error: unknown) => live && setAnswer({ key, error }),
    );
    return () => {
      live = false;
    };
    // the request is the key: its address and its body's JSON
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const current: Answer<Data> = answer.key === key ? answer : { key };
  return {
    data: current.data,
    error: current.error,
    isLoading: key !== null && current.data === undefined && current.error === undefined,
  };
}
