import { useSyncExternalStore } from 'react';

export interface ApiLoadingState {
  reads: number;
  mutations: number;
}

type Kind = keyof ApiLoadingState;

let state: ApiLoadingState = { reads: 0, mutations: 0 };
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Count one request of `kind` in; the returned function counts it out (idempotent). */
export function trackRequest(kind: Kind): () => void {
  state = { ...state, [kind]: state[kind] + 1 };
  emit();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    state = { ...state, [kind]: Math.max(0, state[kind] - 1) };
    emit();
  };
}

export function getApiLoading(): ApiLoadingState {
  return state;
}

export function subscribeApiLoading(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Reads and mutations in flight, kept apart so screens can tell "loading" from "saving". */
export function useApiLoading(): ApiLoadingState {
  return useSyncExternalStore(subscribeApiLoading, getApiLoading, getApiLoading);
}

/** Test helper: forget counts left by an aborted test. */
export function resetApiLoading(): void {
  state = { reads: 0, mutations: 0 };
  emit();
}
