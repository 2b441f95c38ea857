import {
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useIntl } from 'react-intl';
import { type ChatMessage, lengthAsSent } from '@matjar/api-client';
import { useFormatters } from '@matjar/i18n';
import {
  Button,
  IMAGE_FORMATS,
  IMAGE_MEDIA_TYPES,
  type RefusedImageFile,
  Skeleton,
  SkeletonGroup,
  TextArea,
  MAX_SOURCE_IMAGE_BYTES,
  checkImageFile,
  formatImageRefusal,
  shrinkImage,
} from '@matjar/ui';
import { orderChatMessages as m } from './messages.js';

/** The largest image the chat sends: 5 MB, once a photo has been made smaller. */
export const CHAT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** The longest message the store takes, a line break counting as two characters. */
export const CHAT_TEXT_MAX_LENGTH = 2000;

/** What the customer sends: text, an image, or both. */
export interface OrderChatInput {
  /** The typed text, trimmed; absent when only an image is sent. */
  text?: string;
  /** The picked image (JPEG, PNG, GIF or WebP, at most 5 MB); absent when only text is sent. */
  image?: File;
}

/** The props of `OrderChat`. */
export interface OrderChatProps {
  /** The order's messages, in any order (shown oldest first); `undefined` while they load. */
  messages: readonly ChatMessage[] | undefined;
  /** The delegate's name, for the messages' senders; "The delegate" when absent. */
  delegateName?: string;
  /**
   * Called with the trimmed text and/or the picked image when the customer sends. The composer
   * keeps them until `isSending` goes from `true` back to `false` without an `error`.
   */
  onSend: (input: OrderChatInput) => void;
  /** While a message is being sent: Send is busy and the composer waits for the result. */
  isSending?: boolean;
  /** A localized message when the last send failed; the typed text is kept. */
  error?: ReactNode;
  /** The chat is closed (the order is delivered or cancelled): nothing can be sent. */
  disabled?: boolean;
  /** Added to the class of the chat's section. */
  className?: string;
}

/** Oldest first; the server's order (by id) for messages sent in the same instant. */
const byTime = (a: ChatMessage, b: ChatMessage) =>
  Date.parse(a.created_at) - Date.parse(b.created_at) || a.id - b.id;

/**
 * The chat with the delivery representative of an order: the messages oldest first (the
 * customer's on the inline-end side, the delegate's on the inline-start side) with their time and
 * a separator for each day, kept scrolled to the newest; and a composer for text (Enter sends,
 * Shift+Enter starts a new line) and one image of at most 5 MB, checked by its content before it
 * is kept (a file that is not such an image is refused with a message naming it). Texts are shown
 * as plain text, never as HTML.
 *
 * The composer is cleared by the result of the send: it keeps the text and image until `isSending`
 * turns from `true` to `false` with no `error`; after a failure they stay, with `error` shown.
 *
 * @example
 * const messages = useOrderMessages(order.id);
 * const send = useSendOrderMessage(order.id);
 * <OrderChat
 *   messages={messages.data}
 *   delegateName={order.delegate?.name}
 *   onSend={(input) => send.mutate(input)}
 *   isSending={send.isPending}
 *   error={send.error ? messageOf(send.error) : undefined}
 *   disabled={!order.can_chat}
 * />
 */
export function OrderChat({
  messages,
  delegateName,
  onSend,
  isSending = false,
  error,
  disabled = false,
  className,
}: OrderChatProps) {
  return (
    <section
      className={['orders-chat', className].filter(Boolean).join(' ')}
      data-state={messages === undefined ? 'loading' : messages.length === 0 ? 'empty' : 'idle'}
    >
      <ChatLog messages={messages} delegateName={delegateName} />
      <ChatComposer onSend={onSend} isSending={isSending} error={error} disabled={disabled} />
    </section>
  );
}

interface ChatLogProps {
  messages: readonly ChatMessage[] | undefined;
  delegateName: string | undefined;
}

