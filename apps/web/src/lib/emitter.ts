/** A minimal typed event emitter, so non-React code (the HTTP client) can tell the UI about events. */
export interface Emitter<T> {
  /** Subscribes; the returned function unsubscribes. */
  on(listener: (event: T) => void): () => void;
  emit(event: T): void;
}

export function createEmitter<T>(): Emitter<T> {
  const listeners = new Set<(event: T) => void>();
  return {
    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(event) {
      for (const listener of [...listeners]) listener(event);
    },
  };
}
