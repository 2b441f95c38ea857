import { describe, expect, it, vi } from 'vitest';
import { type EventSourceLike, demoPushTransport } from './push-transport.js';

/** An EventSource that the test drives. */
function fakeSource() {
  const target = new EventTarget();
  const source: EventSourceLike & { emit(type: string, data: string): void; closed: boolean } = {
    closed: false,
    addEventListener: target.addEventListener.bind(target) as EventSourceLike['addEventListener'],
    close() {
      this.closed = true;
    },
    emit(type, data) {
      target.dispatchEvent(new MessageEvent(type, { data }));
    },
  };
  return source;
}

describe('demoPushTransport', () => {
  it('delivers the push messages of the stream, numbers read from strings', () => {
    const source = fakeSource();
    const opened: string[] = [];
    const transport = demoPushTransport('https://api.test/__demo/push/stream?ticket=t', (url) => {
      opened.push(url);
      return source;
    });
    const onMessage = vi.fn();
    const stop = transport.start(onMessage);
    source.emit(
      'push',
      JSON.stringify({ type: 'finish_order', title_ar: 'تم', title_en: 'Done', order_id: '42' }),
    );
    expect(opened).toEqual(['https://api.test/__demo/push/stream?ticket=t']);
    expect(onMessage).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'finish_order', title_en: 'Done', order_id: 42 }),
    );
    stop();
    expect(source.closed).toBe(true);
  });

  it('ignores malformed events and other event types', () => {
    const source = fakeSource();
    const onMessage = vi.fn();
    demoPushTransport('u', () => source).start(onMessage);
    source.emit('push', '{not json');
    source.emit('push', JSON.stringify({ title_en: 'no type' }));
    source.emit('ready', JSON.stringify({ type: 'admin' }));
    expect(onMessage).not.toHaveBeenCalled();
  });
});
