import { act, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  RECENT_SEARCHES_KEY,
  clearRecentSearches,
  recordRecentSearch,
} from '../lib/recent-searches.js';
import { useRecentSearches } from './use-recent-searches.js';

function SearchCount() {
  return <p>{`Searches: ${useRecentSearches().length}`}</p>;
}

beforeEach(() => localStorage.clear());

describe('useRecentSearches', () => {
  it('gives the words searched for on this device, the most recent first', () => {
    recordRecentSearch('تمر');
    recordRecentSearch('قهوة');
    const { result } = renderHook(() => useRecentSearches());
    expect(result.current).toEqual(['قهوة', 'تمر']);
  });

  it('follows searches made and cleared in this tab', () => {
    const { result } = renderHook(() => useRecentSearches());
    act(() => recordRecentSearch('dates'));
    expect(result.current).toEqual(['dates']);
    act(() => clearRecentSearches());
    expect(result.current).toEqual([]);
  });

  it('follows searches made in another tab', () => {
    const { result } = renderHook(() => useRecentSearches());
    act(() => {
      localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['oud']));
      window.dispatchEvent(
        new StorageEvent('storage', { key: RECENT_SEARCHES_KEY, storageArea: localStorage }),
      );
    });
    expect(result.current).toEqual(['oud']);
  });

  it('renders an empty list on the server', () => {
    recordRecentSearch('dates');
    expect(renderToString(<SearchCount />)).toContain('Searches: 0');
  });
});
