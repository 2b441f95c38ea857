import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  parseStoredJson,
  readStoredText,
  removeStored,
  subscribeStored,
  writeStoredJson,
} from './device-storage.js';

beforeEach(() => localStorage.clear());

describe('device storage', () => {
  it('stores a value as JSON and reads it back', () => {
    expect(writeStoredJson('matjar_test', ['dates', 2])).toBe(true);
    expect(parseStoredJson(readStoredText('matjar_test'))).toEqual(['dates', 2]);
  });

  it('reads nothing for a missing key or text that is not JSON', () => {
    expect(parseStoredJson(readStoredText('matjar_test'))).toBeUndefined();
    localStorage.setItem('matjar_test', '{oops');
    expect(parseStoredJson(readStoredText('matjar_test'))).toBeUndefined();
  });

  it('says when a value could not be stored', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(writeStoredJson('matjar_test', 'dates')).toBe(false);
  });

  it('tells only the listeners of the key that changed', () => {
    const ofTest = vi.fn();
    const ofOther = vi.fn();
    const stopTest = subscribeStored('matjar_test', ofTest);
    const stopOther = subscribeStored('matjar_other', ofOther);
    writeStoredJson('matjar_test', 1);
    removeStored('matjar_test');
    expect(ofTest).toHaveBeenCalledTimes(2);
    expect(ofOther).not.toHaveBeenCalled();
    stopTest();
    stopOther();
  });

  it('keeps one subscription of a function when another subscription of it stops', () => {
    const listener = vi.fn();
    const stopFirst = subscribeStored('matjar_test', listener);
    const stopSecond = subscribeStored('matjar_test', listener);
    stopFirst();
    writeStoredJson('matjar_test', 1);
    expect(listener).toHaveBeenCalledTimes(1);
    stopSecond();
    writeStoredJson('matjar_test', 2);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
