/** The customer's browser: a random id kept in its local storage, so repeat visits are one visitor. */
const KEY = 'ba-visitor';

const randomId = () => {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
};

export function visitorId(): string {
  try {
    const known = localStorage.getItem(KEY);
    if (known && /^[a-f0-9]{24}$/.test(known)) return known;
    const id = randomId();
    localStorage.setItem(KEY, id);
    return id;
  } catch {
    // Private modes without storage: this view is its own visitor.
    return randomId();
  }
}

export const pageViewId = randomId;

// Shared with the app's own tracking (lib/tracking), which reports the same fields.
export { clientInfo } from '../../../lib/tracking/client-info';