function ChatLog({ messages, delegateName }: ChatLogProps) {
  const intl = useIntl();
  const format = useFormatters();
  const logRef = useRef<HTMLDivElement>(null);
  const sorted = messages ? [...messages].sort(byTime) : undefined;
  const newestId = sorted?.at(-1)?.id;

  // Only the log scrolls (never the page), to its end, when a newer message is the last one.
  useEffect(() => {
    const log = logRef.current;
    if (log && newestId !== undefined) log.scrollTop = log.scrollHeight;
  }, [newestId]);

  const delegate = delegateName ?? intl.formatMessage(m.delegate);
  const you = intl.formatMessage(m.you);
  // The day in Riyadh, as shown: a separator goes before the first message of each day.
  const days = sorted?.map((message) => format.date(message.created_at, { dateStyle: 'full' }));

  return (
    <div
      ref={logRef}
      className="orders-chat__log"
      role="log"
      aria-live="polite"
      aria-label={intl.formatMessage(m.log)}
      aria-busy={sorted === undefined || undefined}
      // The log scrolls and holds nothing focusable: keyboard users must be able to reach it to
      // scroll back through the conversation (WCAG 2.1.1, axe `scrollable-region-focusable`).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      {sorted === undefined ? (
        <SkeletonGroup className="orders-chat__skeleton" label={intl.formatMessage(m.loading)}>
          <Skeleton className="orders-chat__skeleton-bubble" data-sender="delegate" lines={2} />
          <Skeleton className="orders-chat__skeleton-bubble" data-sender="customer" />
          <Skeleton className="orders-chat__skeleton-bubble" data-sender="delegate" />
        </SkeletonGroup>
      ) : sorted.length === 0 ? (
        <p className="orders-chat__empty">{intl.formatMessage(m.empty)}</p>
      ) : (
        sorted.map((message, index) => {
          const day = days?.[index];
          const isNewDay = index === 0 || day !== days?.[index - 1];
          const isMine = message.sender === 'customer';
          const sender = isMine ? you : delegate;
          return (
            <div key={message.id} className="orders-chat__entry">
              {isNewDay ? (
                <p className="orders-chat__day">
                  <span className="orders-chat__day-text">{day}</span>
                </p>
              ) : null}
              <div className="orders-chat__message" data-sender={message.sender}>
                <span className="mj-visually-hidden">
                  {intl.formatMessage(m.sentBy, { sender })}
                </span>
                {message.image ? (
                  <img
                    className="orders-chat__image"
                    src={message.image}
                    alt={
                      isMine
                        ? intl.formatMessage(m.imageFromYou)
                        : intl.formatMessage(m.imageFrom, { sender: delegate })
                    }
                    loading="lazy"
                  />
                ) : null}
                {message.text ? (
                  // A child string, never markup: whatever the text holds is shown as typed.
                  <p className="orders-chat__text" dir="auto">
                    {message.text}
                  </p>
                ) : null}
                <time className="orders-chat__time" dateTime={message.created_at}>
                  <bdi>{format.time(message.created_at)}</bdi>
                </time>
              </div>
            </div>
          );
        })
      )}
    </div>
  );
}

interface ChatComposerProps {
  onSend: (input: OrderChatInput) => void;
  isSending: boolean;
  error: ReactNode;
  disabled: boolean;
}

/** What the attach input offers in the file dialog: the formats the check accepts. */
const IMAGE_ACCEPT = IMAGE_FORMATS.map((format) => IMAGE_MEDIA_TYPES[format]).join(',');

