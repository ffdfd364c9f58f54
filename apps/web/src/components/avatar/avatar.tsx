import './avatar.css';

/** The agent's initial in a circle (no photo: the user info has none). Decorative next to the name. */
export function Avatar({ name, size = 'medium' }: { name: string; size?: 'medium' | 'large' }) {
  const initial = Array.from(name.trim())[0] ?? '';
  return (
    <span className={`avatar avatar--${size}`} aria-hidden="true">
      {initial}
    </span>
  );
}
