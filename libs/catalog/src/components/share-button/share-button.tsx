import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { successMessages } from '@matjar/i18n';
import { Button, type ButtonProps, useToast } from '@matjar/ui';
import { shareButtonMessages as m } from './messages.js';

export interface ShareButtonProps {
  /** The absolute address to share (the product's page). */
  url: string;
  /** What is shared, in the user's language (the product's name). */
  title: string;
  /** Default `secondary`. */
  variant?: ButtonProps['variant'];
  /** Default `md`. */
  size?: ButtonProps['size'];
  className?: string;
}

type ShareOutcome = 'shared' | 'cancelled' | 'unavailable';

// By name: a DOMException is not an Error subclass in every engine.
const isAbortError = (error: unknown) =>
  typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';

async function shareNatively(data: ShareData): Promise<ShareOutcome> {
  if (typeof navigator.share !== 'function') return 'unavailable';
  if (typeof navigator.canShare === 'function' && !navigator.canShare(data)) return 'unavailable';
  try {
    await navigator.share(data);
    return 'shared';
  } catch (error) {
    // The user closed the share sheet: nothing to say. Any other refusal falls back to copying.
    return isAbortError(error) ? 'cancelled' : 'unavailable';
  }
}

async function copyToClipboard(text: string): Promise<boolean> {
  try {
    // `clipboard` is missing outside secure contexts, although the DOM types say it is always there.
    const clipboard = navigator.clipboard as Clipboard | undefined;
    if (!clipboard) return false;
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * "Share": opens the system's share sheet where there is one (phones, some desktop browsers);
 * elsewhere copies the link and says "Link copied". When copying is refused too, the toast shows
 * the link so it can be copied by hand. Closing the share sheet says nothing. Needs a
 * `ToastProvider` above it.
 *
 * @example
 * <ShareButton url={new URL(catalogPaths.product(product.id), origin).href} title={product.name} />
 */
export function ShareButton({
  url,
  title,
  variant = 'secondary',
  size = 'md',
  className,
}: ShareButtonProps) {
  const intl = useIntl();
  const { toast } = useToast();
  // A second press while the share sheet is open would be refused by the browser.
  const isSharing = useRef(false);

  const handleShare = async () => {
    if (isSharing.current) return;
    isSharing.current = true;
    try {
      const outcome = await shareNatively({ title, url });
      if (outcome !== 'unavailable') return;
      if (await copyToClipboard(url)) {
        toast({ title: intl.formatMessage(successMessages.linkCopied), variant: 'success' });
      } else {
        toast({
          title: intl.formatMessage(m.copyFailed),
          description: (
            <bdi className="catalog-share__url" dir="ltr">
              {url}
            </bdi>
          ),
          variant: 'error',
          // Long enough to select and copy the link by hand.
          duration: Infinity,
        });
      }
    } finally {
      isSharing.current = false;
    }
  };

  return (
    <Button
      className={['catalog-share', className].filter(Boolean).join(' ')}
      variant={variant}
      size={size}
      onClick={() => void handleShare()}
    >
      <ShareIcon />
      {intl.formatMessage(m.share)}
    </Button>
  );
}

function ShareIcon() {
  return (
    <svg
      className="catalog-share__icon"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
    </svg>
  );
}