function ChatComposer({ onSend, isSending, error, disabled }: ChatComposerProps) {
  const intl = useIntl();
  const id = useId();
  const fileId = `${id}-file`;
  const hintId = `${id}-hint`;
  const imageErrorId = `${id}-image-error`;
  const textRef = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [image, setImage] = useState<File | undefined>(undefined);
  const [imageProblem, setImageProblem] = useState<RefusedImageFile | undefined>(undefined);
  const [isCheckingImage, setIsCheckingImage] = useState(false);
  const [wasSending, setWasSending] = useState(isSending);
  // Only the latest pick counts: a slower check of an earlier pick must not overwrite it.
  const latestPick = useRef(0);

  // Cleared by the result, not by the press: only a send that ended without an error empties the
  // composer, so a failed message is never lost. Adjusted while rendering, as React advises for
  // state that follows a prop.
  if (wasSending !== isSending) {
    setWasSending(isSending);
    if (wasSending && !isSending && !error) {
      setText('');
      setImage(undefined);
      setImageProblem(undefined);
    }
  }

  const trimmed = text.trim();
  const hasContent = trimmed !== '' || image !== undefined;
  // The field stops typing at the limit; a text put there otherwise is said to be too long.
  const isTooLong = lengthAsSent(trimmed) > CHAT_TEXT_MAX_LENGTH;
  // Not while a picked image is being checked: the message would leave without it.
  const canSend = hasContent && !isTooLong && !isSending && !disabled && !isCheckingImage;

  const send = () => {
    if (!canSend) return;
    onSend({
      ...(trimmed ? { text: trimmed } : {}),
      ...(image ? { image } : {}),
    });
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // A keyboard composing a word (IME) uses Enter to confirm it, not to send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  const handlePick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that picking the same file again, after removing it, is seen as a change.
    event.target.value = '';
    if (!file) return;
    latestPick.current += 1;
    const pick = latestPick.current;
    setIsCheckingImage(true);
    // A photo as the camera took it may be large: what counts is its size once made smaller.
    const check = await checkImageFile(file, { maxBytes: MAX_SOURCE_IMAGE_BYTES });
    const ready = check.status === 'accepted' ? await shrinkImage(check) : undefined;
    if (pick !== latestPick.current) return;
    setIsCheckingImage(false);
    if (check.status === 'refused') {
      setImageProblem(check);
      return;
    }
    if (!ready || ready.size > CHAT_IMAGE_MAX_BYTES) {
      setImageProblem({
        status: 'refused',
        file,
        reason: 'tooLarge',
        maxBytes: CHAT_IMAGE_MAX_BYTES,
      });
      return;
    }
    setImageProblem(undefined);
    setImage(ready);
  };

  const handleRemove = () => {
    setImage(undefined);
    // The pressed button goes away with the preview; keep the user in the composer.
    textRef.current?.focus();
  };

  const imageError = imageProblem ? formatImageRefusal(intl, imageProblem) : undefined;

  return (
    <form
      className="orders-chat__composer"
      data-state={disabled ? 'disabled' : isSending ? 'sending' : error ? 'failed' : 'idle'}
      noValidate
      onSubmit={handleSubmit}
    >
      {error ? (
        <p className="orders-chat__error" role="alert">
          {error}
        </p>
      ) : null}
      {image ? (
        <div className="orders-chat__preview">
          <ImagePreview file={image} alt={intl.formatMessage(m.preview)} />
          <Button
            variant="ghost"
            size="sm"
            aria-label={intl.formatMessage(m.removeImageLabel)}
            disabled={isSending || disabled}
            onClick={handleRemove}
          >
            {intl.formatMessage(m.removeImage)}
          </Button>
        </div>
      ) : null}
      <TextArea
        ref={textRef}
        className="orders-chat__field"
        label={intl.formatMessage(m.message)}
        name="message"
        rows={2}
        dir="auto"
        value={text}
        disabled={disabled}
        // Kept while sending: the result decides whether this text is cleared.
        readOnly={isSending}
        aria-describedby={hintId}
        enterKeyHint="send"
        maxLength={CHAT_TEXT_MAX_LENGTH}
        error={isTooLong ? intl.formatMessage(m.tooLong, { max: CHAT_TEXT_MAX_LENGTH }) : undefined}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={handleKeyDown}
      />
      <p className="mj-visually-hidden" id={hintId}>
        {intl.formatMessage(m.messageHint)}
      </p>
      <div className="orders-chat__actions">
        <div className="orders-chat__attach">
          <input
            id={fileId}
            className="orders-chat__file mj-visually-hidden"
            type="file"
            accept={IMAGE_ACCEPT}
            name="image"
            disabled={disabled || isSending}
            aria-invalid={imageError ? true : undefined}
            aria-describedby={imageError ? imageErrorId : undefined}
            onChange={(event) => void handlePick(event)}
          />
          <label
            className="orders-chat__attach-label"
            htmlFor={fileId}
            data-state={disabled || isSending ? 'disabled' : 'idle'}
          >
            <AttachIcon />
            <span>{intl.formatMessage(m.attach)}</span>
          </label>
        </div>
        <Button
          type="submit"
          className="orders-chat__send"
          isLoading={isSending}
          disabled={!canSend}
        >
          {intl.formatMessage(m.send)}
        </Button>
      </div>
      {imageError ? (
        <p className="orders-chat__image-error" id={imageErrorId} role="alert">
          {imageError}
        </p>
      ) : null}
    </form>
  );
}

/** A picked file shown through an object URL that lives exactly as long as the `<img>`. */
function ImagePreview({ file, alt }: { file: File; alt: string }) {
  const attachObjectUrl = useCallback(
    (element: HTMLImageElement | null) => {
      if (!element) return undefined;
      const url = URL.createObjectURL(file);
      element.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return <img ref={attachObjectUrl} className="orders-chat__preview-image" alt={alt} />;
}

function AttachIcon() {
  return (
    <svg
      className="orders-chat__attach-icon"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <circle cx="9" cy="10" r="1.5" />
      <path d="M21 16l-5-5-8 8" />
    </svg>
  );
}
