/** `+966 5X XXX XXXX`, the way a national number is read out. */
export const displayPhone = (phone: string) =>
  `+966 ${phone.slice(0, 2)} ${phone.slice(2, 5)} ${phone.slice(5)}`.trim();
