import { Illustration } from './illustration.js';

/** No complaints or suggestions: a speech bubble. */
export function MessagesIllustration() {
  return (
    <Illustration>
      <path d="M10 14h44v28H28l-10 10V42h-8z" />
      <path d="M20 25h24m-24 8h14" />
    </Illustration>
  );
}
