// The contact ways' icons: decorative, the words beside them name the way.

const iconProps = {
  viewBox: '0 0 24 24',
  width: 20,
  height: 20,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.75,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: 'false',
} as const;

/** A telephone handset. */
export function PhoneIcon() {
  return (
    <svg {...iconProps}>
      <path d="M5 3.5h3.2l1.6 4.3-2.2 1.4a11 11 0 0 0 5.2 5.2l1.4-2.2 4.3 1.6V17a2.5 2.5 0 0 1-2.7 2.5A15.5 15.5 0 0 1 2.5 6.2 2.5 2.5 0 0 1 5 3.5z" />
    </svg>
  );
}

/** A speech bubble with a handset: a chat on WhatsApp. */
export function WhatsAppIcon() {
  return (
    <svg {...iconProps}>
      <path d="M4 20l1.3-4A8.5 8.5 0 1 1 8.4 19z" />
      <path d="M9.2 8.2c.2-.4.6-.5.9-.3l.8 1.3c.1.3 0 .6-.2.8l-.4.4a5 5 0 0 0 2.4 2.4l.4-.4c.2-.2.5-.3.8-.2l1.3.8c.3.2.3.6-.1.9-1 .9-2.2.9-3.7 0a7 7 0 0 1-2.6-2.6c-.6-1.2-.5-2.3.4-3.1z" />
    </svg>
  );
}

/** An envelope. */
export function EmailIcon() {
  return (
    <svg {...iconProps}>
      <rect x="3" y="5.5" width="18" height="13" rx="2" />
      <path d="M3.5 7l8.5 6 8.5-6" />
    </svg>
  );
}

/** A map pin. */
export function AddressIcon() {
  return (
    <svg {...iconProps}>
      <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" />
      <circle cx="12" cy="10" r="2.3" />
    </svg>
  );
}
